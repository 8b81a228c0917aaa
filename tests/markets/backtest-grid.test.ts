// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtest, type BacktestCosts, type BacktestRules } from '../../src/markets/model/backtest';
import { GRID_SIZE, gridStep, gridValues, thresholdGrid } from '../../src/markets/model/backtest-grid';
import { backtestPair } from '../../src/markets/model/backtest-pair';
import { HOUR_MS, type FundingPoint } from '../../src/markets/model/funding-history';

const RULES: BacktestRules = { openSpreadApr: 20, closeSpreadApr: 5, maxHoldHours: 48, sizeUsd: 1000, leverage: 2 };
const COSTS: BacktestCosts = { feePerSide: 0.00085, impactPerSide: 0.0002 };
const hourly = (pct: number) => pct / 100 / 8760;

describe('the grid’s thresholds', () => {
  it('steps by a round figure of at most a quarter of X', () => {
    expect(gridStep(20)).toBe(5);
    expect(gridStep(10)).toBe(2.5);
    expect(gridStep(100)).toBe(25);
    expect(gridStep(1)).toBe(0.25);
    expect(gridStep(3)).toBe(0.5);
    expect(gridStep(30)).toBe(5);
    expect(gridStep(0.4)).toBe(0.1);
    expect(gridStep(12)).toBe(2.5);
    expect(gridStep(7.9)).toBe(1);
  });

  it('refuses an X that is not a positive % APR', () => {
    for (const x of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => gridStep(x)).toThrow(new RangeError('X must be a positive % APR'));
    }
  });

  it('puts the current value in the middle, as typed, and the others without float noise', () => {
    expect(gridValues(20, 5)).toEqual([10, 15, 20, 25, 30]);
    expect(gridValues(5, 5)).toEqual([-5, 0, 5, 10, 15]);
    expect(gridValues(0.3, 0.05)).toEqual([0.2, 0.25, 0.3, 0.35, 0.4]);
    expect(gridValues(12.3456789012345, 2)[2]).toBe(12.3456789012345);
  });

  it('keeps every X of the grid above 0', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1000, noNaN: true }), (x) => {
        const step = gridStep(x);
        expect(step).toBeLessThanOrEqual(x / 4 + 1e-9);
        expect(step).toBeGreaterThan(x / 10 - 1e-9);
        expect(gridValues(x, step)[0]).toBeGreaterThan(0);
      }),
    );
  });
});

describe('the X × Y grid of net P&L', () => {
  // A week that swings between 40 % and -10 % APR over a day.
  const WEEK = Array.from({ length: 168 }, (_, hour) => hourly(15 + 25 * Math.sin((2 * Math.PI * hour) / 24)));

  it('is 5 × 5 around the strategy’s X and Y, with the current setting marked once', () => {
    const grid = thresholdGrid(WEEK, RULES, COSTS);
    expect(GRID_SIZE).toBe(5);
    expect(grid.openValues).toEqual([10, 15, 20, 25, 30]);
    expect(grid.closeValues).toEqual([-5, 0, 5, 10, 15]);
    expect(grid.rows).toHaveLength(5);
    expect(grid.rows.every((row) => row.length === 5)).toBe(true);
    const current = grid.rows.flat().filter((cell) => cell.current);
    expect(current).toEqual([
      expect.objectContaining({ openSpreadApr: 20, closeSpreadApr: 5 }) as unknown as (typeof current)[number],
    ]);
    expect(current[0]?.netUsd).toBeCloseTo(
      backtest({ spreadHourly: WEEK, start: 0, rules: RULES, costs: COSTS }).netUsd,
    );
  });

  it('has no figure where Y is not below X', () => {
    const grid = thresholdGrid(WEEK, RULES, COSTS);
    const [lowest] = grid.rows;
    expect(lowest?.map((cell) => cell.netUsd === null)).toEqual([false, false, false, true, true]);
    expect(lowest?.[3]).toMatchObject({ openSpreadApr: 10, closeSpreadApr: 10, roundTrips: null });
  });

  it('gives each cell what the backtest gives for its X and Y', () => {
    const spreads = fc.array(fc.double({ min: -60, max: 90, noNaN: true }), { minLength: 1, maxLength: 200 });
    fc.assert(
      fc.property(
        spreads,
        fc.double({ min: 1, max: 60, noNaN: true }),
        fc.double({ min: -20, max: 0.9, noNaN: true }),
        (pcts, x, y) => {
          const spreadHourly = pcts.map(hourly);
          const rules = { ...RULES, openSpreadApr: x, closeSpreadApr: y };
          for (const row of thresholdGrid(spreadHourly, rules, COSTS).rows) {
            for (const cell of row) {
              if (cell.netUsd === null) continue;
              const alone = backtest({
                spreadHourly,
                start: 0,
                rules: { ...rules, openSpreadApr: cell.openSpreadApr, closeSpreadApr: cell.closeSpreadApr },
                costs: COSTS,
              });
              expect(cell.netUsd).toBeCloseTo(alone.netUsd, 9);
              expect(cell.roundTrips).toBe(alone.roundTrips);
            }
          }
        },
      ),
    );
  });
});

