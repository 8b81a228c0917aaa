import fc from 'fast-check';
import type { BookLevel, OrderBook } from '../../src/markets/model/order-book';

/** Levels written as [price, size] pairs, as a test reads best. */
export const levels = (...pairs: [number, number][]): BookLevel[] => pairs.map(([price, size]) => ({ price, size }));

export const book = (bids: [number, number][], asks: [number, number][]): OrderBook => ({
  bids: levels(...bids),
  asks: levels(...asks),
});

/** A side of `count` levels from `best`, each `gap` further out (down for bids, up for asks), with these sizes. */
export function side(best: number, gap: number, sizes: readonly number[], direction: 1 | -1): BookLevel[] {
  return sizes.map((size, index) => ({ price: best + direction * gap * index, size }));
}

const sizes = fc.array(fc.double({ min: 0.001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 25 });

/**
 * A usable book around a mid of 50–5,000: the best bid and ask apart by a spread of 0.1–50 bps, levels 0.01–1 % of
 * the price apart, 1–25 levels a side of 0.001–1,000 units.
 */
export const bookArbitrary: fc.Arbitrary<OrderBook> = fc
  .record({
    mid: fc.double({ min: 50, max: 5000, noNaN: true }),
    spreadBps: fc.double({ min: 0.1, max: 50, noNaN: true }),
    gap: fc.double({ min: 0.0001, max: 0.01, noNaN: true }),
    bidSizes: sizes,
    askSizes: sizes,
  })
  .map(({ mid, spreadBps, gap, bidSizes, askSizes }) => {
    const half = (mid * spreadBps) / 20_000;
    return {
      bids: side(mid - half, mid * gap, bidSizes, -1).filter((level) => level.price > 0),
      asks: side(mid + half, mid * gap, askSizes, 1),
    };
  });

/** The USD a side holds. */
export const depthUsd = (sideLevels: readonly BookLevel[]): number =>
  sideLevels.reduce((sum, level) => sum + level.price * level.size, 0);

/** A book with more liquidity than `original`: some levels larger, maybe more levels beyond the last. */
export const deeperBook = (original: OrderBook): fc.Arbitrary<OrderBook> =>
  fc
    .record({
      bidBoost: fc.array(fc.double({ min: 1, max: 5, noNaN: true }), {
        minLength: original.bids.length,
        maxLength: original.bids.length,
      }),
      askBoost: fc.array(fc.double({ min: 1, max: 5, noNaN: true }), {
        minLength: original.asks.length,
        maxLength: original.asks.length,
      }),
      extra: fc.integer({ min: 0, max: 5 }),
    })
    .map(({ bidBoost, askBoost, extra }) => {
      const grow = (levelsOf: BookLevel[], boost: number[]) =>
        levelsOf.map((level, index) => ({ ...level, size: level.size * (boost[index] ?? 1) }));
      const lastBid = original.bids.at(-1);
      const lastAsk = original.asks.at(-1);
      const moreBids = Array.from({ length: extra }, (_, index) => ({
        price: (lastBid?.price ?? 1) * (1 - 0.001 * (index + 1)),
        size: 10,
      }));
      const moreAsks = Array.from({ length: extra }, (_, index) => ({
        price: (lastAsk?.price ?? 1) * (1 + 0.001 * (index + 1)),
        size: 10,
      }));
      return {
        bids: [...grow(original.bids, bidBoost), ...moreBids],
        asks: [...grow(original.asks, askBoost), ...moreAsks],
      };
    });
