import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegPosition } from '../../../../src/features/volume-bot/model/leg-position';
import type { PairState } from '../../../../src/features/volume-bot/model/pair-state';
import {
  MIN_REBALANCE_PCT,
  positionAlertSettingsSchema,
} from '../../../../src/features/volume-bot/model/position-alert-settings';
import {
  DEFAULT_POSITION_ALERT_SETTINGS,
  FUNDING_NEGATIVE_FROM_USD,
  notionalGap,
  positionAlerts,
  positionSnapshot,
  type PositionSnapshot,
} from '../../../../src/features/volume-bot/model/position-alerts';
import type { LegWatch, StrategyWatch } from '../../../../src/features/volume-bot/model/strategy-watch';

const ON = { ...DEFAULT_POSITION_ALERT_SETTINGS, enabled: true };
const LEVEL = 0.8;
const snapshot = (overrides: Partial<PositionSnapshot> = {}): PositionSnapshot => ({
  notional: { longUsd: 10_000, shortUsd: 10_000 },
  margins: [
    { venue: 'lighter', ratio: 0.4 },
    { venue: 'pacifica', ratio: 0.5 },
  ],
  fundingUsd: 12,
  ...overrides,
});
const apart = (shortUsd: number) => snapshot({ notional: { longUsd: 10_000, shortUsd } });

describe('the position alerts of a strategy', () => {
  it("are on with the strategy's alerts, each rule on by default, a rebalance beyond 10 %", () => {
    expect(DEFAULT_POSITION_ALERT_SETTINGS).toEqual({
      rebalance: true,
      rebalancePct: 10,
      marginHigh: true,
      fundingNegative: true,
    });
    const bad = apart(8_000);
    expect(positionAlerts(null, bad, { ...ON, enabled: false }, LEVEL)).toEqual([]);
    expect(positionAlerts(null, bad, ON, LEVEL)).toEqual([
      { kind: 'rebalanceNeeded', gap: 0.2, longUsd: 10_000, shortUsd: 8_000 },
    ]);
  });

  it('a rebalance is needed when the notionals differ by more than the set percentage of the larger', () => {
    expect(positionAlerts(null, apart(9_000), ON, LEVEL)).toEqual([]);
    expect(positionAlerts(null, apart(8_999), ON, LEVEL)).toHaveLength(1);
    expect(positionAlerts(null, snapshot({ notional: { longUsd: 8_999, shortUsd: 10_000 } }), ON, LEVEL)).toHaveLength(
      1,
    );
    expect(positionAlerts(null, apart(9_600), { ...ON, rebalancePct: 3 }, LEVEL)).toHaveLength(1);
    expect(positionAlerts(null, apart(5_000), { ...ON, rebalance: false }, LEVEL)).toEqual([]);
    expect(positionAlerts(null, snapshot({ notional: null }), ON, LEVEL)).toEqual([]);
  });

  it("margin use on a leg's venue above My Balance's level alerts, per venue; no equity left is the worst case", () => {
    const high = snapshot({
      margins: [
        { venue: 'lighter', ratio: 0.81 },
        { venue: 'pacifica', ratio: Infinity },
      ],
    });
    expect(positionAlerts(null, high, ON, LEVEL)).toEqual([
      { kind: 'marginHigh', venue: 'lighter', ratio: 0.81, level: LEVEL },
      { kind: 'marginHigh', venue: 'pacifica', ratio: Infinity, level: LEVEL },
    ]);
    const atLevel = snapshot({ margins: [{ venue: 'lighter', ratio: 0.8 }] });
    expect(positionAlerts(null, atLevel, ON, LEVEL)).toEqual([]);
    expect(positionAlerts(null, atLevel, ON, 0.79)).toHaveLength(1);
    expect(positionAlerts(null, high, { ...ON, marginHigh: false }, LEVEL)).toEqual([]);
  });

  it('a margin that is not known, or a level that is no level, alerts nothing', () => {
    const unknown = snapshot({
      margins: [
        { venue: 'lighter', ratio: null },
        { venue: 'pacifica', ratio: Number.NaN },
      ],
    });
    expect(positionAlerts(null, unknown, ON, 0.01)).toEqual([]);
    const high = snapshot({ margins: [{ venue: 'lighter', ratio: 0.99 }] });
    for (const level of [Number.NaN, 0, -1, Infinity]) expect(positionAlerts(null, high, ON, level)).toEqual([]);
  });

  it('funding since opening alerts once it is negative by a cent or more', () => {
    expect(FUNDING_NEGATIVE_FROM_USD).toBe(-0.01);
    expect(positionAlerts(null, snapshot({ fundingUsd: -0.01 }), ON, LEVEL)).toEqual([
      { kind: 'fundingNegative', fundingUsd: -0.01 },
    ]);
    expect(positionAlerts(null, snapshot({ fundingUsd: -0.009 }), ON, LEVEL)).toEqual([]);
    expect(positionAlerts(null, snapshot({ fundingUsd: 0 }), ON, LEVEL)).toEqual([]);
    expect(positionAlerts(null, snapshot({ fundingUsd: null }), ON, LEVEL)).toEqual([]);
    expect(positionAlerts(null, snapshot({ fundingUsd: -5 }), { ...ON, fundingNegative: false }, LEVEL)).toEqual([]);
  });

  it('a problem alerts when it appears, not again while it lasts, and again once it comes back', () => {
    const negative = snapshot({ fundingUsd: -3 });
    expect(positionAlerts(snapshot(), negative, ON, LEVEL)).toEqual([{ kind: 'fundingNegative', fundingUsd: -3 }]);
    expect(positionAlerts(negative, snapshot({ fundingUsd: -4 }), ON, LEVEL)).toEqual([]);
    expect(positionAlerts(negative, snapshot(), ON, LEVEL)).toEqual([]);
    expect(positionAlerts(snapshot(), negative, ON, LEVEL)).toHaveLength(1);
    // One venue's margin going high does not hide another's.
    const lighterHigh = snapshot({
      margins: [
        { venue: 'lighter', ratio: 0.9 },
        { venue: 'pacifica', ratio: 0.5 },
      ],
    });
    const bothHigh = snapshot({
      margins: [
        { venue: 'lighter', ratio: 0.95 },
        { venue: 'pacifica', ratio: 0.9 },
      ],
    });
    expect(positionAlerts(lighterHigh, bothHigh, ON, LEVEL)).toEqual([
      { kind: 'marginHigh', venue: 'pacifica', ratio: 0.9, level: LEVEL },
    ]);
    expect(positionAlerts(apart(8_000), apart(7_000), ON, LEVEL)).toEqual([]);
  });

  it('never alerts the same problem twice in a row, and nothing at all while off', () => {
    const arbitrary = fc.record({
      notional: fc.option(
        fc.record({ longUsd: fc.double({ min: 1, max: 1e6 }), shortUsd: fc.double({ min: 1, max: 1e6 }) }),
      ),
      margins: fc.array(
        fc.record({ venue: fc.constantFrom('lighter' as const, 'pacifica' as const), ratio: fc.option(fc.double()) }),
        { maxLength: 2 },
      ),
      fundingUsd: fc.option(fc.double({ min: -1e4, max: 1e4 })),
    });
    fc.assert(
      fc.property(arbitrary, fc.double({ min: 0.01, max: 1 }), (current, level) => {
        expect(positionAlerts(current, current, ON, level)).toEqual([]);
        expect(positionAlerts(null, current, { ...ON, enabled: false }, level)).toEqual([]);
      }),
    );
  });
});

