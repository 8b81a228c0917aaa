import type { TradingFeeEntry } from '../../../account-record/trading-fees';
import { MAX_FEE, type FeeChoices, type OrderKind } from '../../../markets/model/fees';
import type { KnownVenues } from '../../../markets/model/venue-facts';
import { BUILT_IN_VENUES, type VenueId } from '../../../markets/model/venues';

/** One venue in the fees form: the order kind, and the user's own fees in per cent (null: the base tier's). */
export interface VenueFeeForm {
  order: OrderKind;
  taker: number | null;
  maker: number | null;
}
export type FeeFormValues = Record<VenueId, VenueFeeForm>;

/** Per cent, as the user types fees (0.035), from a fraction (0.00035) and back, without float dust. */
const toPercent = (fraction: number | null) => (fraction === null ? null : Number((fraction * 100).toPrecision(12)));
const toFraction = (percent: number | null) => (percent === null ? null : Number((percent / 100).toPrecision(12)));

/** The highest fee the form takes, in per cent. */
export const MAX_FEE_PERCENT = MAX_FEE * 100;

export function feeFormValues(choices: FeeChoices, venues: KnownVenues = BUILT_IN_VENUES): FeeFormValues {
  return Object.fromEntries(
    venues.ids.map((venue): [VenueId, VenueFeeForm] => {
      const choice = choices[venue];
      return [
        venue,
        {
          order: choice?.order ?? 'taker',
          taker: toPercent(choice?.taker ?? null),
          maker: toPercent(choice?.maker ?? null),
        },
      ];
    }),
  );
}

/**
 * What to write for each venue: its entry, or null where the user left it at the base tier (taker, no fee of their
 * own), so that the record keeps only what the user set.
 */
export function feeChange(
  values: FeeFormValues,
  venues: KnownVenues = BUILT_IN_VENUES,
): Record<VenueId, TradingFeeEntry | null> {
  return Object.fromEntries(
    venues.ids.map((venue): [VenueId, TradingFeeEntry | null] => {
      const { order, taker, maker } = values[venue] ?? { order: 'taker', taker: null, maker: null };
      const entry = { order, taker: toFraction(taker), maker: toFraction(maker) };
      return [venue, order === 'taker' && taker === null && maker === null ? null : entry];
    }),
  );
}
