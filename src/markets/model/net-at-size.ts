import { takerImpact, type LegImpact } from './book-walk';
import { netApr } from './net-carry';
import type { OrderBook } from './order-book';

/**
 * What a round trip loses to the books, per dollar of one leg: each leg crosses its book once to open and once to
 * close, and today's book stands in for the one the close will meet, so the round trip costs twice the two legs'
 * entry impact. 1.5 bps on the long leg and 2 bps on the short one cost 2 × 3.5 bps = 0.07 %.
 */
export function roundTripImpact(longImpactBps: number, shortImpactBps: number): number {
  return (2 * (longImpactBps + shortImpactBps)) / 10_000;
}

/**
 * The yearly return of a pair held `holdDays` at a size: the gross spread less the round trip's fees and impact,
 * both spread over the hold (net-carry.ts's netApr with the impact added to the fees). Fractions, not percent.
 */
export function netAprAtSize(grossApr: number, roundTripFee: number, impact: number, holdDays: number): number {
  return netApr(grossApr, roundTripFee + impact, holdDays);
}

/** Both legs at one size: the long leg buying from its asks, the short leg selling into its bids. */
export type LegsAtSize =
  | { kind: 'filled'; long: LegImpact; short: LegImpact; roundTripImpact: number }
  /** A book ran out first: `leg` filled only `filledUsd` of `sizeUsd`, and no net figure stands for that size. */
  | { kind: 'bookTooThin'; leg: 'long' | 'short'; filledUsd: number; sizeUsd: number };

export function legsAtSize(longBook: OrderBook, shortBook: OrderBook, sizeUsd: number): LegsAtSize {
  const long = takerImpact(longBook, 'buy', sizeUsd);
  const short = takerImpact(shortBook, 'sell', sizeUsd);
  if (!long.complete || !short.complete) {
    // The leg that fell shorter is the one to name; on a tie, the long leg (it is entered first).
    const leg = short.filledUsd < long.filledUsd ? short : long;
    return { kind: 'bookTooThin', leg: leg === long ? 'long' : 'short', filledUsd: leg.filledUsd, sizeUsd };
  }
  return { kind: 'filled', long, short, roundTripImpact: roundTripImpact(long.impactBps, short.impactBps) };
}
