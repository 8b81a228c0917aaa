import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARD_TTL_MS, createCardCache, NOT_FOUND_TTL_MS, type CardEntry } from '../../src/cards/card-cache';
import type { ResolvedCard } from '../../src/cards/model/card';

const charizard: ResolvedCard = {
  certificate: '12345678',
  assetId: 'asset-charizard',
  name: 'Charizard Holo',
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  predictedPrice: 5200,
  grade: 9,
};
const found: CardEntry = { certificate: '12345678', card: charizard, storedAt: 1_000 };
const notFound: CardEntry = { certificate: '999', card: null, storedAt: 1_000 };

beforeEach(() => {
  // A fresh, empty IndexedDB for each test.
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'indexedDB');
});

describe('the card cache', () => {
  it('keeps a card for 7 days and a not-found for an hour, per user, across visits', async () => {
    await createCardCache().save('ann', found);
    await createCardCache().save('ann', notFound);
    const nextVisit = createCardCache();
    expect(await nextVisit.load('ann', 2_000)).toEqual(expect.arrayContaining([found, notFound]));
    expect(await nextVisit.load('bob', 2_000)).toEqual([]);
    expect(await nextVisit.load('ann', 1_000 + NOT_FOUND_TTL_MS)).toEqual([found]);
    expect(await nextVisit.load('ann', 1_000 + CARD_TTL_MS)).toEqual([]);
    expect(nextVisit.durable()).toBe(true);
  });

  it('skips a bad stored record and keeps the rest', async () => {
    const cache = createCardCache();
    await cache.save('ann', found);
    const db = await openDB('poolbot-cards', 1);
    await db.put('cards', {
      key: 'ann|666',
      userId: 'ann',
      certificate: '666',
      storedAt: 1_000,
      card: { name: '<b>' },
    });
    await db.put('cards', { key: 'ann|667', userId: 'ann', certificate: 'javascript:', storedAt: 1_000, card: null });
    db.close();
    expect(await createCardCache().load('ann', 2_000)).toEqual([found]);
  });

  it('works from memory for the visit when the browser refuses the store', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    const cache = createCardCache();
    await cache.save('ann', found);
    expect(await cache.load('ann', 2_000)).toEqual([found]);
    expect(cache.durable()).toBe(false);
  });

  it('works from memory when opening the store fails', async () => {
    const cache = createCardCache(() => Promise.reject(new Error('quota')));
    await cache.save('ann', notFound);
    expect(await cache.load('ann', 2_000)).toEqual([notFound]);
    expect(await cache.load('bob', 2_000)).toEqual([]);
    expect(cache.durable()).toBe(false);
  });
});
