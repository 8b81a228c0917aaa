import type { VenueId } from '../model/venues';
import { readHyperliquidActivity, readHyperliquidBalance } from '../venues/hyperliquid/read-hyperliquid-account';
import { readLighterBalance } from '../venues/lighter/read-lighter-account';
import { readPacificaActivity, readPacificaBalance } from '../venues/pacifica/read-pacifica-account';
import type { ActivityReader, BalanceReader } from '../venues/shared/account-reader';

/** Balances and positions each venue publishes for an address without a key. */
export const BALANCE_READERS: Partial<Record<VenueId, BalanceReader>> = {
  hyperliquid: readHyperliquidBalance,
  lighter: readLighterBalance,
  pacifica: readPacificaBalance,
};

/** Fills and funding payments each venue publishes for an address without a key. */
export const ACTIVITY_READERS: Partial<Record<VenueId, ActivityReader>> = {
  hyperliquid: readHyperliquidActivity,
  pacifica: readPacificaActivity,
};

/**
 * Why a venue's account data cannot be shown: Aster, EdgeX and Backpack serve account data only to requests signed
 * with the account's API key ('signedApi'); Lighter serves balances key-less but fills and funding only with an auth
 * token made from the account's API key ('authToken'). This app never asks for an exchange key.
 */
export type UnreadableReason = 'signedApi' | 'authToken';

export function balanceUnreadable(venue: VenueId): UnreadableReason | null {
  return BALANCE_READERS[venue] ? null : 'signedApi';
}

export function activityUnreadable(venue: VenueId): UnreadableReason | null {
  if (ACTIVITY_READERS[venue]) return null;
  return BALANCE_READERS[venue] ? 'authToken' : 'signedApi';
}
