// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityPerLeg } from '../../src/markets/model/capacity';
import { netAprAtSize } from '../../src/markets/model/net-at-size';
import { pairAtSize } from '../../src/markets/model/pair-at-size';
import { book, bookArbitrary, depthUsd } from './book-fixtures';

// Long venue: asks at 100.01 then 100.05; short venue: bids at 99.99 then 99.95 (mid 100 on both), 10 units a level.
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
const PAIR = { grossApr: 0.5, roundTripFee: 0.0017 };

describe('a pair at a size', () => {
  it('takes the round trip’s fees and impact off the gross, and says each leg’s impact', () => {
    const result = pairAtSize({ pair: PAIR, longBook: LONG_BOOK, shortBook: SHORT_BOOK, sizeUsd: 500, holdDays: 7 });
    expect(result.kind).toBe('filled');
    if (result.kind !== 'filled') return;
    // Both legs fill at their best level: 1 bp each against the mid of 100, 4 bps for the round trip.
    expect(result.longImpactBps).toBeCloseTo(1, 9);
    expect(result.shortImpactBps).toBeCloseTo(1, 9);
    expect(result.roundTripImpact).toBeCloseTo(0.0004, 12);
    expect(result.netApr).toBeCloseTo(netAprAtSize(0.5, 0.0017, 0.0004, 7), 12);
    expect(result.netApr).toBeLessThan(0.5 - (0.0017 * 365) / 7);
    const capacity = capacityPerLeg({ longBook: LONG_BOOK, shortBook: SHORT_BOOK, ...PAIR, holdDays: 7 });
    expect(result.capacityUsd).toBe(capacity.sizeUsd);
    expect(result.capacityLimitedBy).toBe(capacity.limitedBy);
  });

  it('names the leg whose book runs out, what it fills, and gives no net figure', () => {
    const result = pairAtSize({ pair: PAIR, longBook: LONG_BOOK, shortBook: SHORT_BOOK, sizeUsd: 5000, holdDays: 7 });
    expect(result).toMatchObject({ kind: 'bookTooThin', leg: 'short', sizeUsd: 5000 });
    if (result.kind !== 'bookTooThin') return;
    expect(result.filledUsd).toBeCloseTo(depthUsd(SHORT_BOOK.bids), 9);
    expect(result).not.toHaveProperty('netApr');
    // Capacity is the shallower side's depth at most: the short leg's bids.
    expect(result.capacityUsd).toBeLessThanOrEqual(depthUsd(SHORT_BOOK.bids) + 1e-9);
  });

  it('keeps capacity at or above the user’s minimum net APR when set', () => {
    const without = pairAtSize({ pair: PAIR, longBook: LONG_BOOK, shortBook: SHORT_BOOK, sizeUsd: 100, holdDays: 7 });
    const withMin = pairAtSize({
      pair: PAIR,
      longBook: LONG_BOOK,
      shortBook: SHORT_BOOK,
      sizeUsd: 100,
      holdDays: 7,
      minNetApr: 0.35,
    });
    // Without a minimum both books are taken whole; at 35 % the second levels cost too much.
    expect(without).toMatchObject({ capacityLimitedBy: 'depth' });
    expect(withMin).toMatchObject({ capacityLimitedBy: 'netApr' });
    expect(withMin.capacityUsd).toBeLessThan(without.capacityUsd);
    expect(withMin.capacityUsd).toBeGreaterThan(0);
  });

  it('never nets more at a size than the fees alone leave, and fills whatever size is within both books', () => {
    fc.assert(
      fc.property(
        bookArbitrary,
        bookArbitrary,
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.constantFrom(1, 7, 30),
        (longBook, shortBook, sizeUsd, holdDays) => {
          const result = pairAtSize({ pair: PAIR, longBook, shortBook, sizeUsd, holdDays });
          const fits = sizeUsd <= Math.min(depthUsd(longBook.asks), depthUsd(shortBook.bids));
          expect(result.kind).toBe(fits ? 'filled' : 'bookTooThin');
          if (result.kind === 'filled') {
            expect(result.netApr).toBeLessThanOrEqual(netAprAtSize(PAIR.grossApr, PAIR.roundTripFee, 0, holdDays));
          }
        },
      ),
    );
  });
});
