// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtest, type BacktestCosts, type BacktestRules } from '../../src/markets/model/backtest';
import { HOUR_MS } from '../../src/markets/model/funding-history';

/** A spread given in % APR, as a fraction per hour (what the history gives). */
const hourly = (pct: number | null) => (pct === null ? null : pct / 100 / 8760);
const series = (...pcts: (number | null)[]) => pcts.map(hourly);

const START = Date.UTC(2026, 10, 1);
const RULES: BacktestRules = { openSpreadApr: 20, closeSpreadApr: 5, maxHoldHours: 100, sizeUsd: 1000, leverage: 2 };
const COSTS: BacktestCosts = { feePerSide: 0.001, impactPerSide: 0.0005 };

const run = (spreadHourly: (number | null)[], rules: Partial<BacktestRules> = {}, costs = COSTS) =>
  backtest({ spreadHourly, start: START, rules: { ...RULES, ...rules }, costs });

describe('the backtest of a strategy’s rules', () => {
  it('never trades when X is above every spread of the window', () => {
    const result = run(series(5, 12, 19.99, 8, -3));
    expect(result).toMatchObject({
      roundTrips: 0,
      openAtEnd: false,
      heldHours: 0,
      timeInPosition: 0,
      fundingUsd: 0,
      feesUsd: 0,
      impactUsd: 0,
      netUsd: 0,
      worstDrawdownUsd: 0,
      events: [],
    });
    expect(result.series.map((point) => point.netUsd)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('opens at the end of the hour the spread reaches X, earns from the next, closes when it falls below Y', () => {
    const result = run(series(5, 25, 30, 30, 3, 10, 20, 25));
    expect(result.events).toEqual([
      { kind: 'open', hour: 1, time: START + 2 * HOUR_MS },
      { kind: 'close', hour: 4, time: START + 5 * HOUR_MS, reason: 'spreadBelowClose' },
      { kind: 'open', hour: 6, time: START + 7 * HOUR_MS },
    ]);
    expect(result.roundTrips).toBe(1);
    expect(result.openAtEnd).toBe(true);
    // Held hours 2, 3, 4 and 7: 30 + 30 + 3 + 25 % APR for an hour each on $1,000.
    expect(result.heldHours).toBe(4);
    expect(result.timeInPosition).toBe(0.5);
    expect(result.fundingUsd).toBeCloseTo((1000 * 0.88) / 8760, 12);
    // Two opens and one close, each paying 0.1 % in fees and 0.05 % in impact on $1,000; the open position's exit
    // is not counted.
    expect(result.feesUsd).toBeCloseTo(3, 12);
    expect(result.impactUsd).toBeCloseTo(1.5, 12);
    expect(result.netUsd).toBeCloseTo((1000 * 0.88) / 8760 - 4.5, 12);
  });

  it('closes at the maximum hold whatever the spread, and opens again an hour later', () => {
    const result = run(series(...Array<number>(10).fill(30)), { maxHoldHours: 3 });
    expect(result.events.map((event) => [event.kind, event.hour, event.reason])).toEqual([
      ['open', 0, undefined],
      ['close', 3, 'maxHoldReached'],
      ['open', 4, undefined],
      ['close', 7, 'maxHoldReached'],
      ['open', 8, undefined],
    ]);
    expect(result.heldHours).toBe(7);
  });

  it('treats a spread exactly at X as reaching it and exactly at Y as not below it', () => {
    expect(run(series(20, 5, 5)).events).toEqual([{ kind: 'open', hour: 0, time: START + HOUR_MS }]);
    expect(run(series(20, 4.99)).events.map((event) => event.kind)).toEqual(['open', 'close']);
  });

  it('neither opens nor closes on an hour whose spread is not known, and earns nothing in it', () => {
    const result = run(series(null, 25, null, 30, null), { maxHoldHours: 100 });
    expect(result.events.map((event) => [event.kind, event.hour])).toEqual([['open', 1]]);
    expect(result.heldHours).toBe(3);
    expect(result.unknownHeldHours).toBe(2);
    expect(result.fundingUsd).toBeCloseTo((1000 * 0.3) / 8760, 12);
  });

  it('never opens on an unknown hour, whatever X', () => {
    expect(run(series(null, null), { openSpreadApr: -5, closeSpreadApr: -10 }).events).toEqual([]);
    expect(run(series(null, -4), { openSpreadApr: -5, closeSpreadApr: -10 }).events).toHaveLength(1);
  });

  it('has nothing to say over an empty window', () => {
    expect(run([])).toMatchObject({ windowHours: 0, timeInPosition: 0, netAprOnMargin: 0, netUsd: 0 });
    expect(run([]).series).toEqual([{ time: START, netUsd: 0 }]);
  });

  it('draws the cumulative net hour by hour, from 0 at the window’s start', () => {
    const result = run(series(25, 30, 3, 1));
    expect(result.series.map((point) => point.time)).toEqual([0, 1, 2, 3, 4].map((hour) => START + hour * HOUR_MS));
    const perHour = (pct: number) => (1000 * pct) / 100 / 8760;
    expect(result.series.map((point) => point.netUsd)).toEqual([
      0,
      expect.closeTo(-1.5, 12),
      expect.closeTo(-1.5 + perHour(30), 12),
      expect.closeTo(-3 + perHour(33), 12),
      expect.closeTo(-3 + perHour(33), 12),
    ]);
    expect(result.worstDrawdownUsd).toBeCloseTo(3 - perHour(33), 12);
  });

  it('gives the net as a yearly return on the margin both legs tie up', () => {
    const result = run(series(...Array<number>(24).fill(50)), { leverage: 4, sizeUsd: 2000 });
    expect(result.marginUsd).toBe(1000);
    expect(result.netAprOnMargin).toBeCloseTo((result.netUsd / 1000) * 365, 10);
  });

  const spreads = fc.array(fc.option(fc.double({ min: -80, max: 120, noNaN: true }), { nil: null }), {
    minLength: 1,
    maxLength: 400,
  });
  const rules = fc.record({
    openSpreadApr: fc.double({ min: 1, max: 100, noNaN: true }),
    closeSpreadApr: fc.double({ min: -50, max: 0.99, noNaN: true }),
    maxHoldHours: fc.integer({ min: 1, max: 720 }),
    sizeUsd: fc.double({ min: 10, max: 1e6, noNaN: true }),
    leverage: fc.double({ min: 1, max: 50, noNaN: true }),
  });
  const costs = fc.record({
    feePerSide: fc.double({ min: 0, max: 0.002, noNaN: true }),
    impactPerSide: fc.double({ min: 0, max: 0.005, noNaN: true }),
  });

  it('counts the costs at both ends of every round trip, and once for a position still open', () => {
    fc.assert(
      fc.property(spreads, rules, costs, (pcts, rule, cost) => {
        const result = run(series(...pcts), rule, cost);
        const fills = 2 * result.roundTrips + (result.openAtEnd ? 1 : 0);
        expect(result.events.length).toBe(fills);
        expect(result.feesUsd).toBeCloseTo(fills * rule.sizeUsd * cost.feePerSide, 6);
        expect(result.impactUsd).toBeCloseTo(fills * rule.sizeUsd * cost.impactPerSide, 6);
        expect(result.netUsd).toBeCloseTo(result.fundingUsd - result.feesUsd - result.impactUsd, 6);
        expect(result.series.at(-1)?.netUsd).toBeCloseTo(result.netUsd, 6);
        expect(result.series).toHaveLength(pcts.length + 1);
        expect(result.timeInPosition).toBeCloseTo(result.heldHours / pcts.length, 12);
        expect(result.worstDrawdownUsd).toBeGreaterThanOrEqual(-Math.min(0, ...result.series.map((p) => p.netUsd)));
      }),
    );
  });

  it('makes more round trips, never fewer, as the maximum hold falls', () => {
    fc.assert(
      fc.property(spreads, rules, fc.integer({ min: 1, max: 720 }), (pcts, rule, other) => {
        const [shorter, longer] = [Math.min(rule.maxHoldHours, other), Math.max(rule.maxHoldHours, other)];
        const spread = series(...pcts);
        expect(run(spread, { ...rule, maxHoldHours: shorter }).roundTrips).toBeGreaterThanOrEqual(
          run(spread, { ...rule, maxHoldHours: longer }).roundTrips,
        );
      }),
    );
  });

  it('never holds a position longer than the maximum hold', () => {
    fc.assert(
      fc.property(spreads, rules, (pcts, rule) => {
        const { events } = run(series(...pcts), rule);
        for (let index = 1; index < events.length; index += 2) {
          const opened = events[index - 1];
          const closed = events[index];
          expect(opened?.kind).toBe('open');
          expect(closed?.kind).toBe('close');
          expect((closed?.hour ?? 0) - (opened?.hour ?? 0)).toBeLessThanOrEqual(rule.maxHoldHours);
        }
      }),
    );
  });
});
