import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVenueAddress } from '../../../src/features/volume-bot/model/addresses';
import {
  EXCHANGE_DEFAULTS,
  exchangeFormErrors,
  exchangeFormSchema,
  exchangeFormValues,
  toExchangeSettings,
  type ExchangeFormContext,
  type ExchangeFormValues,
} from '../../../src/features/volume-bot/model/exchange-form';
import { GENERAL_MAX_LEVERAGE, leverageLimit } from '../../../src/features/volume-bot/model/leverage';
import { readAmount, readDecimal } from '../../../src/features/volume-bot/model/numbers';
import { savedAgo } from '../../../src/features/volume-bot/model/saved-ago';
import {
  STRATEGIES,
  STRATEGY_LEGS,
  strategyOfPanelId,
  strategyPanelId,
  strategyVenues,
} from '../../../src/features/volume-bot/model/strategies';
import {
  MAX_HOLD_HOURS,
  STRATEGY_DEFAULTS,
  strategyFormErrors,
  strategyFormSchema,
  strategyFormValues,
  toStrategySettings,
  type StrategyFormContext,
} from '../../../src/features/volume-bot/model/strategy-form';
import {
  strategyMarkets,
  strategyMaxLeverageOf,
  strategyQuote,
} from '../../../src/features/volume-bot/model/strategy-quote';
import { boardOf, quote } from '../../markets/quote-fixtures';

const EVM = '0x7d2f0c3a9b4e5f60718293a4b5c6d7e8f9012ab3';
const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

describe('account addresses per venue', () => {
  it('takes 0x and 40 hex digits on the EVM venues, a base58 Solana address on Pacifica', () => {
    for (const venue of ['hyperliquid', 'lighter', 'edgex', 'aster'] as const) {
      expect(isVenueAddress(venue, EVM)).toBe(true);
      expect(isVenueAddress(venue, EVM.toUpperCase().replace('0X', '0x'))).toBe(true);
      expect(isVenueAddress(venue, SOLANA)).toBe(false);
      expect(isVenueAddress(venue, EVM.slice(0, -1))).toBe(false);
      expect(isVenueAddress(venue, `${EVM}0`)).toBe(false);
      expect(isVenueAddress(venue, EVM.replace('7d', 'zz'))).toBe(false);
    }
    expect(isVenueAddress('pacifica', SOLANA)).toBe(true);
    expect(isVenueAddress('pacifica', EVM)).toBe(false);
    // 0, O, I and l are not base58; 31 bytes is not an address.
    expect(isVenueAddress('pacifica', SOLANA.replace('7', '0'))).toBe(false);
    expect(isVenueAddress('pacifica', '1111111111111111111111111111111')).toBe(false);
  });

  it('refuses any EVM text that is not exactly 0x and 40 hex digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        expect(isVenueAddress('hyperliquid', text)).toBe(/^0x[0-9a-fA-F]{40}$/.test(text));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), (hex) => {
        expect(isVenueAddress('lighter', `0x${hex}`)).toBe(true);
        expect(isVenueAddress('pacifica', `0x${hex}`)).toBe(false);
      }),
    );
  });
});

describe('typed numbers', () => {
  it('reads amounts as people type them, and decimals with a point or a comma', () => {
    expect(readAmount('25,000', 'en')).toEqual({ kind: 'number', value: 25_000 });
    expect(readAmount('25k', 'it')).toEqual({ kind: 'number', value: 25_000 });
    expect(readAmount('  ', 'en')).toEqual({ kind: 'empty' });
    expect(readAmount('lots', 'en')).toEqual({ kind: 'invalid' });
    expect(readDecimal('2,5')).toEqual({ kind: 'number', value: 2.5 });
    expect(readDecimal('-3')).toEqual({ kind: 'number', value: -3 });
    expect(readDecimal('1e3')).toEqual({ kind: 'invalid' });
    expect(readDecimal('Infinity')).toEqual({ kind: 'invalid' });
  });

  it('reads back every decimal it is given (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(readDecimal(text)).toEqual({ kind: 'number', value: Number(text) });
        expect(readDecimal(text.replace('.', ','))).toEqual({ kind: 'number', value: Number(text) });
      }),
    );
  });
});

