// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strategyForPair, STRATEGIES, STRATEGY_LEGS } from '../../../src/account-record/volume-bot-strategies';
import { followsHandedMarket, handedMarket } from '../../../src/features/volume-bot/model/handed-market';

describe('the strategy that trades a funding pair', () => {
  it('is the two-venue strategy of those venues, whichever goes long', () => {
    expect(strategyForPair('lighter', 'aster')).toBe('lighterAsterFundingRate');
    expect(strategyForPair('aster', 'lighter')).toBe('lighterAsterFundingRate');
    expect(strategyForPair('edgex', 'hyperliquid')).toBe('hyperliquidEdgexDeltaNeutral');
    expect(strategyForPair('pacifica', 'lighter')).toBe('lighterPacificaFundingRate');
  });

  it('is none for a pair no strategy trades, and never a one-venue cash-and-carry', () => {
    expect(strategyForPair('hyperliquid', 'aster')).toBeNull();
    expect(strategyForPair('backpack', 'lighter')).toBeNull();
    expect(strategyForPair('pacifica', 'pacifica')).toBeNull();
  });

  it('covers five of the seven strategies: the two-venue ones', () => {
    const venues = ['aster', 'pacifica', 'edgex', 'hyperliquid', 'lighter', 'backpack'];
    const found = new Set(venues.flatMap((long) => venues.map((short) => strategyForPair(long, short))));
    found.delete(null);
    expect(found.size).toBe(5);
    expect(STRATEGIES).toHaveLength(7);
  });
});

describe('a market handed to a strategy', () => {
  it('is taken with the pair it came from when the pair is the strategy’s own venues', () => {
    expect(
      handedMarket('lighterAsterFundingRate', { kind: 'market', base: 'BTC', long: 'aster', short: 'lighter' }),
    ).toEqual({ market: 'BTC', long: 'aster', short: 'lighter' });
    expect(handedMarket('lighterAsterFundingRate', { kind: 'market', base: 'ETH' })).toEqual({
      market: 'ETH',
      long: null,
      short: null,
    });
  });

  it('keeps the market of a pair on other venues, without the pair: the note names a pair only of its own venues', () => {
    // Funding Rate's best BTC pair was Backpack/Lighter: Hyperliquid and Pacifica still trade BTC.
    expect(
      handedMarket('hyperliquidPacificaDeltaNeutral', {
        kind: 'market',
        base: 'BTC',
        long: 'backpack',
        short: 'lighter',
      }),
    ).toEqual({ market: 'BTC', long: null, short: null });
    // One of the pair's venues is the strategy's, the other not: still not its pair.
    expect(
      handedMarket('lighterAsterFundingRate', { kind: 'market', base: 'BTC', long: 'hyperliquid', short: 'lighter' }),
    ).toEqual({ market: 'BTC', long: null, short: null });
    expect(handedMarket('lighterAsterFundingRate', { kind: 'market', base: 'BTC', long: 'aster' })).toEqual({
      market: 'BTC',
      long: null,
      short: null,
    });
  });

  it('is not for a card, or a name that is no market', () => {
    expect(handedMarket('lighterAsterFundingRate', { kind: 'card', certificate: '1' })).toBeNull();
    expect(handedMarket('lighterAsterFundingRate', { kind: 'market', base: '<img src=x>' })).toBeNull();
    expect(handedMarket('lighterAsterFundingRate', { kind: 'market', base: '' })).toBeNull();
    expect(handedMarket('lighterAsterFundingRate', null)).toBeNull();
  });

  it('names a pair only when both of its venues are the strategy’s, and always keeps the market (any pair)', () => {
    const venues = ['aster', 'pacifica', 'edgex', 'hyperliquid', 'lighter', 'backpack', 'unknown'];
    fc.assert(
      fc.property(
        fc.constantFrom(...STRATEGIES),
        fc.stringMatching(/^[A-Z0-9]{1,15}$/),
        fc.option(fc.constantFrom(...venues), { nil: undefined }),
        fc.option(fc.constantFrom(...venues), { nil: undefined }),
        (strategy, base, long, short) => {
          const handed = handedMarket(strategy, { kind: 'market', base, long, short });
          const own: readonly string[] = STRATEGY_LEGS[strategy].map((leg) => leg.venue);
          const ownPair = long !== undefined && short !== undefined && own.includes(long) && own.includes(short);
          expect(handed).toEqual(ownPair ? { market: base, long, short } : { market: base, long: null, short: null });
        },
      ),
    );
  });
});

describe('whether a strategy follows a handed market', () => {
  const handed = { market: 'BTC', long: null, short: null };

  it('follows when both venues list it, keeps its own when they do not, and waits while their lists are read', () => {
    expect(followsHandedMarket(handed, new Set(['ETH', 'BTC']))).toBe(true);
    expect(followsHandedMarket(handed, new Set(['ETH']))).toBe(false);
    expect(followsHandedMarket(handed, new Set())).toBe(false);
    expect(followsHandedMarket(handed, null)).toBeNull();
  });

  it('follows exactly the markets listed (any lists)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Z]{1,5}$/)),
        fc.stringMatching(/^[A-Z]{1,5}$/),
        (listed, market) => {
          expect(followsHandedMarket({ market, long: null, short: null }, new Set(listed))).toBe(
            listed.includes(market),
          );
        },
      ),
    );
  });
});
