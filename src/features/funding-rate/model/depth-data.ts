import { bookMid, type BookLevel, type OrderBook } from '../../../markets/model/order-book';

/**
 * Both legs' books as a cumulative depth chart: how many USD a taker finds within each distance from the mid (in
 * basis points), the long leg's asks (what buying it takes) beside the short leg's bids (what selling it takes). The
 * distance, not the price, is on the x axis, so the two venues' books line up even when their prices differ a little.
 */
export interface DepthData {
  /** Distance from each book's mid, in basis points, ascending. */
  bps: number[];
  /** USD within that distance on the long leg's asks, and on the short leg's bids. */
  longUsd: number[];
  shortUsd: number[];
}

interface Step {
  bps: number;
  usd: number;
}

function steps(levels: readonly BookLevel[], mid: number): Step[] {
  let usd = 0;
  return levels.map(({ price, size }) => {
    usd += price * size;
    return { bps: (Math.abs(price - mid) / mid) * 10_000, usd };
  });
}

/** The USD within `bps` of the mid on a side (its steps in order of distance): a step function. */
function usdWithin(side: readonly Step[], bps: number): number {
  let usd = 0;
  for (const step of side) {
    if (step.bps > bps) break;
    usd = step.usd;
  }
  return usd;
}

export function depthData(longBook: OrderBook, shortBook: OrderBook): DepthData {
  const long = steps(longBook.asks, bookMid(longBook));
  const short = steps(shortBook.bids, bookMid(shortBook));
  const bps = [...new Set([0, ...long.map((step) => step.bps), ...short.map((step) => step.bps)])].sort(
    (a, b) => a - b,
  );
  return {
    bps,
    longUsd: bps.map((at) => usdWithin(long, at)),
    shortUsd: bps.map((at) => usdWithin(short, at)),
  };
}
