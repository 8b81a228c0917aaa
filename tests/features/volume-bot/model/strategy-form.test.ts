import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_HOLD_HOURS,
  STRATEGY_DEFAULTS,
  strategyFormErrors,
  strategyFormSchema,
  strategyFormValues,
  toStrategySettings,
  type StrategyFormContext,
} from '../../../../src/features/volume-bot/model/strategy-form';

const strategyContext = (extra: Partial<StrategyFormContext> = {}): StrategyFormContext => ({
  locale: 'en',
  listed: new Set(['BTC', 'ETH']),
  maxLeverageOf: (market) => ({ BTC: 40 })[market] ?? null,
  ...extra,
});
const validStrategy = { ...STRATEGY_DEFAULTS, market: 'BTC' };

describe('the strategy rules', () => {
  it('accepts valid settings and saves them as numbers', () => {
    expect(strategyFormErrors(validStrategy, strategyContext())).toEqual({});
    expect(toStrategySettings({ ...validStrategy, size: '2,500' }, 'en', new Date(0))).toEqual({
      market: 'BTC',
      sizeUsd: 2500,
      leverage: 2,
      openSpreadApr: 20,
      closeSpreadApr: 5,
      maxHoldHours: 168,
      savedAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it.each([
    [{ market: '' }, 'market', 'marketRequired'],
    [{ market: 'SOL' }, 'market', 'marketNotOnBoth'],
    [{ size: '' }, 'size', 'amountRequired'],
    [{ size: '0' }, 'size', 'amountPositive'],
    [{ leverage: '41' }, 'leverage', 'leverageMax'],
    [{ market: 'ETH', leverage: '51' }, 'leverage', 'leverageMax'],
    [{ leverage: '0' }, 'leverage', 'leverageMin'],
    [{ openSpread: '' }, 'openSpread', 'spreadRequired'],
    [{ openSpread: 'ten' }, 'openSpread', 'spreadInvalid'],
    [{ openSpread: '0', closeSpread: '-1' }, 'openSpread', 'openSpreadPositive'],
    [{ closeSpread: '' }, 'closeSpread', 'spreadRequired'],
    [{ closeSpread: '20' }, 'closeSpread', 'closeBelowOpen'],
    [{ closeSpread: '25' }, 'closeSpread', 'closeBelowOpen'],
    [{ maxHoldHours: '' }, 'maxHoldHours', 'holdRequired'],
    [{ maxHoldHours: '0' }, 'maxHoldHours', 'holdRange'],
    [{ maxHoldHours: '1.5' }, 'maxHoldHours', 'holdRange'],
    [{ maxHoldHours: String(MAX_HOLD_HOURS + 1) }, 'maxHoldHours', 'holdRange'],
  ])('%j: %s says %s', (change, field, message) => {
    expect(strategyFormErrors({ ...validStrategy, ...change }, strategyContext())).toEqual({ [field]: message });
    const parsed = strategyFormSchema(strategyContext()).safeParse({ ...validStrategy, ...change });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('takes a negative closing spread below the opening one, and 720 h', () => {
    expect(
      strategyFormErrors({ ...validStrategy, closeSpread: '-2,5', maxHoldHours: '720' }, strategyContext()),
    ).toEqual({});
  });

  it('accepts a pair of spreads exactly when Y < X (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -500, max: 500 }), (open, close) => {
        const errors = strategyFormErrors(
          { ...validStrategy, openSpread: String(open), closeSpread: String(close) },
          strategyContext(),
        );
        expect(errors.closeSpread === 'closeBelowOpen').toBe(close >= open);
      }),
    );
  });

  it('gives the form its saved values back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: MAX_HOLD_HOURS }),
        (size, leverage, open, hold) => {
          const values = {
            market: 'BTC',
            size: String(size),
            leverage: String(leverage),
            openSpread: String(open),
            closeSpread: String(open - 1),
            maxHoldHours: String(hold),
          };
          expect(strategyFormErrors(values, strategyContext())).toEqual({});
          expect(strategyFormValues(toStrategySettings(values, 'en', new Date()))).toEqual(values);
        },
      ),
    );
  });
});
