import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertFormSchema,
  DEFAULT_STRATEGY_PANEL_STATE,
  strategyPanelStateSchema,
} from '../../../../src/features/volume-bot/model/strategy-alert-settings';
import { DEFAULT_ALERT_SETTINGS } from '../../../../src/features/volume-bot/model/strategy-alerts';
import {
  DEFAULT_KEPT_ALERT_SETTINGS,
  keptAlertSettings,
} from '../../../../src/features/volume-bot/model/kept-alert-settings';

const ON = { ...DEFAULT_ALERT_SETTINGS, enabled: true };
/** The form's values: the first rules' and the position rules'. */
const FORM = { ...ON, rebalance: true, rebalancePct: 10, marginHigh: false, fundingNegative: true };
const issues = (values: unknown) => {
  const parsed = alertFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('a strategy panel’s stored alert settings', () => {
  it('are off by default, and an old state without them takes the defaults', () => {
    expect(DEFAULT_STRATEGY_PANEL_STATE.alerts.enabled).toBe(false);
    expect(strategyPanelStateSchema.safeParse({}).data).toEqual({ alerts: DEFAULT_ALERT_SETTINGS });
    expect(strategyPanelStateSchema.safeParse({ alerts: { enabled: true } }).data).toEqual({ alerts: ON });
  });

  it('a stored setting of the wrong shape or out of range makes the state unreadable (the panel starts from the defaults)', () => {
    for (const alerts of [
      { imbalancePct: 'x' },
      { imbalancePct: 1 },
      { liquidationPct: 0.5 },
      { liquidationPct: 101 },
      { enabled: 'yes' },
      { imbalancePct: Number.NaN },
      null,
    ]) {
      expect(strategyPanelStateSchema.safeParse({ alerts }).success).toBe(false);
    }
    expect(
      strategyPanelStateSchema.safeParse({ alerts: { ...ON, imbalancePct: 2, liquidationPct: 100 } }).data,
    ).toEqual({ alerts: { ...ON, imbalancePct: 2, liquidationPct: 100 } });
  });
});

describe('the alert form’s rules', () => {
  it('every percentage is required, each within its range', () => {
    expect(issues(FORM)).toEqual([]);
    expect(issues({ ...FORM, rebalancePct: null })).toEqual([['rebalancePct', 'required']]);
    expect(issues({ ...FORM, rebalancePct: 1.99 })).toEqual([['rebalancePct', 'rebalanceRange']]);
    expect(issues({ ...FORM, rebalancePct: 100.01 })).toEqual([['rebalancePct', 'rebalanceRange']]);
    expect(issues({ ...FORM, rebalancePct: 2 })).toEqual([]);
    expect(issues({ ...FORM, fundingNegative: 'no' })).toHaveLength(1);
    expect(issues({ ...FORM, marginHigh: 'yes' })).toEqual([['marginHigh', expect.any(String)]]);
    expect(issues({ ...FORM, imbalancePct: null })).toEqual([['imbalancePct', 'required']]);
    expect(issues({ ...FORM, liquidationPct: null })).toEqual([['liquidationPct', 'required']]);
    expect(issues({ ...FORM, imbalancePct: 1.99 })).toEqual([['imbalancePct', 'imbalanceRange']]);
    expect(issues({ ...FORM, imbalancePct: 100.01 })).toEqual([['imbalancePct', 'imbalanceRange']]);
    expect(issues({ ...FORM, liquidationPct: 0.99 })).toEqual([['liquidationPct', 'liquidationRange']]);
    expect(issues({ ...FORM, liquidationPct: 100.01 })).toEqual([['liquidationPct', 'liquidationRange']]);
    expect(issues({ ...FORM, imbalancePct: 2, liquidationPct: 1 })).toEqual([]);
    expect(issues({ ...FORM, imbalancePct: 100, liquidationPct: 100 })).toEqual([]);
  });

  it('property: what the form accepts, the strategy keeps and reads back the same', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.boolean(),
        (imbalancePct, liquidationPct, enabled) => {
          const parsed = alertFormSchema.safeParse({ ...FORM, enabled, imbalancePct, liquidationPct });
          expect(parsed.success).toBe(true);
          expect(keptAlertSettings(parsed.data)).toEqual({ ...DEFAULT_KEPT_ALERT_SETTINGS, ...parsed.data });
        },
      ),
    );
  });
});
