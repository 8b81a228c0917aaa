import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isWatchGrade,
  listingIdentity,
  mayBeWatched,
  watchedWords,
  isWatchTarget,
  listingKeys,
  watchesListing,
  watchIndex,
  watchKey,
  watchMatch,
  type ListingIdentity,
  type WatchEntry,
} from '../../../src/cards/model/watchlist';

const byCert = (certificate: string, targetUsd: number, id = `c${certificate}`): WatchEntry => ({
  id,
  card: { kind: 'certificate', certificate },
  targetUsd,
  addedAt: '2026-11-28T00:00:00.000Z',
});
const byCard = (name: string, set: string, grade: number, targetUsd: number, id = name): WatchEntry => ({
  id,
  card: { kind: 'card', name, set, grade },
  targetUsd,
  addedAt: '2026-11-28T00:00:00.000Z',
});
const listing = (over: Partial<ListingIdentity> = {}): ListingIdentity => ({
  certificate: null,
  names: [],
  set: null,
  grade: null,
  ...over,
});

describe('watchlist matching', () => {
  it('matches a listing by certificate at or under the target, not above', () => {
    const index = watchIndex([byCert('12345678', 400)]);
    const psa = listing({ certificate: '12345678' });
    expect(watchMatch(index, psa, 400)?.id).toBe('c12345678');
    expect(watchMatch(index, psa, 399.99)?.id).toBe('c12345678');
    expect(watchMatch(index, psa, 400.01)).toBeNull();
    expect(watchMatch(index, listing({ certificate: '87654321' }), 1)).toBeNull();
  });

  it('matches by name + set + grade, whatever the case, accents, spacing or the game in the set', () => {
    const index = watchIndex([byCard('Charizard Holo', 'Base Set', 9, 5000)]);
    const seen = listing({ names: ['  CHARIZARD   holo PSA 9'], set: 'Pokemon Base Set', grade: 9 });
    expect(watchMatch(index, seen, 4800)?.id).toBe('Charizard Holo');
    expect(watchMatch(index, { ...seen, grade: 10 }, 4800)).toBeNull();
    expect(watchMatch(index, { ...seen, set: 'Jungle' }, 4800)).toBeNull();
    expect(watchMatch(index, { ...seen, set: null }, 4800)).toBeNull();
  });

  it('tells half grades apart from whole ones', () => {
    const index = watchIndex([byCard('Pikachu', 'Jungle', 8.5, 100)]);
    expect(watchMatch(index, listing({ names: ['Pikachu'], set: 'Jungle', grade: 8.5 }), 90)?.id).toBe('Pikachu');
    expect(watchMatch(index, listing({ names: ['Pikachu'], set: 'Jungle', grade: 8 }), 90)).toBeNull();
    expect(watchMatch(index, listing({ names: ['Pikachu'], set: 'Jungle', grade: 9 }), 90)).toBeNull();
  });

  it('picks the lowest target a listing meets when several entries watch the card', () => {
    const index = watchIndex([byCert('1', 500, 'high'), byCert('1', 300, 'low'), byCard('Mew', 'Promo', 10, 50, 'n')]);
    expect(watchMatch(index, listing({ certificate: '1', names: ['Mew'], set: 'Promo', grade: 10 }), 40)?.id).toBe('n');
    expect(watchMatch(index, listing({ certificate: '1' }), 250)?.id).toBe('low');
    expect(watchMatch(index, listing({ certificate: '1' }), 400)?.id).toBe('high');
  });

  it('refuses hostile prices and leaves hostile entries out of the index', () => {
    const index = watchIndex([
      byCert('1', 100),
      byCert('2', Number.NaN),
      byCert('3', -5),
      byCert('4', Number.POSITIVE_INFINITY),
      byCert('not digits', 10),
      byCard('', 'Set', 9, 10),
      byCard('Name', 'Set', 9.25, 10),
      byCard('Name', 'Set', 11, 10),
    ]);
    expect([...index.keys()]).toStrictEqual(['cert:1']);
    for (const price of [Number.NaN, -1, 0, Number.NEGATIVE_INFINITY, null]) {
      expect(watchMatch(index, listing({ certificate: '1' }), price)).toBeNull();
    }
  });

  it('says whether a listing is of a watched card, whatever its price', () => {
    const entry = byCard('Mew', 'Promo', 10, 1);
    expect(watchesListing(entry, listing({ names: ['mew'], set: 'promo', grade: 10 }))).toBe(true);
    expect(watchesListing(entry, listing({ names: ['mew'], set: 'promo', grade: 9.5 }))).toBe(false);
  });

  it('checks grades and targets', () => {
    expect([1, 8.5, 10].every(isWatchGrade)).toBe(true);
    expect([0, 0.5, 10.5, 8.3, Number.NaN].some(isWatchGrade)).toBe(false);
    expect(isWatchTarget(0.01)).toBe(true);
    expect([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e12].some(isWatchTarget)).toBe(false);
    expect(watchKey({ kind: 'card', name: 'A', set: '   ', grade: 9 })).toBeNull();
    expect(listingKeys(listing({ names: ['A'], set: 'S', grade: 9.25 }))).toStrictEqual([]);
  });
});

