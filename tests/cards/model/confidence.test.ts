import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atLeast,
  compsEvidence,
  compsLevel,
  confidence,
  CONFIDENCE_LEVELS,
  confidenceRank,
  CONFIDENCE_RULE,
  disagreementPct,
  spreadPct,
  tooLittle,
  type CompsEvidence,
  type ConfidenceInput,
  type ValueBasis,
} from '../../../src/cards/model/confidence';

const DAY = 86_400_000;
const evidence = (count: number, ageDays: number | null, spread: number | null): CompsEvidence => ({
  count,
  lastAgeMs: ageDays === null ? null : ageDays * DAY,
  spreadPct: spread,
});
const input = (basis: ValueBasis, comps: CompsEvidence, disagreement: number | null = null): ConfidenceInput => ({
  ...comps,
  basis,
  disagreementPct: disagreement,
});

describe('compsLevel', () => {
  it('is High with 5+ sales, the last within 14 days, prices within 15 % of their median', () => {
    expect(compsLevel(evidence(5, 14, 15))).toBe('high');
    expect(compsLevel(evidence(20, 0, 0))).toBe('high');
  });

  it('falls to Medium when any High bar is missed, by one sale, one millisecond or a hair of spread', () => {
    expect(compsLevel(evidence(4, 1, 5))).toBe('medium');
    expect(compsLevel({ count: 5, lastAgeMs: 14 * DAY + 1, spreadPct: 5 })).toBe('medium');
    expect(compsLevel(evidence(5, 1, 15.01))).toBe('medium');
  });

  it('is Medium with 3+ sales within 30 days and 30 % of spread, Low past any of those', () => {
    expect(compsLevel(evidence(3, 30, 30))).toBe('medium');
    expect(compsLevel(evidence(2, 1, 0))).toBe('low');
    expect(compsLevel({ count: 3, lastAgeMs: 30 * DAY + 1, spreadPct: 0 })).toBe('low');
    expect(compsLevel(evidence(3, 1, 30.5))).toBe('low');
  });

  it('is Low with no sales, and with numbers that are not numbers', () => {
    expect(compsLevel(evidence(0, null, null))).toBe('low');
    expect(compsLevel(evidence(Number.NaN, 1, 1))).toBe('low');
    expect(compsLevel(evidence(10, Number.NaN, 1))).toBe('low');
    expect(compsLevel(evidence(10, 1, Number.POSITIVE_INFINITY))).toBe('low');
    expect(compsLevel(evidence(Number.POSITIVE_INFINITY, 1, 1))).toBe('low');
  });
});

describe('confidence', () => {
  it('of a value from the comps alone is what the comps earn', () => {
    expect(confidence(input('comps', evidence(1, 0, 0)))).toBe('low');
    expect(confidence(input('comps', evidence(3, 2, 10)))).toBe('medium');
    expect(confidence(input('comps', evidence(6, 2, 10)))).toBe('high');
  });

  it('of the feed’s or the valuation’s figure is Medium at least, High when the comps earn it', () => {
    for (const basis of ['feed', 'valuation'] as const) {
      expect(confidence(input(basis, evidence(0, null, null)))).toBe('medium');
      expect(confidence(input(basis, evidence(1, 1, 0), 10))).toBe('medium');
      expect(confidence(input(basis, evidence(5, 1, 5), 10))).toBe('high');
    }
  });

  it('is Low when the comps’ median is more than 30 % from the figure, however many sales agree among themselves', () => {
    expect(confidence(input('feed', evidence(50, 0, 0), 30))).toBe('high');
    expect(confidence(input('feed', evidence(50, 0, 0), 30.01))).toBe('low');
    expect(confidence(input('valuation', evidence(1, 0, 0), 80))).toBe('low');
    expect(confidence(input('valuation', evidence(5, 0, 0), Number.NaN))).toBe('low');
  });

  it('never falls with more, fresher or tighter sales, for the same basis and agreement (property)', () => {
    const age = fc.option(fc.double({ min: 0, max: 100 * DAY, noNaN: true }), { nil: null });
    const spread = fc.option(fc.double({ min: 0, max: 200, noNaN: true }), { nil: null });
    const basis = fc.constantFrom<ValueBasis>('feed', 'valuation', 'comps');
    const agreement = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        basis,
        agreement,
        fc.nat(40),
        fc.nat(40),
        age,
        fc.double({ min: 0, max: 100 * DAY, noNaN: true }),
        spread,
        fc.double({ min: 0, max: 200, noNaN: true }),
        (from, agrees, count, more, lastAge, fresher, spreadPct, tighter) => {
          const before = confidence({ basis: from, disagreementPct: agrees, count, lastAgeMs: lastAge, spreadPct });
          const after = confidence({
            basis: from,
            disagreementPct: agrees,
            count: count + more,
            lastAgeMs: lastAge === null ? fresher : Math.max(0, lastAge - fresher),
            spreadPct: spreadPct === null ? tighter : Math.max(0, spreadPct - tighter),
          });
          expect(confidenceRank(after)).toBeGreaterThanOrEqual(confidenceRank(before));
        },
      ),
    );
  });

  it('is always one of the three levels, whatever it is given (property)', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1));
    fc.assert(
      fc.property(
        fc.constantFrom<ValueBasis>('feed', 'valuation', 'comps'),
        anyNumber,
        fc.option(anyNumber, { nil: null }),
        fc.option(anyNumber, { nil: null }),
        fc.option(anyNumber, { nil: null }),
        (basis, count, lastAgeMs, spread, disagreement) => {
          const level = confidence({ basis, count, lastAgeMs, spreadPct: spread, disagreementPct: disagreement });
          expect(CONFIDENCE_LEVELS).toContain(level);
        },
      ),
    );
  });
});

