// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRATEGY_LEGS } from '../../../../src/features/volume-bot/model/strategies';
import { strategyPair, strategyRules } from '../../../../src/features/volume-bot/model/strategy-backtest';
import type { StrategyFormContext, StrategyFormValues } from '../../../../src/features/volume-bot/model/strategy-form';
import { boardOf, quote } from '../../../markets/quote-fixtures';

const CONTEXT: StrategyFormContext = { locale: 'it', listed: new Set(['SOL']), maxLeverageOf: () => 10 };
const VALUES: StrategyFormValues = {
  market: 'SOL',
  size: '2.500',
  leverage: '3',
  openSpread: '12,5',
  closeSpread: '-2',
  maxHoldHours: '48',
};

describe("the rules a strategy's backtest tries", () => {
  it('are the form’s values as typed, in the reader’s language', () => {
    expect(strategyRules(VALUES, CONTEXT)).toEqual({
      sizeUsd: 2500,
      leverage: 3,
      openSpreadApr: 12.5,
      closeSpreadApr: -2,
      maxHoldHours: 48,
    });
  });

  it('are none while any field is wrong', () => {
    expect(strategyRules({ ...VALUES, closeSpread: '12,5' }, CONTEXT)).toBeNull();
    expect(strategyRules({ ...VALUES, market: 'BTC' }, CONTEXT)).toBeNull();
    expect(strategyRules({ ...VALUES, maxHoldHours: '' }, CONTEXT)).toBeNull();
    expect(strategyRules({ ...VALUES, leverage: '11' }, CONTEXT)).toBeNull();
  });

  it('never take a Y at or above X (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 100 }), fc.integer({ min: -50, max: 100 }), (open, close) => {
        const rules = strategyRules({ ...VALUES, openSpread: String(open), closeSpread: String(close) }, CONTEXT);
        if (rules) expect(rules.closeSpreadApr).toBeLessThan(rules.openSpreadApr);
        expect(rules !== null).toBe(open > 0 && close < open);
      }),
    );
  });
});

describe('which leg the backtest holds long', () => {
  const sol = (lighter: number, pacifica: number) =>
    boardOf(quote('lighter', 'SOL', lighter), quote('pacifica', 'SOL', pacifica))[0];

  it('is the perpetual with the lower funding today, each with its quote', () => {
    const row = sol(0.00003, 0.00001);
    const pair = strategyPair(STRATEGY_LEGS.lighterPacificaFundingRate, row);
    expect(pair).toEqual({
      kind: 'pair',
      long: { venue: 'pacifica', instrument: 'perp', quote: row?.quotes.pacifica },
      short: { venue: 'lighter', instrument: 'perp', quote: row?.quotes.lighter },
    });
  });

  it('is the spot holding against its perpetual, whatever the funding', () => {
    const row = boardOf(quote('pacifica', 'SOL', -0.00002))[0];
    expect(strategyPair(STRATEGY_LEGS.pacificaDeltaNeutral, row)).toEqual({
      kind: 'pair',
      long: { venue: 'pacifica', instrument: 'spot', quote: undefined },
      short: { venue: 'pacifica', instrument: 'perp', quote: row?.quotes.pacifica },
    });
  });

  it('is not known while a perpetual leg has no quote', () => {
    const row = boardOf(quote('lighter', 'SOL', 0.00001))[0];
    expect(strategyPair(STRATEGY_LEGS.lighterPacificaFundingRate, row)).toEqual({ kind: 'notQuoted' });
    expect(strategyPair(STRATEGY_LEGS.lighterPacificaFundingRate, undefined)).toEqual({ kind: 'notQuoted' });
  });

  it('always earns today’s spread or nothing: the long leg’s funding is never above the short one’s (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.001, max: 0.001, noNaN: true }),
        fc.double({ min: -0.001, max: 0.001, noNaN: true }),
        (lighter, pacifica) => {
          const pair = strategyPair(STRATEGY_LEGS.lighterPacificaFundingRate, sol(lighter, pacifica));
          if (pair.kind !== 'pair') throw new Error('both legs are quoted');
          expect(pair.long.venue).not.toBe(pair.short.venue);
          expect(pair.long.quote?.fundingRateHourly ?? 0).toBeLessThanOrEqual(pair.short.quote?.fundingRateHourly ?? 0);
        },
      ),
    );
  });
});
