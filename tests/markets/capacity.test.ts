// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityPerLeg, type CapacityInput } from '../../src/markets/model/capacity';
import { legsAtSize, netAprAtSize } from '../../src/markets/model/net-at-size';
import type { OrderBook } from '../../src/markets/model/order-book';
import { book, bookArbitrary, deeperBook, depthUsd } from './book-fixtures';

// Mid 100 on both; 1 bp to the best level, then 5 bps, then 20 bps.
const LONG_BOOK = book(
  [[99.99, 10]],
  [
    [100.01, 10],
    [100.05, 10],
    [100.2, 100],
  ],
);
const SHORT_BOOK = book(
  [
    [99.99, 10],
    [99.95, 10],
    [99.8, 100],
  ],
  [[100.01, 10]],
);

/** The net APR at a size, as the Funding Rate panel will show it. */
function netAt(input: CapacityInput, sizeUsd: number): number | null {
  const legs = legsAtSize(input.longBook, input.shortBook, sizeUsd);
  if (legs.kind !== 'filled') return null;
  return netAprAtSize(input.grossApr, input.roundTripFee, legs.roundTripImpact, input.holdDays);
}

const input = (overrides: Partial<CapacityInput> = {}): CapacityInput => ({
  longBook: LONG_BOOK,
  shortBook: SHORT_BOOK,
  grossApr: 0.2,
  roundTripFee: 0.0017,
  holdDays: 7,
  ...overrides,
});

describe('capacity per leg', () => {
  it('is the largest size whose net over the hold stays at or above 0', () => {
    // 13 % a year for 7 days is 0.2493 %; fees take 0.17 %, leaving 0.0793 % for a round trip's impact: 3.97 bps
    // over both legs' entries, about 1.98 bps a leg. Past the first level ($1,000 at 1 bp) the long leg pays 5 bps
    // for the rest: S / (10 + (S − 1,000.1) / 100.05) = 100.0198 at S ≈ $1,326.
    const pays = input({ grossApr: 0.13 });
    const found = capacityPerLeg(pays);
    expect(found.limitedBy).toBe('netApr');
    expect(found.sizeUsd).toBeCloseTo(1325.76, 1);
    expect(netAt(pays, found.sizeUsd)).toBeGreaterThanOrEqual(0);
    expect(netAt(pays, found.sizeUsd + 0.02)).toBeLessThan(0);
  });

  it('keeps the net at or above the minimum net APR when one is set', () => {
    const floor = capacityPerLeg(input({ minNetApr: 0.05 }));
    expect(floor.sizeUsd).toBeLessThan(capacityPerLeg(input()).sizeUsd);
    expect(netAt(input(), floor.sizeUsd)).toBeGreaterThanOrEqual(0.05);
    expect(netAt(input(), floor.sizeUsd + 0.02)).toBeLessThan(0.05);
    // A minimum below 0 does not let the net go below 0.
    expect(capacityPerLeg(input({ minNetApr: -1 }))).toEqual(capacityPerLeg(input()));
    expect(capacityPerLeg(input({ minNetApr: null }))).toEqual(capacityPerLeg(input()));
  });

  it('is 0 when even the best levels cost more than the spread earns', () => {
    expect(capacityPerLeg(input({ grossApr: 0.05 }))).toEqual({ sizeUsd: 0, limitedBy: 'netApr' });
    expect(capacityPerLeg(input({ grossApr: -0.1 }))).toEqual({ sizeUsd: 0, limitedBy: 'netApr' });
  });

  it('is the shallower book’s depth when every size it can fill pays', () => {
    const found = capacityPerLeg(input({ grossApr: 5, roundTripFee: 0 }));
    expect(found.limitedBy).toBe('depth');
    expect(found.sizeUsd).toBeCloseTo(Math.min(depthUsd(LONG_BOOK.asks), depthUsd(SHORT_BOOK.bids)), 6);
  });

  const scenario = fc.record({
    longBook: bookArbitrary,
    shortBook: bookArbitrary,
    grossApr: fc.double({ min: -0.5, max: 3, noNaN: true }),
    roundTripFee: fc.double({ min: 0, max: 0.004, noNaN: true }),
    holdDays: fc.constantFrom(1, 7, 30),
    minNetApr: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  });

  it('holds the floor at its size, and not a little past it', () => {
    fc.assert(
      fc.property(scenario, (sample) => {
        const floor = Math.max(0, sample.minNetApr ?? 0);
        const found = capacityPerLeg(sample);
        if (found.sizeUsd > 0) expect(netAt(sample, found.sizeUsd)).toBeGreaterThanOrEqual(floor - 1e-12);
        if (found.limitedBy === 'netApr') {
          const past = netAt(sample, found.sizeUsd + 0.02);
          if (past !== null) expect(past).toBeLessThan(floor);
        }
      }),
    );
  });

  it('is never more than the shallower book holds, and is all of it when limited by depth', () => {
    fc.assert(
      fc.property(scenario, (sample) => {
        const depth = Math.min(depthUsd(sample.longBook.asks), depthUsd(sample.shortBook.bids));
        const found = capacityPerLeg(sample);
        expect(found.sizeUsd).toBeLessThanOrEqual(depth * (1 + 1e-12));
        if (found.limitedBy === 'depth') expect(found.sizeUsd).toBeCloseTo(depth, 6);
        else expect(found.sizeUsd).toBeLessThan(depth);
      }),
    );
  });

  it('is never lower with deeper books', () => {
    const deeper = scenario.chain((sample) =>
      fc
        .tuple(deeperBook(sample.longBook), deeperBook(sample.shortBook))
        .map(([longBook, shortBook]): [CapacityInput, OrderBook, OrderBook] => [sample, longBook, shortBook]),
    );
    fc.assert(
      fc.property(deeper, ([sample, longBook, shortBook]) => {
        const before = capacityPerLeg(sample).sizeUsd;
        const after = capacityPerLeg({ ...sample, longBook, shortBook }).sizeUsd;
        expect(after).toBeGreaterThanOrEqual(before - 0.01);
      }),
    );
  });

  it('is never lower with a wider spread, nor higher with a higher minimum', () => {
    fc.assert(
      fc.property(scenario, fc.double({ min: 0, max: 1, noNaN: true }), (sample, more) => {
        const base = capacityPerLeg(sample).sizeUsd;
        expect(capacityPerLeg({ ...sample, grossApr: sample.grossApr + more }).sizeUsd).toBeGreaterThanOrEqual(
          base - 0.01,
        );
        const stricter = Math.max(0, sample.minNetApr ?? 0) + more;
        expect(capacityPerLeg({ ...sample, minNetApr: stricter }).sizeUsd).toBeLessThanOrEqual(base + 0.01);
      }),
    );
  });
});