describe('the levels', () => {
  it('rank Low below Medium below High, and only Low is too little to go on', () => {
    expect(atLeast('high', 'medium')).toBe(true);
    expect(atLeast('medium', 'medium')).toBe(true);
    expect(atLeast('low', 'medium')).toBe(false);
    expect(atLeast('low', 'low')).toBe(true);
    expect(atLeast('medium', 'high')).toBe(false);
    expect(tooLittle('low')).toBe(true);
    expect(tooLittle('medium')).toBe(false);
    expect(tooLittle(null)).toBe(false);
  });

  it('quote the thresholds the docs give', () => {
    expect(CONFIDENCE_RULE).toStrictEqual({
      high: { minSales: 5, maxAgeDays: 14, maxSpreadPct: 15 },
      medium: { minSales: 3, maxAgeDays: 30, maxSpreadPct: 30 },
      maxDisagreementPct: 30,
    });
  });
});

describe('spreadPct', () => {
  it('is the median distance from the median, as % of the median', () => {
    expect(spreadPct([100])).toBe(0);
    expect(spreadPct([100, 100, 100])).toBe(0);
    // Median 100; distances 10, 0, 10, 50 → median distance 10.
    expect(spreadPct([90, 100, 110, 150])).toBeCloseTo((10 / 105) * 100);
    expect(spreadPct([80, 100, 120])).toBe(20);
  });

  it('is nothing for no prices or a median that is not positive', () => {
    expect(spreadPct([])).toBeNull();
    expect(spreadPct([0, 0])).toBeNull();
    expect(spreadPct([Number.NaN])).toBeNull();
  });
});

describe('compsEvidence', () => {
  const now = Date.UTC(2026, 10, 28);
  it('counts the real sales, the age of the newest and their spread', () => {
    const sales = [
      { priceUSD: 100, time: now - 3 * DAY },
      { priceUSD: 120, time: now - DAY },
      { priceUSD: 80, time: now - 9 * DAY },
      { priceUSD: Number.NaN, time: now },
      { priceUSD: -5, time: now },
    ];
    expect(compsEvidence({ sales }, now)).toStrictEqual({ count: 3, lastAgeMs: DAY, spreadPct: 20 });
  });

  it('has nothing without sales, and a sale ahead of our clock is of now', () => {
    expect(compsEvidence(null, now)).toStrictEqual({ count: 0, lastAgeMs: null, spreadPct: null });
    expect(compsEvidence({ sales: [] }, now).count).toBe(0);
    expect(compsEvidence({ sales: [{ priceUSD: 5, time: now + DAY }] }, now).lastAgeMs).toBe(0);
    expect(compsEvidence({ sales: [{ priceUSD: 5, time: Number.NaN }] }, now).lastAgeMs).toBeNull();
  });
});

describe('disagreementPct', () => {
  it('is the farthest figure’s distance from the median, as % of the median', () => {
    expect(disagreementPct(100, [130])).toBe(30);
    expect(disagreementPct(100, [90, 150, null])).toBe(50);
  });

  it('is nothing without a median or a usable figure', () => {
    expect(disagreementPct(null, [100])).toBeNull();
    expect(disagreementPct(0, [100])).toBeNull();
    expect(disagreementPct(100, [null, 0, -3, Number.NaN])).toBeNull();
    expect(disagreementPct(5e-324, [1e308])).toBeNull();
  });
});