describe('a pair’s backtest from its legs’ history', () => {
  const NOW = Date.UTC(2026, 10, 20, 15, 20);
  const hourOfNow = Math.floor(NOW / HOUR_MS);
  /** A leg settling every hour of the last `hours`, at `pct` % APR. */
  const leg = (hours: number, pct: number): FundingPoint[] =>
    Array.from({ length: hours }, (_, index) => ({
      time: (hourOfNow - index) * HOUR_MS + 40,
      rateHourly: hourly(pct),
      intervalHours: 1,
    }));

  it('runs over the last 7 or 30 days of whole hours', () => {
    const week = backtestPair({
      longPoints: leg(800, 5),
      shortPoints: leg(800, 35),
      now: NOW,
      days: 7,
      rules: RULES,
      costs: COSTS,
    });
    expect(week.kind).toBe('ran');
    if (week.kind !== 'ran') return;
    expect(week.result.windowHours).toBe(168);
    expect(week.result.series[0]?.time).toBe((hourOfNow - 168) * HOUR_MS);
    // 30 % APR all week: open at the end of the first hour, then every 48 hours.
    expect(week.result.events[0]).toMatchObject({ kind: 'open', hour: 0 });
    const month = backtestPair({
      ...{ longPoints: leg(800, 5), shortPoints: leg(800, 35) },
      now: NOW,
      days: 30,
      rules: RULES,
      costs: COSTS,
    });
    expect(month.kind === 'ran' && month.result.windowHours).toBe(720);
  });

  it('names the leg whose history has no hour in the window, and shows no figure', () => {
    const old = leg(800, 5).map((point) => ({ ...point, time: point.time - 900 * HOUR_MS }));
    const base = { now: NOW, days: 7 as const, rules: RULES, costs: COSTS };
    expect(backtestPair({ ...base, longPoints: [], shortPoints: leg(10, 30) })).toEqual({
      kind: 'missing',
      legs: ['long'],
    });
    expect(backtestPair({ ...base, longPoints: leg(10, 5), shortPoints: old })).toEqual({
      kind: 'missing',
      legs: ['short'],
    });
    expect(backtestPair({ ...base, longPoints: [], shortPoints: [] })).toEqual({
      kind: 'missing',
      legs: ['long', 'short'],
    });
  });

  it('counts hours one leg does not know as gaps', () => {
    const ran = backtestPair({
      longPoints: leg(24, 0),
      shortPoints: leg(168, 30),
      now: NOW,
      days: 7,
      rules: { ...RULES, maxHoldHours: 720 },
      costs: COSTS,
    });
    expect(ran.kind === 'ran' && ran.result.events[0]).toMatchObject({ kind: 'open', hour: 144 });
  });
});
