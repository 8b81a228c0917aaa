import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardNameKey,
  compsFor,
  compsIn,
  indexSales,
  median,
  sameCard,
  type CardFacts,
  type SaleFacts,
} from '../../../src/cards/model/comps';

const charizard9: CardFacts = { certificate: '111', assetId: 'asset-charizard', names: ['charizard holo'], grade: 9 };

let counter = 0;
function sale(overrides: Partial<SaleFacts> = {}): SaleFacts {
  counter++;
  return {
    ...charizard9,
    certificate: `9${counter}`,
    key: `mint-${counter}|${counter}`,
    priceUSD: 100,
    time: counter * 1000,
    link: null,
    platform: 'courtyard',
    ...overrides,
  };
}

describe('cardNameKey', () => {
  it('leaves out case, accents, spacing and a trailing grade', () => {
    expect(cardNameKey('  Pokémon  Charizard PSA 10')).toBe('pokemon charizard');
    expect(cardNameKey('Umbreon VMAX bgs 9.5')).toBe('umbreon vmax');
    expect(cardNameKey('Mewtwo')).toBe('mewtwo');
    expect(cardNameKey('PSA 10 Mewtwo')).toBe('psa 10 mewtwo');
  });
});

describe('sameCard', () => {
  it('needs the same grade', () => {
    expect(sameCard(charizard9, { ...charizard9, grade: 10 })).toBe(false);
    expect(sameCard({ ...charizard9, grade: null }, { ...charizard9, grade: null })).toBe(false);
    expect(sameCard(charizard9, { ...charizard9 })).toBe(true);
  });

  it('lets the assets decide when both are resolved, whatever the names say', () => {
    expect(sameCard(charizard9, { ...charizard9, certificate: '2', assetId: 'asset-other' })).toBe(false);
    expect(sameCard(charizard9, { ...charizard9, certificate: '2', names: [] })).toBe(true);
  });

  it('matches an unresolved event by its certificate or by a name in common', () => {
    const unresolved = { certificate: '111', assetId: null, names: [], grade: 9 };
    expect(sameCard(charizard9, unresolved)).toBe(true);
    expect(sameCard(charizard9, { ...unresolved, certificate: '2' })).toBe(false);
    expect(sameCard(charizard9, { ...unresolved, certificate: '2', names: ['charizard holo'] })).toBe(true);
    expect(sameCard({ ...charizard9, names: [''] }, { ...unresolved, certificate: null, names: [''] })).toBe(false);
  });
});

describe('median', () => {
  it('is the middle price, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('lies between the lowest and the highest, and does not depend on the order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 40 }),
        (values) => {
          const middle = median(values) ?? Number.NaN;
          expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
          expect(middle).toBeLessThanOrEqual(Math.max(...values));
          expect(median([...values].reverse())).toBe(middle);
          const below = values.filter((value) => value < middle).length;
          const above = values.filter((value) => value > middle).length;
          expect(below).toBeLessThanOrEqual(values.length / 2);
          expect(above).toBeLessThanOrEqual(values.length / 2);
        },
      ),
    );
  });
});

