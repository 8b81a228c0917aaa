import { capacityPerLeg } from './capacity';
import { legsAtSize, netAprAtSize } from './net-at-size';
import type { NetPair } from './net-carry';
import type { OrderBook } from './order-book';

/**
 * A pair weighed at the user's size with today's books: its net return after fees and impact, what the impact was,
 * and its capacity; or, when a book runs out first, how much of the size it fills (and no net figure).
 */
export type PairAtSize =
  | {
      kind: 'filled';
      /** Net APR after fees and the round trip's impact, spread over the hold (a fraction a year). */
      netApr: number;
      /** Each leg's entry impact against its book's mid, in basis points. */
      longImpactBps: number;
      shortImpactBps: number;
      /** The round trip's impact per dollar of one leg: twice the two legs' entry impact (a fraction). */
      roundTripImpact: number;
      /** The largest size per leg whose net over the hold stays at or above 0 (and the minimum net, when set). */
      capacityUsd: number;
      capacityLimitedBy: 'netApr' | 'depth';
    }
  | {
      kind: 'bookTooThin';
      leg: 'long' | 'short';
      /** What the leg's book held of the size, in USD. */
      filledUsd: number;
      sizeUsd: number;
      capacityUsd: number;
      capacityLimitedBy: 'netApr' | 'depth';
    };

export interface PairAtSizeInput {
  pair: Pick<NetPair, 'grossApr' | 'roundTripFee'>;
  longBook: OrderBook;
  shortBook: OrderBook;
  sizeUsd: number;
  holdDays: number;
  /** The user's "Min. net APR" (a fraction a year), when set. */
  minNetApr?: number | null;
}

/** The pair at a size: the long leg buys from its asks, the short leg sells into its bids (net-at-size.ts). */
export function pairAtSize({ pair, longBook, shortBook, sizeUsd, holdDays, minNetApr }: PairAtSizeInput): PairAtSize {
  const capacity = capacityPerLeg({
    longBook,
    shortBook,
    grossApr: pair.grossApr,
    roundTripFee: pair.roundTripFee,
    holdDays,
    minNetApr,
  });
  const legs = legsAtSize(longBook, shortBook, sizeUsd);
  if (legs.kind === 'bookTooThin') {
    return { ...legs, capacityUsd: capacity.sizeUsd, capacityLimitedBy: capacity.limitedBy };
  }
  return {
    kind: 'filled',
    netApr: netAprAtSize(pair.grossApr, pair.roundTripFee, legs.roundTripImpact, holdDays),
    longImpactBps: legs.long.impactBps,
    shortImpactBps: legs.short.impactBps,
    roundTripImpact: legs.roundTripImpact,
    capacityUsd: capacity.sizeUsd,
    capacityLimitedBy: capacity.limitedBy,
  };
}
