// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legsAtSize, netAprAtSize, roundTripImpact } from '../../src/markets/model/net-at-size';
import { netApr } from '../../src/markets/model/net-carry';
import { book, bookArbitrary, depthUsd } from './book-fixtures';

// Long venue: asks at 100.01 ($1,000.10 of it) then 100.05; short venue: bids at 99.99 then 99.95 (mid 100 on both).
const LONG_BOOK = book(
  [[99.99, 10]],
  [
    [100.01, 10],
    [100.05, 10],
  ],
);
const SHORT_BOOK = book(
  [
    [99.99, 10],
    [99.95, 10],
  ],
  [[100.01, 10]],
);

describe('round-trip impact', () => {
  it('is twice the two legs’ entry impact, as a fraction of one leg', () => {
    expect(roundTripImpact(1.5, 2)).toBeCloseTo(0.0007, 15);
    expect(roundTripImpact(0, 0)).toBe(0);
  });
});

describe('net APR at a size', () => {
  it('takes fees and impact off the gross, both spread over the hold', () => {
    // 12 % gross, a round trip of 0.17 % in fees and 0.07 % in impact, held 7 days: 0.24 % × 365 / 7 off.
    expect(netAprAtSize(0.12, 0.0017, 0.0007, 7)).toBeCloseTo(0.12 - (0.0024 * 365) / 7, 12);
    expect(netAprAtSize(0.12, 0.0017, 0, 7)).toBe(netApr(0.12, 0.0017, 7));
  });

  it('is lower the more the books cost', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        fc.constantFrom(1, 7, 30),
        (gross, fee, a, b, hold) => {
          const [less, more] = a < b ? [a, b] : [b, a];
          expect(netAprAtSize(gross, fee, more, hold)).toBeLessThanOrEqual(netAprAtSize(gross, fee, less, hold));
        },
      ),
    );
  });
});

describe('both legs at a size', () => {
  it('buys the long leg from its asks and sells the short leg into its bids', () => {
    const legs = legsAtSize(LONG_BOOK, SHORT_BOOK, 500);
    expect(legs.kind).toBe('filled');
    if (legs.kind !== 'filled') return;
    expect(legs.long.averagePrice).toBeCloseTo(100.01, 10);
    expect(legs.short.averagePrice).toBeCloseTo(99.99, 10);
    expect(legs.long.impactBps).toBeCloseTo(1, 8);
    expect(legs.short.impactBps).toBeCloseTo(1, 8);
    expect(legs.roundTripImpact).toBeCloseTo(0.0004, 12);
  });

  it('says which leg fills only part of the size, and how much', () => {
    expect(legsAtSize(LONG_BOOK, SHORT_BOOK, 5000)).toEqual({
      kind: 'bookTooThin',
      leg: 'short',
      filledUsd: expect.closeTo(1999.4, 8) as number,
      sizeUsd: 5000,
    });
    const thinLong = book([[99.99, 100]], [[100.01, 1]]);
    expect(legsAtSize(thinLong, SHORT_BOOK, 500)).toMatchObject({ kind: 'bookTooThin', leg: 'long', sizeUsd: 500 });
    // Both short by the same amount: the long leg, entered first, is the one named.
    expect(legsAtSize(thinLong, book([[100.01, 1]], [[100.03, 1]]), 500)).toMatchObject({ leg: 'long' });
  });

  it("has a figure exactly when both legs' books hold the size", () => {
    fc.assert(
      fc.property(bookArbitrary, bookArbitrary, fc.double({ min: 1, max: 1e6, noNaN: true }), (long, short, size) => {
        const fits = size <= depthUsd(long.asks) && size <= depthUsd(short.bids);
        expect(legsAtSize(long, short, size).kind).toBe(fits ? 'filled' : 'bookTooThin');
      }),
    );
  });
});
