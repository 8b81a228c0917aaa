import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../../src/feed/model/feed-event';
import { card } from '../../feed/feed-fixtures';
import {
  activeFilterCount,
  feedView,
  filterPredicate,
  foldText,
  NO_FILTERS,
  type FeedFilters,
} from '../../../src/features/live-feed/model/feed-view';

describe('the filters', () => {
  const events = [
    card({ name: 'Pokémon Charizard', grade: 10, priceUSD: 900, percentage: 25, isGoodDeal: true }),
    card({ name: 'Pikachu', grade: 'PSA 9', priceUSD: 90, percentage: 5 }),
    card({ name: 'Mewtwo', grade: '9.5', priceUSD: 300, percentage: 12 }),
    card({ name: null, grade: null, priceUSD: null, percentage: null }),
  ];
  const names = (filters: Partial<FeedFilters>) =>
    feedView(events, { ...NO_FILTERS, ...filters }, 'newest').map((event) => event.name);

  it('keep only what each asks for, and leave out an event that lacks the value filtered on', () => {
    expect(names({})).toEqual(['Pokémon Charizard', 'Pikachu', 'Mewtwo', null]);
    expect(names({ grade: 9.5 })).toEqual(['Mewtwo']);
    expect(names({ grade: 9 })).toEqual(['Pikachu']);
    expect(names({ keyword: '  POKEMON ' })).toEqual(['Pokémon Charizard']);
    expect(names({ maxPriceUsd: 300 })).toEqual(['Pikachu', 'Mewtwo']);
    expect(names({ minDiscountPct: 12 })).toEqual(['Pokémon Charizard', 'Mewtwo']);
    expect(names({ goodDealsOnly: true })).toEqual(['Pokémon Charizard']);
    expect(names({ maxPriceUsd: 500, minDiscountPct: 10 })).toEqual(['Mewtwo']);
  });

  it('are counted for the filter button', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, keyword: '   ' })).toBe(0);
    expect(activeFilterCount({ grade: 10, keyword: 'a', maxPriceUsd: 0, minDiscountPct: 0, goodDealsOnly: true })).toBe(
      5,
    );
  });

  const arbitraryEvent = fc
    .record({
      name: fc.option(fc.string({ maxLength: 12 })),
      grade: fc.option(fc.constantFrom('10', '9.5', 'PSA 9', '8', 'x')),
      priceUSD: fc.option(fc.double({ min: 0, max: 2000, noNaN: true })),
      percentage: fc.option(fc.double({ min: -50, max: 90, noNaN: true })),
      isGoodDeal: fc.boolean(),
    })
    .map((data) => card(data));
  const arbitraryFilters: fc.Arbitrary<FeedFilters> = fc.record({
    grade: fc.option(fc.constantFrom(10, 9.5, 9, 8)),
    keyword: fc.string({ maxLength: 3 }),
    maxPriceUsd: fc.option(fc.double({ min: 0, max: 2000, noNaN: true })),
    minDiscountPct: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
    goodDealsOnly: fc.boolean(),
  });

  it('show a subset that every shown event passes, in the kept order, and more filters never show more', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEvent, { maxLength: 50 }), arbitraryFilters, (list, filters) => {
        const shown = feedView(list, filters, 'newest');
        const passes = filterPredicate(filters);
        expect(shown).toEqual(list.filter(passes));
        expect(shown.every(passes)).toBe(true);
        const stricter = feedView(list, { ...filters, goodDealsOnly: true }, 'newest');
        expect(stricter.length).toBeLessThanOrEqual(shown.length);
      }),
    );
  });

  it('sort by discount or price with missing values last, keeping the newest first among equals', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEvent, { maxLength: 50 }), (list) => {
        const cases = [
          ['discount', (event: FeedEvent) => event.percentage, -1],
          ['priceLow', (event: FeedEvent) => event.priceUSD, 1],
          ['priceHigh', (event: FeedEvent) => event.priceUSD, -1],
        ] as const;
        for (const [sort, value, direction] of cases) {
          const sorted = feedView(list, NO_FILTERS, sort);
          expect([...sorted].sort((a, b) => list.indexOf(a) - list.indexOf(b))).toEqual(list);
          for (let index = 1; index < sorted.length; index++) {
            const before = sorted[index - 1];
            const after = sorted[index];
            if (!before || !after) continue;
            const left = value(before);
            const right = value(after);
            if (left === null) expect(right).toBeNull();
            else if (right !== null) {
              expect((right - left) * direction).toBeGreaterThanOrEqual(0);
              if (right === left) expect(list.indexOf(before)).toBeLessThan(list.indexOf(after));
            }
          }
        }
      }),
    );
  });

  it('fold case and accents the same way for names and keywords', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldText(foldText(text))).toBe(foldText(text));
      }),
    );
    expect(foldText(' Pokémon ÉTOILE ')).toBe('pokemon etoile');
  });
});
