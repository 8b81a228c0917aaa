import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolvedCard } from '../../../src/cards/model/card';
import { cardCompsIn, compsSubject, pricedComps, vsMedian } from '../../../src/cards/model/card-comps';
import { indexSales, type SaleFacts } from '../../../src/cards/model/comps';

const charizard: ResolvedCard = {
  certificate: '111',
  assetId: 'asset-charizard',
  name: 'Charizard Holo',
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  predictedPrice: 500,
  grade: 9,
};

let counter = 0;
function sale(fields: Partial<SaleFacts> = {}): SaleFacts {
  counter++;
  return {
    certificate: `9${counter}`,
    assetId: 'asset-charizard',
    names: ['charizard holo'],
    grade: 9,
    key: `mint-${counter}|${counter}`,
    priceUSD: 100,
    time: counter * 1000,
    link: null,
    platform: 'courtyard',
    ...fields,
  };
}

describe('compsSubject', () => {
  it('is the asset and the valuation’s name once resolved, whatever the feed called it', () => {
    const one = compsSubject({ certificate: '111', feedName: 'Charizard PSA 9', grade: 9 }, charizard);
    const other = compsSubject({ certificate: '222', feedName: 'Zard', grade: 9 }, charizard);
    expect(one).toStrictEqual({
      key: '9|a|asset-charizard',
      facts: { certificate: null, assetId: 'asset-charizard', names: ['charizard holo'], grade: 9 },
    });
    expect(other).toStrictEqual(one);
  });

  it('is the certificate and the feed’s name while unresolved, or when the valuation does not know it', () => {
    expect(compsSubject({ certificate: '111', feedName: 'Charizard PSA 9', grade: 9 }, undefined)).toStrictEqual({
      key: '9|c|111|n|charizard',
      facts: { certificate: '111', assetId: null, names: ['charizard'], grade: 9 },
    });
    expect(compsSubject({ certificate: '111', feedName: null, grade: 9.5 }, null)).toStrictEqual({
      key: '9.5|c|111|n|',
      facts: { certificate: '111', assetId: null, names: [], grade: 9.5 },
    });
    expect(compsSubject({ certificate: null, feedName: 'Lugia', grade: 10 }, null)?.key).toBe('10|c||n|lugia');
  });

  it('is nothing without a grade, or with nothing to tell the card by', () => {
    expect(compsSubject({ certificate: '111', feedName: 'Charizard', grade: null }, charizard)).toBeNull();
    expect(compsSubject({ certificate: '111', feedName: 'Charizard', grade: Number.NaN }, null)).toBeNull();
    expect(compsSubject({ certificate: null, feedName: '  ', grade: 9 }, null)).toBeNull();
    expect(compsSubject({ certificate: null, feedName: null, grade: 9 }, null)).toBeNull();
  });

  it('gives one key to one set of facts, and two cards or grades two keys (property)', () => {
    const said = fc.record({
      certificate: fc.option(fc.constantFrom('1', '2'), { nil: null }),
      feedName: fc.option(fc.constantFrom('Charizard', 'Pikachu PSA 9', ''), { nil: null }),
      grade: fc.option(fc.constantFrom(9, 9.5, 10), { nil: null }),
    });
    const card = fc.option(fc.constantFrom(charizard, { ...charizard, assetId: 'asset-other', name: 'Other' }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(said, card, said, card, (a, cardA, b, cardB) => {
        const left = compsSubject(a, cardA);
        const right = compsSubject(b, cardB);
        if (left === null || right === null) return;
        if (left.key === right.key) expect(left.facts).toStrictEqual(right.facts);
        else expect(left.facts).not.toStrictEqual(right.facts);
      }),
    );
  });
});

describe('cardCompsIn', () => {
  it('counts every sale of the card and grade, a sale shown among them', () => {
    const sales = [sale({ priceUSD: 100 }), sale({ priceUSD: 200 }), sale({ priceUSD: 600 }), sale({ grade: 10 })];
    const subject = compsSubject({ certificate: '91', feedName: null, grade: 9 }, charizard);
    if (subject === null) throw new Error('no subject');
    const comps = cardCompsIn(subject, indexSales(sales));
    expect(comps?.median).toBe(200);
    expect(comps?.sales).toHaveLength(3);
    expect(comps?.last.priceUSD).toBe(600);
    expect(comps).not.toHaveProperty('vsMedianPct');
  });

  it('is nothing when no sale of the card and grade is known', () => {
    const subject = compsSubject({ certificate: '5', feedName: 'Mew', grade: 9 }, null);
    if (subject === null) throw new Error('no subject');
    expect(cardCompsIn(subject, indexSales([sale()]))).toBeNull();
  });
});

describe('vsMedian and pricedComps', () => {
  const comps = { sales: [sale({ priceUSD: 200 })], median: 200, last: sale({ priceUSD: 200 }) };

  it('say how far a price is from the median, in percent', () => {
    expect(vsMedian(comps, 150)).toBe(-25);
    expect(vsMedian(comps, 300)).toBe(50);
    expect(vsMedian(comps, 0)).toBe(-100);
    expect(pricedComps(comps, 150)).toStrictEqual({ ...comps, vsMedianPct: -25 });
  });

  it('say nothing for a missing, negative or not finite price', () => {
    for (const price of [null, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(vsMedian(comps, price)).toBeNull();
  });
});
