import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolvedCard } from '../../../src/cards/model/card';
import { addSales, cardFacts, SALES_KEPT, saleFacts, type SeenSale } from '../../../src/cards/model/seen-sales';

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

describe('the sales kept for comps', () => {
  it('puts arrivals (oldest first) before the kept ones, newest first, each once', () => {
    const kept = [sale('b'), sale('a')];
    expect(addSales(kept, [sale('c'), sale('b'), sale('d'), sale('c')]).map((one) => one.key)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('keeps only the newest 500, or the cap given', () => {
    expect(SALES_KEPT).toBe(500);
    const many = Array.from({ length: 510 }, (_, index) => sale(`k${index}`));
    const kept = addSales([], many);
    expect(kept).toHaveLength(500);
    expect(kept[0]?.key).toBe('k509');
    expect(addSales([sale('old')], [sale('new1'), sale('new2')], 2).map((one) => one.key)).toEqual(['new2', 'new1']);
  });

  it('gives back a copy of what it kept when nothing new arrived', () => {
    const kept = [sale('a')];
    const next = addSales(kept, [sale('a')]);
    expect(next).toEqual(kept);
    expect(next).not.toBe(kept);
  });

  it('never holds one sale twice and never more than the cap, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 40 }),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (first, second, cap) => {
          const kept = addSales(
            addSales(
              [],
              first.map((key) => sale(key)),
              cap,
            ),
            second.map((key) => sale(key)),
            cap,
          );
          const keys = kept.map((one) => one.key);
          expect(new Set(keys).size).toBe(keys.length);
          expect(kept.length).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

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
