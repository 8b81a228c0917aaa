import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolvedCard } from '../../../src/cards/model/card';
import { watchedWords, watchIndex, type WatchEntry } from '../../../src/cards/model/watchlist';
import type { FeedEvent } from '../../../src/feed/model/feed-event';
import { scanListings } from '../../../src/features/watchlist/model/watch-alerts';
import { entryComps, lastListings } from '../../../src/features/watchlist/model/watch-rows';

let next = 0;
const event = (over: Partial<FeedEvent> = {}): FeedEvent => {
  next++;
  return {
    platform: 'courtyard',
    kind: 'listing',
    tokenMint: `m${next}`,
    time: 1_000 + next,
    receivedAt: 1_000 + next,
    timestampKey: String(next),
    image: null,
    name: 'Charizard',
    psaId: null,
    grade: '9',
    priceSOL: null,
    priceUSD: 100,
    link: null,
    isGoodDeal: false,
    difference: null,
    percentage: null,
    buyer: null,
    seller: null,
    ...over,
  };
};
const charizard: ResolvedCard = {
  certificate: '42',
  assetId: 'asset-1',
  name: 'Charizard Holo',
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  predictedPrice: 900,
  grade: 9,
};
const byCard: WatchEntry = {
  id: 'n',
  card: { kind: 'card', name: 'Charizard Holo', set: 'Base Set', grade: 9 },
  targetUsd: 500,
  addedAt: '',
};
const byCert: WatchEntry = { id: 'c', card: { kind: 'certificate', certificate: '7' }, targetUsd: 200, addedAt: '' };
const none = () => undefined;

describe('the watchlist guard’s scan', () => {
  it('finds listings at or under a target, never a sale or one already alerted', () => {
    const index = watchIndex([byCert]);
    const hit = event({ psaId: '7', priceUSD: 150 });
    const sale = event({ psaId: '7', priceUSD: 150, kind: 'sale' });
    const dear = event({ psaId: '7', priceUSD: 250 });
    const scan = scanListings([hit, sale, dear], index, none, new Set(), new Set());
    expect(scan.hits.map((found) => found.event)).toStrictEqual([hit]);
    expect(
      scanListings([hit], index, none, new Set([`${hit.tokenMint}|${hit.timestampKey}`]), new Set()).hits,
    ).toStrictEqual([]);
  });

  it('matches by name + set + grade once the card resolved, and keeps an unresolved listing of a watched name waiting', () => {
    const entries = [byCard];
    const index = watchIndex(entries);
    const words = watchedWords(entries);
    const listing = event({ psaId: '42', name: 'charizard holo psa 9', priceUSD: 480 });
    const other = event({ psaId: '43', name: 'Blastoise', priceUSD: 1 });
    const waiting = scanListings([listing, other], index, none, new Set(), words);
    expect(waiting).toStrictEqual({ hits: [], waiting: [listing] });
    const resolved = scanListings([listing], index, (cert) => (cert === '42' ? charizard : null), new Set(), words);
    expect(resolved.hits.map((found) => found.entry.id)).toStrictEqual(['n']);
  });

  it('never alerts a listing above every target', () => {
    fc.assert(
      fc.property(fc.double({ min: 200.01, max: 1e6, noNaN: true }), (price) => {
        const scan = scanListings(
          [event({ psaId: '7', priceUSD: price })],
          watchIndex([byCert]),
          none,
          new Set(),
          new Set(),
        );
        expect(scan.hits).toStrictEqual([]);
      }),
    );
  });
});

describe('the Watchlist panel’s rows', () => {
  it('finds each entry’s newest listing, whatever its price', () => {
    const older = event({ psaId: '7', priceUSD: 900, receivedAt: 10 });
    const newer = event({ psaId: '7', priceUSD: 950, receivedAt: 20 });
    const resolved = event({ psaId: '42', receivedAt: 15 });
    const last = lastListings(
      [byCert, byCard],
      [newer, older, resolved, event({ kind: 'sale', psaId: '7', receivedAt: 99 })],
      (cert) => (cert === '42' ? charizard : undefined),
    );
    expect(last.get('c')).toBe(newer);
    expect(last.get('n')).toBe(resolved);
  });

  it('asks the comps by the card its certificate or last listing resolved to, else by name and grade', () => {
    expect(entryComps(byCard, undefined, none)).toStrictEqual({
      said: { certificate: null, feedName: 'Charizard Holo', grade: 9 },
      card: undefined,
    });
    const seen = event({ psaId: '42', grade: '9' });
    expect(entryComps(byCard, seen, () => charizard).card).toBe(charizard);
    expect(
      entryComps({ ...byCert, card: { kind: 'certificate', certificate: '42' } }, undefined, () => charizard),
    ).toStrictEqual({
      said: { certificate: '42', feedName: null, grade: 9 },
      card: charizard,
    });
  });
});