describe('the gap between two notionals', () => {
  it('is the difference as a share of the larger', () => {
    expect(notionalGap(10_000, 8_000)).toBe(0.2);
    expect(notionalGap(8_000, 10_000)).toBe(0.2);
    expect(notionalGap(-8_000, 10_000)).toBe(0.2);
    expect(notionalGap(0, 0)).toBe(0);
    expect(notionalGap(0, 5)).toBe(1);
  });

  it('lies between 0 and 1, and is the same either way round', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        (a, b) => {
          const gap = notionalGap(a, b);
          expect(gap).toBeGreaterThanOrEqual(0);
          expect(gap).toBeLessThanOrEqual(1);
          expect(notionalGap(b, a)).toBe(gap);
        },
      ),
    );
  });
});

/** An open position as a leg's watch holds it. */
const position = (side: 'long' | 'short', notionalUsd: number | null): LegPosition => ({
  side,
  size: 1,
  notionalUsd,
  entryPrice: null,
  markPrice: null,
  unrealizedPnlUsd: null,
  liquidationPrice: null,
  liquidationDistance: null,
  openedAt: null,
  markets: [],
});
const leg = (
  venue: 'lighter' | 'pacifica',
  held: LegPosition | null,
  instrument: 'perp' | 'spot' = 'perp',
): LegWatch => ({ spec: { venue, instrument }, source: { kind: 'notAsked' }, position: held, refused: 0, carry: null });
const OPEN: PairState = {
  kind: 'imbalanced',
  long: { venue: 'lighter', side: 'long', size: 1 },
  short: { venue: 'pacifica', side: 'short', size: 0.9 },
  difference: 0.1,
};
const watch = (
  legs: readonly [LegWatch, LegWatch],
  state: PairState = OPEN,
  fundingUsd: number | null = 2,
): Pick<StrategyWatch, 'state' | 'legs' | 'carry'> => ({
  legs,
  state,
  carry: fundingUsd === null ? null : { fundingUsd, feesUsd: 1, netUsd: fundingUsd - 1 },
});

