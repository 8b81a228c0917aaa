import type { AccountBalance } from '../../../markets/model/account';
import { marginUse } from '../../../markets/model/margin-use';
import type { VenueId } from '../../../markets/model/venues';

/** One perpetual leg's venue and the read of its account's balance, when there is one. */
export interface LegBalance {
  venue: VenueId;
  balance: AccountBalance | null;
}

/**
 * Margin used ÷ equity on each venue of a strategy's perpetual legs, as My Balance measures it (markets/model/margin-use):
 * null where the account is not read yet, does not exist, or its figures measure nothing.
 */
export function legMarginRatios(legs: readonly LegBalance[]): Partial<Record<VenueId, number | null>> {
  const ratios: Partial<Record<VenueId, number | null>> = {};
  for (const { venue, balance } of legs) {
    const use = balance?.status === 'ok' ? marginUse(balance.equityUsd, balance.availableUsd) : null;
    ratios[venue] = use?.ratio ?? null;
  }
  return ratios;
}
