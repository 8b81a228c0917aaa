// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { strategyForPair, STRATEGIES } from '../../../src/account-record/volume-bot-strategies';
import { handedMarket } from '../../../src/features/volume-bot/model/handed-market';

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

  it('is not for a strategy of other venues, a card, or a name that is no market', () => {
    expect(
      handedMarket('lighterAsterFundingRate', { kind: 'market', base: 'BTC', long: 'hyperliquid', short: 'lighter' }),
    ).toBeNull();
    expect(handedMarket('lighterAsterFundingRate', { kind: 'card', certificate: '1' })).toBeNull();
    expect(handedMarket('lighterAsterFundingRate', { kind: 'market', base: '<img src=x>' })).toBeNull();
    expect(handedMarket('lighterAsterFundingRate', null)).toBeNull();
  });
});
