import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRATEGY_LEGS } from '../../../../src/features/volume-bot/model/strategies';
import {
  strategyMarkets,
  strategyMaxLeverageOf,
  strategyQuote,
} from '../../../../src/features/volume-bot/model/strategy-quote';
import { boardOf, quote } from '../../../markets/quote-fixtures';

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
        // `+ 0` makes -0 zero: with rates 0 and -0 either leg can be the long one.
        expect((long?.fundingRateHourly ?? Number.NaN) + 0).toBe(Math.min(a, b) + 0);
      }),
    );
  });
});
