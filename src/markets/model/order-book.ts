/**
 * A venue's order book in the common model: price levels with the size resting at each, in units of the base asset
 * (one PEPE, not one kPEPE) and USD per unit. Bids run from the best (highest) price down, asks from the best
 * (lowest) up. Every venue's book reply is turned into this before anything walks it.
 */
export interface BookLevel {
  /** USD per unit of the base asset. */
  price: number;
  /** Units of the base asset resting at the price. */
  size: number;
}

export interface OrderBook {
  /** Best (highest) first. */
  bids: BookLevel[];
  /** Best (lowest) first. */
  asks: BookLevel[];
}

/**
 * Why a book cannot be used: a side with nothing on it (`empty`: there is no mid to measure against), or the best bid
 * at or above the best ask (`crossed`: no venue's matching engine leaves it so, so the reply is stale or broken).
 */
export type BookProblem = 'empty' | 'crossed';

export type BookCheck = { book: OrderBook; problem: null } | { book: null; problem: BookProblem };

/**
 * The largest price or size a level is taken at. No market trades at 10^15 USD a unit, and no book rests 10^15 units
 * at a price that a farmer could take (a trillion PEPE is a few million dollars); a venue that sends more is sending
 * nonsense such as 1e308, which would overflow the sums a walk makes.
 */
export const MAX_BOOK_FIGURE = 1e15;

/** A price or size as a level may hold it: a finite number above 0 (prices) or from 0 (sizes), within the bound. */
export function isBookFigure(value: number, allowZero: boolean): boolean {
  return Number.isFinite(value) && (allowZero ? value >= 0 : value > 0) && value <= MAX_BOOK_FIGURE;
}

/** Bids from the highest price, asks from the lowest. */
const BEST_FIRST: Readonly<Record<'bids' | 'asks', (a: BookLevel, b: BookLevel) => number>> = {
  bids: (a, b) => b.price - a.price,
  asks: (a, b) => a.price - b.price,
};

/**
 * One side's levels as the common model keeps them: sorted best first, orders or levels at the same price summed into
 * one level (Lighter publishes single orders), empty levels left out. A level whose price or size is not a usable
 * number is refused with its side (null): walking past liquidity that is not there would understate the cost.
 */
export function sideLevels(levels: readonly BookLevel[], side: 'bids' | 'asks'): BookLevel[] | null {
  const byPrice = new Map<number, number>();
  for (const { price, size } of levels) {
    if (!isBookFigure(price, false) || !isBookFigure(size, true)) return null;
    byPrice.set(price, (byPrice.get(price) ?? 0) + size);
  }
  const summed: BookLevel[] = [];
  for (const [price, size] of byPrice) if (size > 0) summed.push({ price, size });
  return summed.sort(BEST_FIRST[side]);
}

/**
 * A venue's two sides as one usable book, or why not. Levels may come in any order and repeat a price (they are
 * sorted and summed); a side with nothing on it is `empty`, a best bid at or above the best ask is `crossed`. A level
 * that is not a usable number throws: the caller's schema should already have refused the reply.
 */
export function checkedBook(bids: readonly BookLevel[], asks: readonly BookLevel[]): BookCheck {
  const sortedBids = sideLevels(bids, 'bids');
  const sortedAsks = sideLevels(asks, 'asks');
  if (!sortedBids || !sortedAsks) throw new RangeError('a book level must be a positive price and a size');
  const bestBid = sortedBids[0];
  const bestAsk = sortedAsks[0];
  if (!bestBid || !bestAsk) return { book: null, problem: 'empty' };
  if (bestBid.price >= bestAsk.price) return { book: null, problem: 'crossed' };
  return { book: { bids: sortedBids, asks: sortedAsks }, problem: null };
}

/** The price between the best bid and the best ask: what impact is measured against. */
export function bookMid(book: OrderBook): number {
  const bestBid = book.bids[0];
  const bestAsk = book.asks[0];
  if (!bestBid || !bestAsk) throw new RangeError('a book needs a bid and an ask to have a mid');
  return (bestBid.price + bestAsk.price) / 2;
}

/**
 * A book published in the venue's market units (one kPEPE is 1,000 PEPE) in units of the base asset: prices divided
 * by the unit's size, sizes multiplied by it. What a level is worth in USD does not change.
 */
export function inBaseUnits(book: OrderBook, unitSize: number): OrderBook {
  if (!(unitSize > 0) || !Number.isFinite(unitSize)) throw new RangeError('a market unit must hold a positive size');
  if (unitSize === 1) return book;
  const scale = (level: BookLevel): BookLevel => ({ price: level.price / unitSize, size: level.size * unitSize });
  return { bids: book.bids.map(scale), asks: book.asks.map(scale) };
}