describe('the leverage limit', () => {
  it('is the lowest published maximum of the chosen markets, else the general cap', () => {
    const published: Record<string, number | null> = { BTC: 40, ETH: 25, DOGE: null };
    const of = (market: string) => published[market] ?? null;
    expect(leverageLimit([], of)).toEqual({ max: GENERAL_MAX_LEVERAGE, market: null });
    expect(leverageLimit(['DOGE'], of)).toEqual({ max: GENERAL_MAX_LEVERAGE, market: null });
    expect(leverageLimit(['BTC', 'DOGE'], of)).toEqual({ max: 40, market: 'BTC' });
    expect(leverageLimit(['BTC', 'ETH'], of)).toEqual({ max: 25, market: 'ETH' });
    // A published maximum above the general cap does not raise it.
    expect(leverageLimit(['BTC'], () => 100)).toEqual({ max: GENERAL_MAX_LEVERAGE, market: null });
    // Markets with the same maximum: the first named says why.
    expect(leverageLimit(['SOL', 'AVAX'], () => 20)).toEqual({ max: 20, market: 'SOL' });
    // A published maximum below 1× is not one a venue could mean: the others decide.
    expect(leverageLimit(['BTC', 'BAD'], (market) => (market === 'BAD' ? 0.5 : 40))).toEqual({
      max: 40,
      market: 'BTC',
    });
    expect(leverageLimit(['BAD'], () => 0)).toEqual({ max: GENERAL_MAX_LEVERAGE, market: null });
    expect(leverageLimit(['ONE'], () => 1)).toEqual({ max: 1, market: 'ONE' });
  });

  it('is never above the general cap nor above any published maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[A-Z]{2,5}$/), fc.option(fc.integer({ min: 1, max: 200 }))),
        (caps) => {
          const limit = leverageLimit(Object.keys(caps), (market) => caps[market] ?? null);
          expect(limit.max).toBeLessThanOrEqual(GENERAL_MAX_LEVERAGE);
          for (const cap of Object.values(caps)) if (cap !== null) expect(limit.max).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

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

describe('the strategies', () => {
  it('has seven, each with two legs on its named venues, and ids that read back', () => {
    expect(STRATEGIES).toHaveLength(7);
    expect(strategyVenues('pacificaDeltaNeutral')).toEqual(['pacifica']);
    expect(strategyVenues('asterDeltaNeutralSpot')).toEqual(['aster']);
    expect(strategyVenues('hyperliquidPacificaDeltaNeutral')).toEqual(['hyperliquid', 'pacifica']);
    expect(strategyVenues('hyperliquidEdgexDeltaNeutral')).toEqual(['hyperliquid', 'edgex']);
    expect(strategyVenues('lighterAsterFundingRate')).toEqual(['lighter', 'aster']);
    expect(strategyVenues('lighterPacificaFundingRate')).toEqual(['lighter', 'pacifica']);
    expect(strategyVenues('lighterEdgexFundingRate')).toEqual(['lighter', 'edgex']);
    for (const strategy of STRATEGIES) expect(strategyOfPanelId(strategyPanelId(strategy))).toBe(strategy);
    expect(strategyOfPanelId('volume-bot-nope')).toBeNull();
    expect(strategyOfPanelId('my-balance')).toBeNull();
  });
});

describe('a strategy quote', () => {
  const board = boardOf(
    quote('lighter', 'BTC', 0.00001, { maxLeverage: 50 }),
    quote('aster', 'BTC', 0.00004),
    quote('lighter', 'ETH', 0.00003, { maxLeverage: 20 }),
    quote('aster', 'ETH', -0.00001),
    quote('lighter', 'SOL', 0.00002),
    quote('pacifica', 'BTC', -0.00002),
  );
  const rowOf = (base: string) => board.find((row) => row.base === base);
  const lighterAster = STRATEGY_LEGS.lighterAsterFundingRate;

  it('goes long where funding is lower and short where it is higher, and earns the spread', () => {
    const btc = strategyQuote(lighterAster, rowOf('BTC'), 10_000);
    expect(btc?.legs.map((leg) => `${leg.venue}:${leg.side}`)).toEqual(['lighter:long', 'aster:short']);
    expect(btc?.spreadHourly).toBeCloseTo(0.00003, 12);
    expect(btc?.spreadApr).toBeCloseTo(0.00003 * 24 * 365, 10);
    // $10,000 per leg × 0.003 %/h × 24 h = $7.20 a day.
    expect(btc?.carryPerDayUsd).toBeCloseTo(7.2, 10);
    const eth = strategyQuote(lighterAster, rowOf('ETH'), 10_000);
    expect(eth?.legs.map((leg) => `${leg.venue}:${leg.side}`)).toEqual(['lighter:short', 'aster:long']);
    expect(eth?.spreadHourly).toBeCloseTo(0.00004, 12);
  });

  it('has nothing to say while a leg does not list the market', () => {
    expect(strategyQuote(lighterAster, rowOf('SOL'), 1000)).toBeNull();
    expect(strategyQuote(lighterAster, undefined, 1000)).toBeNull();
  });

  it('holds the spot long against a short perpetual on one venue, and shows what negative funding costs', () => {
    const pacifica = strategyQuote(STRATEGY_LEGS.pacificaDeltaNeutral, rowOf('BTC'), 1000);
    expect(pacifica?.legs).toEqual([
      { venue: 'pacifica', instrument: 'spot', side: 'long', fundingRateHourly: 0 },
      { venue: 'pacifica', instrument: 'perp', side: 'short', fundingRateHourly: -0.00002 },
    ]);
    expect(pacifica?.carryPerDayUsd).toBeCloseTo(-0.48, 10);
  });

  it('lists the markets of both venues only, with the lower published leverage', () => {
    expect(strategyMarkets(lighterAster, board)).toEqual(['BTC', 'ETH']);
    expect(strategyMarkets(STRATEGY_LEGS.lighterPacificaFundingRate, board)).toEqual(['BTC']);
    expect(strategyMaxLeverageOf(lighterAster, rowOf('ETH'))).toBe(20);
    expect(strategyMaxLeverageOf(STRATEGY_LEGS.lighterPacificaFundingRate, rowOf('BTC'))).toBe(50);
    expect(strategyMaxLeverageOf(STRATEGY_LEGS.pacificaDeltaNeutral, rowOf('BTC'))).toBeNull();
  });

  it('never has a negative spread between two perpetuals, and carry grows with size (property)', () => {
    const rate = fc.double({ min: -0.001, max: 0.001, noNaN: true });
    fc.assert(
      fc.property(rate, rate, fc.double({ min: 0, max: 1e7, noNaN: true }), (a, b, size) => {
        const row = boardOf(quote('lighter', 'X', a), quote('edgex', 'X', b))[0];
        const figures = strategyQuote(STRATEGY_LEGS.lighterEdgexFundingRate, row, size);
        expect(figures).not.toBeNull();
        expect(figures?.spreadHourly).toBeGreaterThanOrEqual(0);
        expect(figures?.spreadHourly).toBeCloseTo(Math.abs(a - b), 12);
        expect(figures?.carryPerDayUsd).toBeCloseTo(size * Math.abs(a - b) * 24, 6);
        const sides = figures?.legs.map((leg) => leg.side).sort();
        expect(sides).toEqual(['long', 'short']);
        const long = figures?.legs.find((leg) => leg.side === 'long');
        expect(long?.fundingRateHourly).toBe(Math.min(a, b));
      }),
    );
  });
});

describe('saved … ago', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('counts seconds, minutes, hours, then days, in the reader language', () => {
    expect(savedAgo('2026-03-10T12:00:00Z', now, 'en')).toBe('now');
    expect(savedAgo('2026-03-10T11:59:30Z', now, 'en')).toBe('30 seconds ago');
    expect(savedAgo('2026-03-10T11:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(savedAgo('2026-03-10T07:00:00Z', now, 'en')).toBe('5 hours ago');
    expect(savedAgo('2026-03-07T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(savedAgo('2026-03-10T11:57:00Z', now, 'it')).toBe('3 minuti fa');
    expect(savedAgo('2026-03-10T12:00:05Z', now, 'en')).toBe('now');
    expect(savedAgo('yesterday-ish', now, 'en')).toBeNull();
  });
});