describe('what the position rules look at in a watch', () => {
  it("each open leg's notional, the perpetual legs' venues' margin use, and the funding since the opening", () => {
    const read = watch([leg('pacifica', position('short', 9_000)), leg('lighter', position('long', 10_000))]);
    expect(positionSnapshot(read, { lighter: 0.3, pacifica: Infinity, hyperliquid: 0.99 })).toEqual({
      notional: { longUsd: 10_000, shortUsd: 9_000 },
      margins: [
        { venue: 'pacifica', ratio: Infinity },
        { venue: 'lighter', ratio: 0.3 },
      ],
      fundingUsd: 2,
    });
  });

  it('no notional unless open both ways with both legs priced; no margin for a spot leg; a margin not read is unknown', () => {
    const unpriced = watch([leg('lighter', position('long', 10_000)), leg('pacifica', position('short', null))]);
    expect(positionSnapshot(unpriced, {}).notional).toBeNull();
    expect(positionSnapshot(unpriced, {}).margins).toEqual([
      { venue: 'lighter', ratio: null },
      { venue: 'pacifica', ratio: null },
    ]);
    const zero = watch([leg('lighter', position('long', 10_000)), leg('pacifica', position('short', 0))]);
    expect(positionSnapshot(zero, {}).notional).toBeNull();
    const flat = watch([leg('lighter', null), leg('pacifica', null)], { kind: 'flat' }, null);
    expect(positionSnapshot(flat, {})).toEqual({
      notional: null,
      margins: [
        { venue: 'lighter', ratio: null },
        { venue: 'pacifica', ratio: null },
      ],
      fundingUsd: null,
    });
    const hostile = watch([leg('lighter', position('long', 1e308)), leg('pacifica', position('short', 9_000))]);
    expect(positionSnapshot(hostile, {}).notional).toBeNull();
    expect(positionSnapshot(watch(hostile.legs, OPEN, Number.NaN), {}).fundingUsd).toBeNull();
  });

  it("a spot holding beside a perpetual on the same venue: the spot leg's notional is the long's, its venue counted once", () => {
    const cashAndCarry: PairState = {
      kind: 'balanced',
      long: { venue: 'pacifica', side: 'long', size: 1, spot: true },
      short: { venue: 'pacifica', side: 'short', size: 1 },
      difference: 0,
    };
    const legs = [
      leg('pacifica', position('short', 9_500)),
      leg('pacifica', position('long', 10_000), 'spot'),
    ] as const;
    expect(positionSnapshot(watch(legs, cashAndCarry), { pacifica: 0.5 })).toEqual({
      notional: { longUsd: 10_000, shortUsd: 9_500 },
      margins: [{ venue: 'pacifica', ratio: 0.5 }],
      fundingUsd: 2,
    });
  });
});

describe('what the position rules look at in a delta-neutral pair', () => {
  it("a spot leg in a wallet beside a perpetual on another venue: only the perpetual's venue has margin", () => {
    const deltaNeutral: PairState = {
      kind: 'balanced',
      long: { venue: 'pacifica', side: 'long', size: 1, spot: true },
      short: { venue: 'lighter', side: 'short', size: 1 },
      difference: 0,
    };
    const legs = [leg('lighter', position('short', 9_900)), leg('pacifica', position('long', 10_000), 'spot')] as const;
    expect(positionSnapshot(watch(legs, deltaNeutral), { lighter: 0.2, pacifica: 0.9 }).margins).toEqual([
      { venue: 'lighter', ratio: 0.2 },
    ]);
    // A pair said to be open whose leg is not among the watch's (or holds nothing) has no notional to compare.
    const missing = [leg('lighter', position('short', 9_900)), leg('pacifica', null, 'spot')] as const;
    expect(positionSnapshot(watch(missing, deltaNeutral), {}).notional).toBeNull();
    const elsewhere = [leg('lighter', position('short', 9_900)), leg('lighter', position('long', 9_900))] as const;
    expect(positionSnapshot(watch(elsewhere, deltaNeutral), {}).notional).toBeNull();
  });
});

describe('the position alert settings as a strategy keeps them', () => {
  it('take their defaults where missing, and refuse a rebalance percentage out of 2–100 %', () => {
    expect(MIN_REBALANCE_PCT).toBe(2);
    expect(positionAlertSettingsSchema.safeParse({}).data).toEqual(DEFAULT_POSITION_ALERT_SETTINGS);
    expect(positionAlertSettingsSchema.safeParse({ rebalancePct: 2, marginHigh: false }).data).toEqual({
      ...DEFAULT_POSITION_ALERT_SETTINGS,
      rebalancePct: 2,
      marginHigh: false,
    });
    expect(positionAlertSettingsSchema.safeParse({ rebalancePct: 100 }).success).toBe(true);
    for (const rebalancePct of [1.99, 100.01, Number.NaN, '10']) {
      const parsed = positionAlertSettingsSchema.safeParse({ rebalancePct });
      expect(parsed.success).toBe(false);
    }
    expect(positionAlertSettingsSchema.safeParse({ rebalancePct: 1 }).error?.issues[0]?.message).toBe('rebalanceRange');
    expect(positionAlertSettingsSchema.safeParse({ fundingNegative: 'yes' }).success).toBe(false);
  });
});
