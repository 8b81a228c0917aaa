// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depthData } from '../../../src/features/funding-rate/model/depth-data';
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
