import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costsInForce, dealOnlyGross, MAX_COST_PCT, MAX_FIXED_USD, netGap } from '../../../src/cards/model/net-deal';

const none = { pct: 0, fixedUsd: 0 };

describe('netGap', () => {
  it('takes the costs off the gap: value − price × (1 + pct) − fixed, in USD and % of the value', () => {
    expect(netGap(500, 400, { pct: 0.02, fixedUsd: 5 })).toStrictEqual({
      grossUsd: 100,
      grossPct: 20,
      costUsd: 413,
      netUsd: 87,
      netPct: 17.4,
    });
    expect(netGap(500, 400, none)?.netUsd).toBe(100);
  });

  it('is nothing without a positive, finite value and price', () => {
    for (const [value, price] of [
      [null, 400],
      [500, null],
      [0, 400],
      [500, 0],
      [-1, 400],
      [Number.NaN, 400],
      [500, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(netGap(value, price, none)).toBeNull();
    }
  });

  it('counts a hostile cost as none', () => {
    expect(netGap(500, 400, { pct: Number.NaN, fixedUsd: -3 })?.netUsd).toBe(100);
    expect(netGap(500, 400, { pct: 5, fixedUsd: Number.POSITIVE_INFINITY })?.netUsd).toBe(100);
    expect(netGap(500, 400, { pct: MAX_COST_PCT, fixedUsd: MAX_FIXED_USD })?.costUsd).toBe(800 + MAX_FIXED_USD);
    expect(netGap(1e308, 1e308, { pct: 1, fixedUsd: 0 })).toBeNull();
    expect(netGap(5e-324, 1, none)).toBeNull();
  });

  it('is never above the gross gap, never a number that is not finite, whatever it is given (property)', () => {
    const anyNumber = fc.oneof(
      fc.double(),
      fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e308),
    );
    fc.assert(
      fc.property(
        fc.option(anyNumber, { nil: null }),
        fc.option(anyNumber, { nil: null }),
        anyNumber,
        anyNumber,
        (value, price, pct, fixedUsd) => {
          const gap = netGap(value, price, { pct, fixedUsd });
          if (gap === null) return;
          expect(value !== null && value > 0 && price !== null && price > 0).toBe(true);
          for (const figure of Object.values(gap)) expect(Number.isFinite(figure)).toBe(true);
          expect(gap.netUsd).toBeLessThanOrEqual(gap.grossUsd);
          expect(gap.costUsd).toBeGreaterThanOrEqual(price ?? 0);
        },
      ),
    );
  });
});

describe('costsInForce', () => {
  const published = { pct: 0.02, fixedUsd: 0 };

  it('takes each part of the override that is a usable number, else the published one', () => {
    expect(costsInForce(published, undefined)).toStrictEqual(published);
    expect(costsInForce(published, { pct: 0.05 })).toStrictEqual({ pct: 0.05, fixedUsd: 0 });
    expect(costsInForce(published, { pct: null, fixedUsd: 3 })).toStrictEqual({ pct: 0.02, fixedUsd: 3 });
    expect(costsInForce(published, { pct: 0 })).toStrictEqual({ pct: 0, fixedUsd: 0 });
    expect(costsInForce(published, { pct: -1, fixedUsd: Number.NaN })).toStrictEqual(published);
    expect(costsInForce(published, { pct: 2, fixedUsd: MAX_FIXED_USD + 1 })).toStrictEqual(published);
    expect(costsInForce({ pct: Number.NaN, fixedUsd: -5 }, undefined)).toStrictEqual({ pct: 0, fixedUsd: 0 });
  });
});

describe('dealOnlyGross', () => {
  it('says when the costs undo a deal', () => {
    expect(dealOnlyGross(netGap(500, 495, { pct: 0.02, fixedUsd: 0 }))).toBe(true);
    expect(dealOnlyGross(netGap(500, 400, { pct: 0.02, fixedUsd: 0 }))).toBe(false);
    expect(dealOnlyGross(netGap(500, 600, none))).toBe(false);
    expect(dealOnlyGross(netGap(500, 500, none))).toBe(false);
    expect(dealOnlyGross(null)).toBe(false);
  });
});
