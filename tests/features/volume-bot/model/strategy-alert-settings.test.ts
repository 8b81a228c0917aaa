import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertFormSchema,
  DEFAULT_STRATEGY_PANEL_STATE,
  strategyPanelStateSchema,
} from '../../../../src/features/volume-bot/model/strategy-alert-settings';
import { DEFAULT_ALERT_SETTINGS } from '../../../../src/features/volume-bot/model/strategy-alerts';

const ON = { ...DEFAULT_ALERT_SETTINGS, enabled: true };
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
  it('both percentages are required, each within its range', () => {
    expect(issues(ON)).toEqual([]);
    expect(issues({ ...ON, imbalancePct: null })).toEqual([['imbalancePct', 'required']]);
    expect(issues({ ...ON, liquidationPct: null })).toEqual([['liquidationPct', 'required']]);
    expect(issues({ ...ON, imbalancePct: 1.99 })).toEqual([['imbalancePct', 'imbalanceRange']]);
    expect(issues({ ...ON, imbalancePct: 100.01 })).toEqual([['imbalancePct', 'imbalanceRange']]);
    expect(issues({ ...ON, liquidationPct: 0.99 })).toEqual([['liquidationPct', 'liquidationRange']]);
    expect(issues({ ...ON, liquidationPct: 100.01 })).toEqual([['liquidationPct', 'liquidationRange']]);
    expect(issues({ ...ON, imbalancePct: 2, liquidationPct: 1 })).toEqual([]);
    expect(issues({ ...ON, imbalancePct: 100, liquidationPct: 100 })).toEqual([]);
  });

  it('property: what the form accepts, the stored state reads back the same', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.boolean(),
        (imbalancePct, liquidationPct, enabled) => {
          const parsed = alertFormSchema.safeParse({ ...ON, enabled, imbalancePct, liquidationPct });
          expect(parsed.success).toBe(true);
          expect(strategyPanelStateSchema.safeParse({ alerts: parsed.data }).data).toEqual({ alerts: parsed.data });
        },
      ),
    );
  });
});
