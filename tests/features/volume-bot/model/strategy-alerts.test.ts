import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PairState } from '../../../../src/features/volume-bot/model/pair-state';
import type { LegWatch } from '../../../../src/features/volume-bot/model/strategy-watch';
import {
  alertSnapshot,
  DEFAULT_ALERT_SETTINGS,
  strategyAlerts,
  type AlertSnapshot,
  type StrategyAlert,
} from '../../../../src/features/volume-bot/model/strategy-alerts';
import { ALERT_INTERVAL_MS, createAlertThrottle } from '../../../../src/lib/alert-throttle';

const ON = { ...DEFAULT_ALERT_SETTINGS, enabled: true, imbalancePct: 5, liquidationPct: 10 };
const BALANCED: PairState = {
  kind: 'balanced',
  long: { venue: 'lighter', side: 'long', size: 1 },
  short: { venue: 'pacifica', side: 'short', size: 1 },
  difference: 0,
};
const snapshot = (overrides: Partial<AlertSnapshot> = {}): AlertSnapshot => ({
  state: BALANCED,
  spreadPct: 15,
  openSpreadApr: 20,
  closeSpreadApr: 5,
  legs: [
    { venue: 'lighter', spot: false, liquidationDistance: 0.3, fundingRateHourly: 0.00001 },
    { venue: 'pacifica', spot: false, liquidationDistance: 0.3, fundingRateHourly: 0.00003 },
  ],
  ...overrides,
});
/** An open position as a leg's watch holds it. */
const position = (liquidationDistance: number | null) => ({
  side: 'long' as const,
  size: 1,
  notionalUsd: null,
  entryPrice: null,
  markPrice: null,
  unrealizedPnlUsd: null,
  liquidationPrice: null,
  liquidationDistance,
  openedAt: null,
  markets: [],
});
/** A leg of a watch, holding `held` (a perpetual unless said). */
const leg = (
  venue: 'lighter' | 'pacifica',
  held: ReturnType<typeof position> | null,
  instrument: 'perp' | 'spot' = 'perp',
): LegWatch => ({ spec: { venue, instrument }, source: { kind: 'notAsked' }, position: held, refused: 0, carry: null });
const THRESHOLDS = { openSpreadApr: 20, closeSpreadApr: 5 };
const imbalanced = (difference: number): PairState => ({ ...BALANCED, kind: 'imbalanced', difference });

