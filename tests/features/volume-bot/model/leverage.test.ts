import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERAL_MAX_LEVERAGE, leverageLimit } from '../../../../src/features/volume-bot/model/leverage';

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
