import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertsOn,
  DEFAULT_KEPT_ALERT_SETTINGS,
  keptAlertSettings,
} from '../../../../src/features/volume-bot/model/kept-alert-settings';

describe('a strategy’s alert settings as the account record keeps them', () => {
  it('are none for a strategy saved before they were kept with it, and off by default', () => {
    expect(keptAlertSettings(undefined)).toBeNull();
    expect(alertsOn(undefined)).toBe(false);
    expect(DEFAULT_KEPT_ALERT_SETTINGS).toEqual({
      enabled: false,
      imbalancePct: 5,
      liquidationPct: 10,
      spreadCrossing: true,
      fundingFlip: true,
      sound: true,
      rebalance: true,
      rebalancePct: 10,
      marginHigh: true,
      fundingNegative: true,
    });
  });

  it('a setting not kept (by an older version) takes its default', () => {
    expect(keptAlertSettings({ enabled: true, fundingNegative: false })).toEqual({
      ...DEFAULT_KEPT_ALERT_SETTINGS,
      enabled: true,
      fundingNegative: false,
    });
    expect(keptAlertSettings({})).toEqual(DEFAULT_KEPT_ALERT_SETTINGS);
  });

  it.each([
    ['a text', 'on'],
    ['null', null],
    ['a list', [true]],
    ['a switch of another kind', { enabled: 'yes' }],
    ['an imbalance below 2 %', { enabled: true, imbalancePct: 1 }],
    ['a liquidation above 100 %', { enabled: true, liquidationPct: 101 }],
    ['a rebalance not a number', { enabled: true, rebalancePct: Number.NaN }],
    ['a sound of another kind', { enabled: true, sound: 1 }],
  ])('what cannot be read (%s) is alerts off', (_name, value) => {
    expect(keptAlertSettings(value)).toEqual(DEFAULT_KEPT_ALERT_SETTINGS);
    expect(alertsOn(value)).toBe(false);
  });

  it('whatever is kept, alerts are on only when it reads and says so', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const settings = keptAlertSettings(value);
        expect(settings === null || typeof settings.enabled === 'boolean').toBe(true);
        const on = typeof value === 'object' && value !== null && !Array.isArray(value) && value.enabled === true;
        if (!on) expect(alertsOn(value)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 2, max: 100 }), (enabled, imbalancePct) => {
        expect(keptAlertSettings({ enabled, imbalancePct })).toEqual({
          ...DEFAULT_KEPT_ALERT_SETTINGS,
          enabled,
          imbalancePct,
        });
      }),
    );
  });
});
