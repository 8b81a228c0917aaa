// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseForUsd, fillOf, impactBps, prepareSide, takerImpact, walkBook } from '../../src/markets/model/book-walk';
import { bookMid } from '../../src/markets/model/order-book';
import { book, bookArbitrary, depthUsd, levels } from './book-fixtures';

// Asks of $100 at 100, $202 at 101 and $510 at 102: $812 in all.
const ASKS = levels([100, 1], [101, 2], [102, 5]);

describe('walking a side for a size in USD', () => {
  it('fills exactly at one level', () => {
    expect(walkBook(ASKS, 50)).toEqual({
      requestedUsd: 50,
      filledUsd: 50,
      filledBase: 0.5,
      averagePrice: 100,
      complete: true,
    });
  });

  it('fills whole levels exactly', () => {
    const fill = walkBook(ASKS, 302);
    expect(fill.filledBase).toBe(3);
    expect(fill.averagePrice).toBeCloseTo(302 / 3, 12);
    expect(fill.complete).toBe(true);
  });

  it('takes part of the last level it reaches', () => {
    // $100 at 100 (1 unit), $202 at 101 (2 units), then $204 of the 102 level (2 units).
    const fill = walkBook(ASKS, 506);
    expect(fill.filledBase).toBeCloseTo(5, 12);
    expect(fill.averagePrice).toBeCloseTo(506 / 5, 12);
    expect(fill.complete).toBe(true);
  });

  it('fills a size equal to the whole side, and says when the side runs out first', () => {
    expect(walkBook(ASKS, 812)).toMatchObject({ filledUsd: 812, filledBase: 8, complete: true });
    const thin = walkBook(ASKS, 1000);
    expect(thin).toMatchObject({ requestedUsd: 1000, filledUsd: 812, filledBase: 8, complete: false });
    expect(thin.averagePrice).toBeCloseTo(101.5, 12);
  });

  it('fills nothing from an empty side', () => {
    expect(walkBook([], 100)).toEqual({
      requestedUsd: 100,
      filledUsd: 0,
      filledBase: 0,
      averagePrice: null,
      complete: false,
    });
  });

  it('refuses a size that is not a positive number of USD', () => {
    for (const size of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => walkBook(ASKS, size)).toThrow(new RangeError('a size must be a positive number of USD'));
    }
  });

  it('buys the base a dollar amount buys at each level', () => {
    const prepared = prepareSide(ASKS);
    expect(prepared).toEqual({
      prices: [100, 101, 102],
      cumulativeUsd: [100, 302, 812],
      cumulativeBase: [1, 3, 8],
      depthUsd: 812,
    });
    expect(baseForUsd(prepared, 100)).toBe(1);
    expect(baseForUsd(prepared, 100 + 101)).toBe(2);
    expect(baseForUsd(prepared, 302 + 51)).toBe(3.5);
    expect(fillOf(prepared, 1).filledBase).toBe(0.01);
  });
});

describe('impact against the mid', () => {
  const BOOK = book(
    [
      [99, 1],
      [98, 2],
    ],
    [
      [101, 1],
      [102, 2],
    ],
  );

  it('counts the half spread even at the best price', () => {
    // Mid 100, a buy at 101 is 1 % (100 bps) above it; a sell at 99, 100 bps below.
    expect(takerImpact(BOOK, 'buy', 50)).toMatchObject({ side: 'buy', mid: 100, averagePrice: 101, impactBps: 100 });
    expect(takerImpact(BOOK, 'sell', 50)).toMatchObject({ side: 'sell', mid: 100, averagePrice: 99, impactBps: 100 });
  });

  it('buys from the asks and sells into the bids, deeper as the size grows', () => {
    // $305 buys 1 at 101 and 2 at 102: 3 units, 101.67 on average.
    const buy = takerImpact(BOOK, 'buy', 305);
    expect(buy.averagePrice).toBeCloseTo(305 / 3, 10);
    expect(buy.impactBps).toBeCloseTo(((305 / 3 - 100) / 100) * 10_000, 8);
    const sell = takerImpact(BOOK, 'sell', 295);
    expect(sell.averagePrice).toBeCloseTo(295 / 3, 10);
    expect(sell.impactBps).toBeCloseTo(((100 - 295 / 3) / 100) * 10_000, 8);
  });

  it('reports what filled, and its impact, when the book runs out', () => {
    const thin = takerImpact(BOOK, 'buy', 10_000);
    expect(thin).toMatchObject({ complete: false, filledUsd: 305 });
    expect(thin.impactBps).toBeCloseTo(((305 / 3 - 100) / 100) * 10_000, 8);
    expect(impactBps('buy', 101, 100)).toBe(100);
    expect(impactBps('sell', 101, 100)).toBe(-100);
  });

  it('is never below the half spread, never falls as the size grows, and fills what the side holds', () => {
    fc.assert(
      fc.property(
        bookArbitrary,
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (sample, side, a, b) => {
          const levelsOf = side === 'buy' ? sample.asks : sample.bids;
          const depth = depthUsd(levelsOf);
          const [small, large] = a < b ? [a * depth, b * depth] : [b * depth, a * depth];
          const first = takerImpact(sample, side, small);
          const second = takerImpact(sample, side, large);
          const best = levelsOf[0]?.price ?? 0;
          const halfSpread = impactBps(side, best, bookMid(sample));
          expect(first.complete && second.complete).toBe(true);
          expect(first.impactBps).toBeGreaterThanOrEqual(halfSpread - 1e-9);
          expect(second.impactBps).toBeGreaterThanOrEqual(first.impactBps - 1e-9);
          const worst = levelsOf.at(-1)?.price ?? 0;
          const average = second.averagePrice ?? 0;
          expect(average).toBeGreaterThanOrEqual(Math.min(best, worst) * (1 - 1e-12));
          expect(average).toBeLessThanOrEqual(Math.max(best, worst) * (1 + 1e-12));
        },
      ),
    );
  });

  it('fills the size asked whenever the side holds it, and all of the side when it does not', () => {
    fc.assert(
      fc.property(bookArbitrary, fc.double({ min: 0.01, max: 1e7, noNaN: true }), (sample, size) => {
        const fill = walkBook(sample.asks, size);
        const depth = depthUsd(sample.asks);
        expect(fill.complete).toBe(size <= depth);
        expect(fill.filledUsd).toBeCloseTo(Math.min(size, depth), 6);
      }),
    );
  });
});
