// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decadeRange, decades, depthData } from '../../../src/features/funding-rate/model/depth-data';
import { book, bookArbitrary, depthUsd } from '../../markets/book-fixtures';

describe('the depth chart’s data', () => {
  it('counts the USD within each distance from the mid, the long leg’s asks beside the short leg’s bids', () => {
    // Both mids at 100: asks 1 bp and 5 bps away, bids 1 bp and 3 bps away.
    const long = book(
      [[99.99, 1]],
      [
        [100.01, 10],
        [100.05, 10],
      ],
    );
    const short = book(
      [
        [99.99, 10],
        [99.97, 10],
      ],
      [[100.01, 1]],
    );
    const data = depthData(long, short);
    expect(data.bps.map((bps) => Math.round(bps * 100) / 100)).toEqual([0, 1, 3, 5]);
    expect(data.longUsd.map((usd) => Math.round(usd * 100) / 100)).toEqual([0, 1000.1, 1000.1, 2000.6]);
    expect(data.shortUsd.map((usd) => Math.round(usd * 100) / 100)).toEqual([0, 999.9, 1999.6, 1999.6]);
  });

  it('never falls further from the mid, and ends at all each side holds', () => {
    fc.assert(
      fc.property(bookArbitrary, bookArbitrary, (long, short) => {
        const data = depthData(long, short);
        for (let index = 1; index < data.bps.length; index += 1) {
          expect(data.bps[index]).toBeGreaterThan(data.bps[index - 1] ?? Number.NaN);
          expect(data.longUsd[index]).toBeGreaterThanOrEqual(data.longUsd[index - 1] ?? Number.NaN);
          expect(data.shortUsd[index]).toBeGreaterThanOrEqual(data.shortUsd[index - 1] ?? Number.NaN);
        }
        expect(data.longUsd.at(-1)).toBeCloseTo(depthUsd(long.asks), 6);
        expect(data.shortUsd.at(-1)).toBeCloseTo(depthUsd(short.bids), 6);
      }),
    );
  });
});

describe('the depth chart’s logarithmic USD axis', () => {
  it('spans whole powers of ten around both books and the size per leg, leaving out $0 and missing points', () => {
    expect(decadeRange([null, 0, 52_000, 125_000_000, 10_000])).toStrictEqual([10_000, 1_000_000_000]);
    // The size per leg below every book: the axis reaches down to it, so it is not drawn on the floor.
    expect(decadeRange([2_500, 80_000])).toStrictEqual([1_000, 100_000]);
    // One value, a power of ten itself: a decade above it, not an empty range.
    expect(decadeRange([1_000])).toStrictEqual([1_000, 10_000]);
    expect(decadeRange([null, 0, -5, Number.NaN])).toBeNull();
  });

  it('ticks each power of ten within the range, and nothing for a range that is none', () => {
    expect(decades(10_000, 1_000_000_000)).toStrictEqual([1e4, 1e5, 1e6, 1e7, 1e8, 1e9]);
    expect(decades(2_500, 80_000)).toStrictEqual([10_000]);
    expect(decades(0, 100)).toStrictEqual([]);
    expect(decades(100, 10)).toStrictEqual([]);
    expect(decades(1, Number.POSITIVE_INFINITY)).toStrictEqual([]);
  });

  it('holds every positive value it was given, on ticks that are powers of ten', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1e12, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (values) => {
          const range = decadeRange(values);
          expect(range).not.toBeNull();
          const [low, high] = range ?? [0, 0];
          expect(low).toBeLessThanOrEqual(Math.min(...values));
          expect(high).toBeGreaterThanOrEqual(Math.max(...values));
          expect(high).toBeGreaterThan(low);
          const ticks = decades(low, high);
          expect(ticks[0]).toBe(low);
          for (const tick of ticks) expect(Number.isInteger(Math.round(Math.log10(tick) * 1e6) / 1e6)).toBe(true);
        },
      ),
    );
  });
});
