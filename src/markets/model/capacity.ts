import { baseForUsd, impactBps, prepareSide, TAKEN_FROM, type PreparedSide, type TakerSide } from './book-walk';
import { netAprAtSize, roundTripImpact } from './net-at-size';
import { bookMid, type OrderBook } from './order-book';

export interface CapacityInput {
  longBook: OrderBook;
  shortBook: OrderBook;
  /** The pair's gross spread, a fraction a year (0.12 is 12 % APR). */
  grossApr: number;
  /** Fees of opening and closing both legs, per dollar of one leg (fees.ts's roundTripFee). */
  roundTripFee: number;
  holdDays: number;
  /** The user's "Min. net APR" as a fraction a year, when set: capacity then keeps the net at or above it too. */
  minNetApr?: number | null;
}

export interface Capacity {
  /** The largest size per leg, in USD, whose net APR over the hold stays at or above the floor; 0 when none does. */
  sizeUsd: number;
  /** What set it: the net APR falling below the floor, or a book with nothing more to give. */
  limitedBy: 'netApr' | 'depth';
}

/** Capacity is found to the cent. */
const PRECISION_USD = 0.01;

interface Leg {
  side: TakerSide;
  prepared: PreparedSide;
  mid: number;
}

function legOf(book: OrderBook, side: TakerSide): Leg {
  return { side, prepared: prepareSide(book[TAKEN_FROM[side]]), mid: bookMid(book) };
}

function legImpactBps(leg: Leg, sizeUsd: number): number {
  return impactBps(leg.side, sizeUsd / baseForUsd(leg.prepared, sizeUsd), leg.mid);
}

/**
 * The capacity of a pair: the largest size per leg at which the net APR over the hold stays at or above 0 (and at or
 * above the user's minimum net APR when set), found by walking both books. A larger size eats deeper into each book,
 * so its average fill is no better and its net no higher: the net falls as the size grows, and the size where it drops
 * below the floor is found by halving the range of sizes the books can fill, each size walked on both books, down to
 * the cent. Deeper books never lower it. Past the shallower book's depth no size fills, so that depth is the most it
 * can be.
 */
export function capacityPerLeg(input: CapacityInput): Capacity {
  const floor = Math.max(0, input.minNetApr ?? 0);
  const long = legOf(input.longBook, 'buy');
  const short = legOf(input.shortBook, 'sell');
  const holds = (sizeUsd: number) => {
    const impact = roundTripImpact(legImpactBps(long, sizeUsd), legImpactBps(short, sizeUsd));
    // Stryker disable next-line EqualityOperator: a net exactly on the floor is a float no real pair of books makes.
    return netAprAtSize(input.grossApr, input.roundTripFee, impact, input.holdDays) >= floor;
  };
  const depthUsd = Math.min(long.prepared.depthUsd, short.prepared.depthUsd);
  if (holds(depthUsd)) return { sizeUsd: depthUsd, limitedBy: 'depth' };
  let good = 0;
  let bad = depthUsd;
  // Stryker disable next-line EqualityOperator: one halving more or less ends within the same cent.
  while (bad - good > PRECISION_USD) {
    const middle = (good + bad) / 2;
    if (holds(middle)) good = middle;
    else bad = middle;
  }
  return { sizeUsd: good, limitedBy: 'netApr' };
}