describe('the alert rules of a strategy', () => {
  it('are off by default', () => {
    expect(DEFAULT_ALERT_SETTINGS.enabled).toBe(false);
    const missing: PairState = {
      kind: 'oneLeg',
      open: { venue: 'lighter', side: 'long', size: 1 },
      missing: { venue: 'pacifica', side: 'short' },
    };
    expect(strategyAlerts(null, snapshot({ state: missing }), DEFAULT_ALERT_SETTINGS)).toEqual([]);
    expect(strategyAlerts(null, snapshot({ state: missing }), ON)).toEqual([{ kind: 'legMissing', venue: 'pacifica' }]);
  });

  it('a problem alerts when it appears, not again while it lasts, and again once it comes back', () => {
    const apart = snapshot({ state: imbalanced(0.08) });
    expect(strategyAlerts(snapshot(), apart, ON)).toEqual([{ kind: 'imbalanced', difference: 0.08 }]);
    expect(strategyAlerts(apart, snapshot({ state: imbalanced(0.09) }), ON)).toEqual([]);
    expect(strategyAlerts(apart, snapshot(), ON)).toEqual([]);
    expect(strategyAlerts(snapshot(), apart, ON)).toHaveLength(1);
  });

  it('imbalance beyond the set percentage only', () => {
    expect(strategyAlerts(snapshot(), snapshot({ state: imbalanced(0.05) }), ON)).toEqual([]);
    expect(strategyAlerts(snapshot(), snapshot({ state: imbalanced(0.0501) }), ON)).toHaveLength(1);
  });

  it('both legs on one side', () => {
    const same: PairState = {
      kind: 'sameSide',
      legs: [
        { venue: 'lighter', side: 'long', size: 1 },
        { venue: 'pacifica', side: 'long', size: 1 },
      ],
    };
    expect(strategyAlerts(snapshot(), snapshot({ state: same }), ON)).toEqual([{ kind: 'notHedged' }]);
  });

  it('a leg closer to liquidation than the set percentage, per venue', () => {
    const near = snapshot({
      legs: [
        { venue: 'lighter', spot: false, liquidationDistance: 0.099, fundingRateHourly: 0.00001 },
        { venue: 'pacifica', spot: false, liquidationDistance: 0.1, fundingRateHourly: 0.00003 },
      ],
    });
    expect(strategyAlerts(snapshot(), near, ON)).toEqual([
      { kind: 'liquidationNear', venue: 'lighter', distance: 0.099 },
    ]);
    const hostile = snapshot({
      legs: [{ venue: 'lighter', spot: false, liquidationDistance: Number.NaN, fundingRateHourly: null }],
    });
    expect(strategyAlerts(snapshot(), hostile, ON)).toEqual([]);
  });

  it('the spread crossing X or Y, either way; not from an unknown spread', () => {
    expect(strategyAlerts(snapshot({ spreadPct: 19 }), snapshot({ spreadPct: 20 }), ON)).toEqual([
      { kind: 'spreadCrossed', threshold: 'open', direction: 'up', spreadPct: 20, level: 20 },
    ]);
    expect(strategyAlerts(snapshot({ spreadPct: 6 }), snapshot({ spreadPct: 4 }), ON)).toEqual([
      { kind: 'spreadCrossed', threshold: 'close', direction: 'down', spreadPct: 4, level: 5 },
    ]);
    expect(strategyAlerts(snapshot({ spreadPct: 25 }), snapshot({ spreadPct: 3 }), ON)).toHaveLength(2);
    expect(strategyAlerts(snapshot({ spreadPct: null }), snapshot({ spreadPct: 25 }), ON)).toEqual([]);
    expect(strategyAlerts(snapshot({ spreadPct: 25 }), snapshot({ spreadPct: Number.NaN }), ON)).toEqual([]);
    expect(strategyAlerts(snapshot({ spreadPct: 10 }), snapshot({ spreadPct: 12 }), ON)).toEqual([]);
  });

  it('funding flipping sign on a leg', () => {
    const flipped = snapshot({
      legs: [
        { venue: 'lighter', spot: false, liquidationDistance: 0.3, fundingRateHourly: -0.00002 },
        { venue: 'pacifica', spot: false, liquidationDistance: 0.3, fundingRateHourly: 0.00003 },
      ],
    });
    expect(strategyAlerts(snapshot(), flipped, ON)).toEqual([
      { kind: 'fundingFlipped', venue: 'lighter', rate: -0.00002 },
    ]);
    // Zero is no sign: from or to zero is no flip.
    const zero = snapshot({
      legs: [{ venue: 'lighter', spot: false, liquidationDistance: 0.3, fundingRateHourly: 0 }],
    });
    expect(strategyAlerts(snapshot(), zero, ON)).toEqual([]);
  });

  it('the spread and funding rules can each be turned off; the problems still alert', () => {
    const flipped = snapshot({
      spreadPct: 25,
      legs: [{ venue: 'lighter', spot: false, liquidationDistance: 0.3, fundingRateHourly: -0.00002 }],
    });
    expect(strategyAlerts(snapshot(), flipped, ON).map((alert) => alert.kind)).toEqual([
      'spreadCrossed',
      'fundingFlipped',
    ]);
    expect(strategyAlerts(snapshot(), flipped, { ...ON, spreadCrossing: false })).toEqual([
      { kind: 'fundingFlipped', venue: 'lighter', rate: -0.00002 },
    ]);
    expect(strategyAlerts(snapshot(), flipped, { ...ON, fundingFlip: false }).map((alert) => alert.kind)).toEqual([
      'spreadCrossed',
    ]);
    const quiet = { ...ON, spreadCrossing: false, fundingFlip: false };
    expect(strategyAlerts(snapshot(), flipped, quiet)).toEqual([]);
    expect(strategyAlerts(snapshot(), snapshot({ state: imbalanced(0.2) }), quiet)).toHaveLength(1);
  });

  it('a watch makes a snapshot: open legs only, with their venue’s funding now', () => {
    const watch = {
      state: BALANCED,
      spreadPct: 12,
      legs: [leg('lighter', position(0.2)), leg('pacifica', null)] as const,
    };
    expect(
      alertSnapshot(watch, { lighter: 0.00001, pacifica: 0.00003 }, { openSpreadApr: 20, closeSpreadApr: 5 }),
    ).toEqual({
      state: BALANCED,
      spreadPct: 12,
      openSpreadApr: 20,
      closeSpreadApr: 5,
      legs: [{ venue: 'lighter', spot: false, liquidationDistance: 0.2, fundingRateHourly: 0.00001 }],
    });
    expect(alertSnapshot(watch, {}, { openSpreadApr: 20, closeSpreadApr: 5 }).legs[0]?.fundingRateHourly).toBeNull();
  });

  it('a cash-and-carry on one venue: the spot holding pays no funding, so a flip alerts once, for the perpetual', () => {
    const cashAndCarry = (rate: number): AlertSnapshot => {
      const legs = [leg('pacifica', position(null), 'spot'), leg('pacifica', position(0.3))] as const;
      return alertSnapshot({ state: BALANCED, spreadPct: 12, legs }, { pacifica: rate }, THRESHOLDS);
    };
    const before = cashAndCarry(0.00003);
    expect(before.legs).toEqual([
      { venue: 'pacifica', spot: true, liquidationDistance: null, fundingRateHourly: null },
      { venue: 'pacifica', spot: false, liquidationDistance: 0.3, fundingRateHourly: 0.00003 },
    ]);
    expect(strategyAlerts(before, cashAndCarry(-0.00001), ON)).toEqual([
      { kind: 'fundingFlipped', venue: 'pacifica', rate: -0.00001 },
    ]);
  });

  it('a missing spot leg is named as the spot, apart from the perpetual on the same venue', () => {
    const missingSpot: PairState = {
      kind: 'oneLeg',
      open: { venue: 'pacifica', side: 'short', size: 1 },
      missing: { venue: 'pacifica', side: 'long', spot: true },
    };
    expect(strategyAlerts(null, snapshot({ state: missingSpot }), ON)).toEqual([
      { kind: 'legMissing', venue: 'pacifica', spot: true },
    ]);
  });

  it('property: the same reading twice raises nothing', () => {
    const state = fc.constantFrom<PairState>(BALANCED, imbalanced(0.2), { kind: 'flat' });
    fc.assert(
      fc.property(state, fc.option(fc.double({ min: -100, max: 100, noNaN: true })), (pair, spread) => {
        const reading = snapshot({ state: pair, spreadPct: spread });
        expect(strategyAlerts(reading, reading, ON)).toEqual([]);
      }),
    );
  });
});

describe('strategy alerts share the deal alerts’ throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('at most one notification per 5 s; what comes in between goes out grouped', () => {
    vi.useFakeTimers();
    const fired: StrategyAlert[][] = [];
    const throttle = createAlertThrottle<StrategyAlert>((items) => fired.push(items));
    throttle.push([{ kind: 'notHedged' }]);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    throttle.push([{ kind: 'legMissing', venue: 'pacifica' }]);
    throttle.push([{ kind: 'imbalanced', difference: 0.1 }]);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS - 1_001);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([
      [{ kind: 'notHedged' }],
      [
        { kind: 'legMissing', venue: 'pacifica' },
        { kind: 'imbalanced', difference: 0.1 },
      ],
    ]);
    throttle.push([{ kind: 'notHedged' }]);
    throttle.clear();
    vi.advanceTimersByTime(ALERT_INTERVAL_MS);
    expect(fired).toHaveLength(2);
  });
});
