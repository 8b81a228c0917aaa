import { bookMid, type BookLevel, type OrderBook } from './order-book';

/** A taker's side: the long leg buys from the asks, the short leg sells into the bids. */
export type TakerSide = 'buy' | 'sell';

/** The side of the book a taker takes from. */
export const TAKEN_FROM: Readonly<Record<TakerSide, keyof OrderBook>> = { buy: 'asks', sell: 'bids' };

/** One side of a book made ready for walking: each level's price and how much lies up to and including it. */
export interface PreparedSide {
  prices: number[];
  /** USD available up to and including each level. */
  cumulativeUsd: number[];
  /** Units of the base asset up to and including each level. */
  cumulativeBase: number[];
  /** All the side holds, in USD. */
  depthUsd: number;
}

export function prepareSide(levels: readonly BookLevel[]): PreparedSide {
  const prices: number[] = [];
  const cumulativeUsd: number[] = [];
  const cumulativeBase: number[] = [];
  let usd = 0;
  let base = 0;
  for (const { price, size } of levels) {
    usd += price * size;
    base += size;
    prices.push(price);
    cumulativeUsd.push(usd);
    cumulativeBase.push(base);
  }
  return { prices, cumulativeUsd, cumulativeBase, depthUsd: usd };
}

/** What a taker of `sizeUsd` gets from a side: as much as the side holds, level after level, best first. */
export interface Fill {
  requestedUsd: number;
  filledUsd: number;
  /** Units of the base asset filled. */
  filledBase: number;
  /** USD per unit over what filled; null when nothing did. */
  averagePrice: number | null;
  /** Whether the side held the whole size. */
  complete: boolean;
}

/** Units of the base asset that the first `usd` of a side buys or sells (usd at most the side's depth). */
export function baseForUsd(side: PreparedSide, usd: number): number {
  // The first level whose running total reaches `usd`: a binary search, as the capacity search asks many sizes.
  let low = 0;
  let high = side.prices.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    // Stryker disable next-line EqualityOperator: at a boundary either level gives the same units (the next adds 0).
    if ((side.cumulativeUsd[middle] ?? 0) >= usd) high = middle;
    else low = middle + 1;
  }
  // Before the first level nothing is filled yet (index -1 holds nothing).
  const usdBefore = side.cumulativeUsd[low - 1] ?? 0;
  const baseBefore = side.cumulativeBase[low - 1] ?? 0;
  return baseBefore + (usd - usdBefore) / (side.prices[low] ?? Number.NaN);
}

export function fillOf(side: PreparedSide, sizeUsd: number): Fill {
  if (!(sizeUsd > 0) || !Number.isFinite(sizeUsd)) throw new RangeError('a size must be a positive number of USD');
  const filledUsd = Math.min(sizeUsd, side.depthUsd);
  const filledBase = filledUsd > 0 ? baseForUsd(side, filledUsd) : 0;
  return {
    requestedUsd: sizeUsd,
    filledUsd,
    filledBase,
    averagePrice: filledBase > 0 ? filledUsd / filledBase : null,
    complete: filledUsd >= sizeUsd,
  };
}

/** Walks a side's levels, best first, for a taker of `sizeUsd`. */
export function walkBook(levels: readonly BookLevel[], sizeUsd: number): Fill {
  return fillOf(prepareSide(levels), sizeUsd);
}

/**
 * What the average fill costs against the mid, in basis points: buying above it, or selling below it. It counts the
 * half spread as well as the levels eaten, so even a fill at the best price costs something.
 */
export function impactBps(side: TakerSide, averagePrice: number, mid: number): number {
  const away = side === 'buy' ? averagePrice - mid : mid - averagePrice;
  return (away / mid) * 10_000;
}

export interface LegImpact extends Fill {
  side: TakerSide;
  mid: number;
  /** Of what filled, against the mid (the whole size, or what the side held). */
  impactBps: number;
}

/**
 * A taker of `sizeUsd` on one side of a book: the fill and its impact against the book's mid. A book has a mid only
 * with both sides, so something always fills.
 */
export function takerImpact(book: OrderBook, side: TakerSide, sizeUsd: number): LegImpact {
  const mid = bookMid(book);
  const fill = walkBook(book[TAKEN_FROM[side]], sizeUsd);
  return { ...fill, side, mid, impactBps: impactBps(side, fill.averagePrice ?? Number.NaN, mid) };
}
