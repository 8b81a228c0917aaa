import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_DEFAULTS,
  exchangeFormErrors,
  exchangeFormSchema,
  exchangeFormValues,
  toExchangeSettings,
  type ExchangeFormContext,
  type ExchangeFormValues,
} from '../../../../src/features/volume-bot/model/exchange-form';

const EVM = '0x7d2f0c3a9b4e5f60718293a4b5c6d7e8f9012ab3';
const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

const exchangeContext = (extra: Partial<ExchangeFormContext> = {}): ExchangeFormContext => ({
  venue: 'hyperliquid',
  locale: 'en',
  listed: new Set(['BTC', 'ETH', 'SOL']),
  maxLeverageOf: (market) => ({ BTC: 40, ETH: 25 })[market] ?? null,
  ...extra,
});
const validExchange: ExchangeFormValues = {
  enabled: true,
  address: EVM,
  markets: ['BTC', 'ETH'],
  targetDailyVolume: '50,000',
  maxPosition: '5k',
  maxLeverage: '5',
};

describe('the exchange settings rules', () => {
  it('accepts valid settings and saves them as numbers', () => {
    expect(exchangeFormErrors(validExchange, exchangeContext())).toEqual({});
    expect(toExchangeSettings(validExchange, 'en', new Date('2026-01-02T03:04:05Z'))).toEqual({
      enabled: true,
      address: EVM,
      markets: ['BTC', 'ETH'],
      targetDailyVolumeUsd: 50_000,
      maxPositionUsd: 5_000,
      maxLeverage: 5,
      savedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it.each([
    [{ address: '' }, 'address', 'addressRequired'],
    [{ address: SOLANA }, 'address', 'addressEvm'],
    [{ markets: [] }, 'markets', 'marketsRequired'],
    [{ markets: ['BTC', 'PEPE'] }, 'markets', 'marketsUnlisted'],
    [{ targetDailyVolume: '' }, 'targetDailyVolume', 'amountRequired'],
    [{ targetDailyVolume: 'a lot' }, 'targetDailyVolume', 'amountInvalid'],
    [{ targetDailyVolume: '0' }, 'targetDailyVolume', 'amountPositive'],
    [{ maxPosition: '-5' }, 'maxPosition', 'amountInvalid'],
    [{ maxPosition: '0' }, 'maxPosition', 'amountPositive'],
    [{ maxLeverage: '' }, 'maxLeverage', 'leverageRequired'],
    [{ maxLeverage: 'x' }, 'maxLeverage', 'leverageInvalid'],
    [{ maxLeverage: '0.5' }, 'maxLeverage', 'leverageMin'],
    [{ maxLeverage: '26' }, 'maxLeverage', 'leverageMax'],
    [{ markets: ['BTC'], maxLeverage: '41' }, 'maxLeverage', 'leverageMax'],
    [{ markets: ['SOL'], maxLeverage: '51' }, 'maxLeverage', 'leverageMax'],
  ])('%j: %s says %s', (change, field, message) => {
    expect(exchangeFormErrors({ ...validExchange, ...change }, exchangeContext())).toEqual({ [field]: message });
    const parsed = exchangeFormSchema(exchangeContext()).safeParse({ ...validExchange, ...change });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('allows a leverage at the limit exactly', () => {
    expect(exchangeFormErrors({ ...validExchange, markets: ['BTC'], maxLeverage: '40' }, exchangeContext())).toEqual(
      {},
    );
    expect(exchangeFormErrors({ ...validExchange, markets: ['SOL'], maxLeverage: '50' }, exchangeContext())).toEqual(
      {},
    );
  });

  it('asks Pacifica for a Solana address', () => {
    const pacifica = exchangeContext({ venue: 'pacifica' });
    expect(exchangeFormErrors({ ...validExchange, address: SOLANA }, pacifica)).toEqual({});
    expect(exchangeFormErrors(validExchange, pacifica)).toEqual({ address: 'addressSolana' });
  });

  it('requires no address nor market of a disabled venue, but still checks what is typed', () => {
    const disabled = { ...validExchange, enabled: false, address: '', markets: [] };
    expect(exchangeFormErrors(disabled, exchangeContext())).toEqual({});
    expect(exchangeFormErrors({ ...disabled, address: 'nope' }, exchangeContext())).toEqual({ address: 'addressEvm' });
  });

  it('refuses no market while the live list is not known', () => {
    expect(exchangeFormErrors({ ...validExchange, markets: ['PEPE'] }, exchangeContext({ listed: null }))).toEqual({});
  });

  it('gives the form its saved values back, and its defaults when nothing is saved', () => {
    const saved = toExchangeSettings(validExchange, 'en', new Date());
    expect(exchangeFormValues(saved)).toEqual({ ...validExchange, targetDailyVolume: '50000', maxPosition: '5000' });
    expect(exchangeFormValues(undefined)).toEqual(EXCHANGE_DEFAULTS);
    expect(exchangeFormErrors({ ...EXCHANGE_DEFAULTS }, exchangeContext())).toEqual({});
  });

  it('saves what passed the rules and reads back the same form (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.subarray(['BTC', 'ETH', 'SOL'], { minLength: 1 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 25 }),
        (enabled, markets, volume, position, leverage) => {
          const values = {
            enabled,
            address: EVM,
            markets,
            targetDailyVolume: String(volume),
            maxPosition: String(position),
            maxLeverage: String(leverage),
          };
          expect(exchangeFormErrors(values, exchangeContext())).toEqual({});
          expect(exchangeFormValues(toExchangeSettings(values, 'en', new Date()))).toEqual(values);
        },
      ),
    );
  });
});
