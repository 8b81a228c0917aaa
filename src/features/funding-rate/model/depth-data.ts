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

/**
 * The USD axis's range, whole powers of ten around what it shows (both books and the size per leg): the size is never
 * on the floor, where it would read as "nothing". Null when there is nothing positive to show.
 */
export function decadeRange(values: readonly (number | null)[]): [number, number] | null {
  const shown = values.filter((value): value is number => value !== null && Number.isFinite(value) && value > 0);
  if (shown.length === 0) return null;
  const min = Math.min(...shown);
  const max = Math.max(...shown);
  let low = Math.floor(Math.log10(min));
  let high = Math.ceil(Math.log10(max));
  // log10 rounds: just under a power of ten can come out as that power.
  if (10 ** low > min) low -= 1;
  if (10 ** high < max) high += 1;
  return [10 ** low, 10 ** (high > low ? high : low + 1)];
}

/** The axis's ticks and grid lines: each power of ten from `min` to `max` (the minor lines between crowd a panel). */
export function decades(min: number, max: number): number[] {
  if (!(min > 0) || !(max >= min) || !Number.isFinite(max)) return [];
  const ticks: number[] = [];
  for (let exponent = Math.ceil(Math.log10(min) - 1e-9); 10 ** exponent <= max * (1 + 1e-9); exponent += 1) {
    ticks.push(10 ** exponent);
  }
  return ticks;
}