describe('compsFor', () => {
  it('counts the sales of the same card and grade, with the median, the last sale and the price against it', () => {
    const older = sale({ priceUSD: 300, time: 1_000 });
    const newest = sale({ priceUSD: 500, time: 3_000 });
    const middle = sale({ priceUSD: 400, time: 2_000 });
    const otherGrade = sale({ grade: 10, priceUSD: 900 });
    const otherCard = sale({ assetId: 'asset-pikachu', names: ['pikachu'], priceUSD: 50 });
    const comps = compsFor({ ...charizard9, priceUSD: 360 }, [older, newest, otherGrade, middle, otherCard]);
    expect(comps?.sales).toEqual([newest, middle, older]);
    expect(comps?.median).toBe(400);
    expect(comps?.last).toBe(newest);
    expect(comps?.vsMedianPct).toBeCloseTo(-10);
  });

  it('is null when no sale matches, and leaves the price comparison out without a price', () => {
    expect(compsFor({ ...charizard9, priceUSD: 1 }, [sale({ grade: 8 })])).toBeNull();
    expect(compsFor({ ...charizard9, priceUSD: null }, [sale({ priceUSD: 10 })])?.vsMedianPct).toBeNull();
  });

  it('counts a sale the feed sent twice once, and a certificate sold twice twice', () => {
    const first = sale({ certificate: '777', priceUSD: 100, time: 1 });
    const again = sale({ certificate: '777', priceUSD: 300, time: 2 });
    const comps = compsFor({ ...charizard9, priceUSD: 100 }, [first, { ...first }, again, { ...again }]);
    expect(comps?.sales).toHaveLength(2);
    expect(comps?.median).toBe(200);
  });

  it('gives the same certificate listed twice the same comps, and leaves a sale out of its own', () => {
    const sales = [sale({ priceUSD: 100 }), sale({ priceUSD: 200 })];
    const listing = { ...charizard9, priceUSD: 150 };
    expect(compsFor({ ...listing, key: 'a' }, sales)).toEqual(compsFor({ ...listing, key: 'b' }, sales));
    const [own] = sales;
    expect(compsFor({ ...listing, key: own?.key }, sales)?.sales).toHaveLength(1);
  });

  it('skips a sale without a real price', () => {
    expect(
      compsFor({ ...charizard9, priceUSD: 1 }, [sale({ priceUSD: 0 }), sale({ priceUSD: Number.NaN })]),
    ).toBeNull();
  });

  it('holds only sales of the subject’s grade, each once, whatever the sales', () => {
    const arbitrarySale = fc.record({
      certificate: fc.constantFrom('1', '2', '3', null),
      assetId: fc.constantFrom('a', 'b', null),
      names: fc.subarray(['x', 'y']),
      grade: fc.constantFrom(8, 9, 10, null),
      key: fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5'),
      priceUSD: fc.double({ min: 1, max: 1000, noNaN: true }),
      time: fc.integer({ min: 0, max: 1e6 }),
      link: fc.constant(null),
      platform: fc.constant('courtyard'),
    });
    fc.assert(
      fc.property(fc.array(arbitrarySale, { maxLength: 30 }), (sales) => {
        const comps = compsFor({ ...charizard9, assetId: null, priceUSD: 10 }, sales);
        if (!comps) {
          expect(sales.some((one) => sameCard({ ...charizard9, assetId: null }, one))).toBe(false);
          return;
        }
        expect(comps.sales.every((one) => one.grade === 9)).toBe(true);
        expect(new Set(comps.sales.map((one) => one.key)).size).toBe(comps.sales.length);
        const times = comps.sales.map((one) => one.time);
        expect(times).toEqual([...times].sort((left, right) => right - left));
        expect(comps.last).toBe(comps.sales[0]);
      }),
    );
  });
});

describe('compsIn (the sales indexed)', () => {
  const arbitraryFacts = {
    certificate: fc.constantFrom('1', '2', '3', null),
    assetId: fc.constantFrom('a', 'b', null),
    names: fc.subarray(['x', 'y', '']),
    grade: fc.constantFrom(8, 9, 10, null),
  };
  const arbitrarySale = fc.record({
    ...arbitraryFacts,
    key: fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5', 'k6'),
    priceUSD: fc.double({ min: -10, max: 1000, noNaN: true }),
    time: fc.integer({ min: 0, max: 20 }),
    link: fc.constant(null),
    platform: fc.constant('courtyard'),
  });
  const arbitrarySubject = fc.record({
    ...arbitraryFacts,
    key: fc.option(fc.constantFrom('k1', 'k2'), { nil: undefined }),
    priceUSD: fc.option(fc.double({ min: 1, max: 1000, noNaN: true }), { nil: null }),
  });

  it('finds a card’s sales by asset, certificate or name, and not another grade’s', () => {
    const byAsset = sale({ certificate: null, names: [] });
    const byCertificate = sale({ assetId: null, certificate: '111', names: [] });
    const byName = sale({ assetId: null, certificate: null, names: ['charizard holo'] });
    const otherGrade = sale({ grade: 10 });
    const index = indexSales([byAsset, byCertificate, byName, otherGrade]);
    expect(compsIn({ ...charizard9, priceUSD: 100 }, index)?.sales).toEqual([byName, byCertificate, byAsset]);
    expect(compsIn({ ...charizard9, grade: 8, priceUSD: 100 }, index)).toBeNull();
  });

  it('gives exactly what compsFor gives over the whole list, whatever the sales and the subject', () => {
    fc.assert(
      fc.property(fc.array(arbitrarySale, { maxLength: 30 }), arbitrarySubject, (sales, subject) => {
        expect(compsIn(subject, indexSales(sales))).toEqual(compsFor(subject, sales));
      }),
    );
  });
});
