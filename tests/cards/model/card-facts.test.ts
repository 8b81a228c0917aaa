import { describe, expect, it } from 'vitest';
import type { ResolvedCard } from '../../../src/cards/model/card';
import { cardFacts, saleFacts } from '../../../src/cards/model/card-facts';
import type { SeenSale } from '../../../src/feed/model/seen-sales';

const sale = (key: string, change: Partial<SeenSale> = {}): SeenSale => ({
  key,
  platform: 'courtyard',
  certificate: '12345678',
  feedName: 'Charizard Holo',
  grade: 9,
  priceUSD: 400,
  time: 1_000,
  link: 'https://courtyard.io/asset/1',
  ...change,
});

const charizard: ResolvedCard = {
  certificate: '12345678',
  assetId: 'asset-4',
  name: 'Charizard Holo PSA 9',
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  predictedPrice: 450,
  grade: 9,
};

describe('what comps match a card on', () => {
  it("takes the event's certificate and grade, and both names folded, the card's asset when it resolved", () => {
    expect(cardFacts({ certificate: '12345678', feedName: 'Charizard Holo', grade: 9 }, charizard)).toStrictEqual({
      certificate: '12345678',
      assetId: 'asset-4',
      names: ['charizard holo', 'charizard holo'],
      grade: 9,
    });
  });

  it('goes by the feed alone before the card is known, and by no name when there is none', () => {
    expect(cardFacts({ certificate: null, feedName: 'Pikachu', grade: null }, null)).toStrictEqual({
      certificate: null,
      assetId: null,
      names: ['pikachu'],
      grade: null,
    });
    expect(cardFacts({ certificate: '1', feedName: null, grade: 10 }, undefined).names).toEqual([]);
    expect(cardFacts({ certificate: '1', feedName: '', grade: 10 }, undefined).names).toEqual([]);
  });

  it("carries a sale's own figures beside its card facts", () => {
    expect(saleFacts(sale('k1', { priceUSD: 380, time: 2_000 }), charizard)).toStrictEqual({
      certificate: '12345678',
      assetId: 'asset-4',
      names: ['charizard holo', 'charizard holo'],
      grade: 9,
      key: 'k1',
      priceUSD: 380,
      time: 2_000,
      link: 'https://courtyard.io/asset/1',
      platform: 'courtyard',
    });
  });
});
