import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  heldFor,
  heldSpreadPct,
  pairOpenedAt,
  thresholdVerdict,
  type ThresholdInput,
} from '../../../../src/features/volume-bot/model/thresholds';

const HOUR = 3_600_000;
const base: ThresholdInput = {
  open: false,
  spreadPct: 25,
  openSpreadApr: 20,
  closeSpreadApr: 5,
  heldMs: null,
  maxHoldHours: 168,
};
const verdict = (overrides: Partial<ThresholdInput>) => thresholdVerdict({ ...base, ...overrides });

describe('against the thresholds', () => {
  it('flat: would open at a spread of X or more, else stays flat', () => {
    expect(verdict({ spreadPct: 25 })).toEqual({ verdict: 'wouldOpen', reason: 'spreadAtOrAboveOpen' });
    expect(verdict({ spreadPct: 20 })).toEqual({ verdict: 'wouldOpen', reason: 'spreadAtOrAboveOpen' });
    expect(verdict({ spreadPct: 19.99 })).toEqual({ verdict: 'wouldStayFlat', reason: 'spreadBelowOpen' });
  });

  it('open: holds while the spread is at least Y, would close below it', () => {
    expect(verdict({ open: true, spreadPct: 5 })).toEqual({ verdict: 'holding', reason: 'withinLimits' });
    expect(verdict({ open: true, spreadPct: 4.99 })).toEqual({ verdict: 'wouldClose', reason: 'spreadBelowClose' });
    expect(verdict({ open: true, spreadPct: -3 })).toEqual({ verdict: 'wouldClose', reason: 'spreadBelowClose' });
  });

  it('open: would close at the maximum hold, even without market data', () => {
    expect(verdict({ open: true, heldMs: 168 * HOUR })).toEqual({ verdict: 'wouldClose', reason: 'maxHoldReached' });
    expect(verdict({ open: true, heldMs: 168 * HOUR - 1, spreadPct: 30 }).verdict).toBe('holding');
    expect(verdict({ open: true, heldMs: 200 * HOUR, spreadPct: null }).reason).toBe('maxHoldReached');
    // The hold counts only for an open pair.
    expect(verdict({ open: false, heldMs: 200 * HOUR, spreadPct: 30 }).verdict).toBe('wouldOpen');
  });

  it('gives no verdict without a state or a spread, or with a hostile spread', () => {
    expect(verdict({ open: null })).toEqual({ verdict: 'unknown', reason: 'stateUnknown' });
    expect(verdict({ spreadPct: null })).toEqual({ verdict: 'unknown', reason: 'noSpread' });
    expect(verdict({ spreadPct: Number.NaN }).verdict).toBe('unknown');
    expect(verdict({ open: true, spreadPct: 1e308 }).verdict).toBe('unknown');
  });

  it('the held spread is the short venue’s funding minus the long venue’s, in % APR', () => {
    const lighter = { venue: 'lighter' } as const;
    const pacifica = { venue: 'pacifica' } as const;
    // Short Pacifica at 0.003 %/h, long Lighter at 0.001 %/h: 0.002 %/h × 8,760 h = 17.52 % APR.
    expect(heldSpreadPct({ lighter: 0.00001, pacifica: 0.00003 }, lighter, pacifica)).toBeCloseTo(17.52, 10);
    // Held the wrong way round, the pair pays.
    expect(heldSpreadPct({ lighter: 0.00001, pacifica: 0.00003 }, pacifica, lighter)).toBeCloseTo(-17.52, 10);
    expect(heldSpreadPct({ lighter: 0.00001 }, lighter, pacifica)).toBeNull();
    expect(heldSpreadPct({ lighter: Number.NaN, pacifica: 0 }, lighter, pacifica)).toBeNull();
  });

  it('a spot holding pays no funding: a cash-and-carry on one venue earns its perpetual’s funding', () => {
    const spot = { venue: 'pacifica', spot: true } as const;
    const perp = { venue: 'pacifica' } as const;
    // Long the spot, short the perpetual at 0.001 %/h: 8.76 % APR, not the 0 of one venue's rate minus itself.
    expect(heldSpreadPct({ pacifica: 0.00001 }, spot, perp)).toBeCloseTo(8.76, 10);
    // Shorts paying: the carry goes negative.
    expect(heldSpreadPct({ pacifica: -0.00001 }, spot, perp)).toBeCloseTo(-8.76, 10);
    // The spot needs no rate; the perpetual does.
    expect(heldSpreadPct({}, spot, perp)).toBeNull();
  });

  it('the pair opened when its first leg did; the hold runs from then', () => {
    expect(pairOpenedAt([5_000, 3_000])).toBe(3_000);
    expect(pairOpenedAt([null, 3_000])).toBe(3_000);
    expect(pairOpenedAt([null, Number.NaN, -1])).toBeNull();
    expect(heldFor(3_000, 10_000)).toBe(7_000);
    expect(heldFor(null, 10_000)).toBeNull();
    expect(heldFor(20_000, 10_000)).toBeNull();
  });

  it('property: a flat pair never closes, an open one never opens; X and Y decide at their boundaries', () => {
    const pct = fc.double({ min: -1_000, max: 1_000, noNaN: true });
    fc.assert(
      fc.property(pct, pct, pct, fc.boolean(), (spread, x, y, open) => {
        const result = verdict({ open, spreadPct: spread, openSpreadApr: x, closeSpreadApr: y });
        if (open) expect(result.verdict).toBe(spread < y ? 'wouldClose' : 'holding');
        else expect(result.verdict).toBe(spread >= x ? 'wouldOpen' : 'wouldStayFlat');
      }),
    );
  });
});