describe('which unresolved listings are worth a lookup', () => {
  it('those whose feed name holds a word of a name watched by name + set + grade', () => {
    const words = watchedWords([byCard('Charizard Holo', 'Base Set', 9, 1), byCert('5', 1)]);
    expect([...words]).toStrictEqual(['charizard', 'holo']);
    expect(mayBeWatched('2016 Pokémon CHARIZARD ex PSA 9', words)).toBe(true);
    expect(mayBeWatched('Blastoise', words)).toBe(false);
    expect(mayBeWatched(null, words)).toBe(false);
    expect(mayBeWatched('Charizard', new Set())).toBe(false);
  });

  it('reads a listing’s identity from the feed and its resolved card', () => {
    const card = {
      certificate: '9',
      assetId: 'a',
      name: 'Mew',
      brand: 'Pokemon Promo',
      cardNumber: null,
      predictedPrice: null,
      grade: 10,
    };
    expect(listingIdentity({ psaId: 'PSA 9', name: 'mew psa 10', grade: 'GEM MT 10' }, card)).toStrictEqual({
      certificate: '9',
      names: ['mew psa 10', 'Mew'],
      set: 'Pokemon Promo',
      grade: 10,
    });
    expect(listingIdentity({ psaId: null, name: null, grade: null }, undefined)).toStrictEqual({
      certificate: null,
      names: [],
      set: null,
      grade: null,
    });
  });
});

describe('watchlist matching, properties', () => {
  const grade = fc.integer({ min: 2, max: 20 }).map((half) => half / 2);
  const price = fc.double({ min: 0.01, max: 1_000_000, noNaN: true });

  it('a listing matches exactly when its price is at or under a target of its certificate', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), price, price, (certificate, target, asked) => {
        const match = watchMatch(watchIndex([byCert(certificate, target)]), listing({ certificate }), asked);
        expect(match !== null).toBe(asked <= target);
      }),
    );
  });

  it('a match is never above its target and is the lowest target met', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 20 }), price, grade, (targets, asked, g) => {
        const entries = targets.map((target, i) => byCard('Lugia', 'Neo Genesis', g, target, `e${i}`));
        const match = watchMatch(
          watchIndex(entries),
          listing({ names: ['lugia'], set: 'neo genesis', grade: g }),
          asked,
        );
        const met = targets.filter((target) => asked <= target);
        if (met.length === 0) expect(match).toBeNull();
        else expect(match?.targetUsd).toBe(Math.min(...met));
      }),
    );
  });

  it('another grade never matches', () => {
    fc.assert(
      fc.property(grade, grade, price, (watched, listed, asked) => {
        fc.pre(watched !== listed);
        const index = watchIndex([byCard('Mew', 'Promo', watched, 1_000_000)]);
        expect(watchMatch(index, listing({ names: ['Mew'], set: 'Promo', grade: listed }), asked)).toBeNull();
      }),
    );
  });
});
