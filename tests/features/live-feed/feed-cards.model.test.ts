import { describe, expect, it } from 'vitest';
import type { ResolvedCard } from '../../../src/cards/model/card';
import { eventFacts, eventNames, valueSource, wantedCards } from '../../../src/features/live-feed/model/feed-cards';
import { card as listing } from '../../feed/feed-fixtures';

const umbreon: ResolvedCard = {
  certificate: '40404040',
  assetId: 'asset-umbreon',
  name: 'Umbreon VMAX Alt Art',
  brand: 'Pokemon Evolving Skies',
  cardNumber: '215',
  predictedPrice: 1_200,
  grade: 10,
};

describe("a feed's events as cards", () => {
  it('asks for each certificate on screen once, with the grade its first row says, and none for rows without', () => {
    const events = [
      listing({ psaId: '40404040', grade: '10' }),
      listing({ psaId: '40404040', grade: '9' }),
      listing({ psaId: null }),
      listing({ psaId: 'no digits' }),
      listing({ psaId: '12345678', grade: null }),
    ];
    expect(wantedCards(events)).toEqual([
      { certificate: '40404040', grade: 10 },
      { certificate: '12345678', grade: null },
    ]);
  });

  it("matches comps by the event's certificate, grade and names, with the card once resolved", () => {
    const event = listing({ psaId: '40404040', grade: 'PSA 10', name: 'Umbreon VMAX' });
    expect(eventFacts(event, umbreon)).toStrictEqual({
      certificate: '40404040',
      assetId: 'asset-umbreon',
      names: ['umbreon vmax', 'umbreon vmax alt art'],
      grade: 10,
    });
    expect(eventFacts(event, null).assetId).toBeNull();
  });

  it("says the market value comes from the feed first, then the valuation's price, then comps", () => {
    expect(valueSource({ difference: 20, percentage: null }, umbreon, true)).toBe('feed');
    expect(valueSource({ difference: null, percentage: -5 }, umbreon, true)).toBe('feed');
    expect(valueSource({ difference: 0, percentage: 0 }, umbreon, true)).toBe('valuation');
    expect(valueSource({ difference: null, percentage: null }, umbreon, false)).toBe('valuation');
    expect(valueSource({ difference: null, percentage: null }, { ...umbreon, predictedPrice: 0 }, true)).toBe('comps');
    expect(valueSource({ difference: null, percentage: null }, { ...umbreon, predictedPrice: null }, true)).toBe(
      'comps',
    );
    expect(valueSource({ difference: null, percentage: null }, null, true)).toBe('comps');
    expect(valueSource({ difference: null, percentage: null }, undefined, false)).toBeNull();
  });

  it("goes by the feed's name and, once resolved, the card's, for filters and alert rules", () => {
    expect(eventNames(listing({ name: 'Umbreon' }), umbreon)).toEqual(['Umbreon', 'Umbreon VMAX Alt Art']);
    expect(eventNames(listing({ name: null }), umbreon)).toEqual(['Umbreon VMAX Alt Art']);
    expect(eventNames(listing({ name: 'Umbreon' }), null)).toEqual(['Umbreon']);
    expect(eventNames(listing({ name: null }), undefined)).toEqual([]);
  });
});
