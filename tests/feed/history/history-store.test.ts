import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedId, HISTORY_DB_NAME, HISTORY_DB_VERSION, type HistorySchema } from '../../../src/feed/history/history-db';
import {
  clearHistory,
  flushHistory,
  HISTORY_FLUSH_MS,
  HISTORY_WRITE_CHUNK,
  historyStatus,
  readHistory,
  recordHistory,
  subscribeHistoryStatus,
} from '../../../src/feed/history/history-store';
import type { FeedEvent } from '../../../src/feed/model/feed-event';
import { NOW, storedEvent } from '../history-fixtures';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  // Only the clock and the store's timer are faked: fake-indexeddb runs its requests on setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Listings as they arrive, oldest first: `m<n>` arrived at NOW - 1 day + n ms. */
const listings = (count: number, from = 0, fields: Partial<FeedEvent> = {}) =>
  Array.from({ length: count }, (_, index) =>
    storedEvent({ tokenMint: `m${from + index}`, receivedAt: NOW - DAY + from + index, ...fields }),
  );

/** Puts records in the store as they are, past the app: what another version or a person with dev tools could. */
async function putRaw(records: unknown[]) {
  const db = await openDB<HistorySchema>(HISTORY_DB_NAME, HISTORY_DB_VERSION, {
    upgrade(upgrading) {
      upgrading.createObjectStore('events', { keyPath: 'id' }).createIndex('byFeed', ['feed', 'receivedAt']);
    },
  });
  const tx = db.transaction('events', 'readwrite');
  for (const record of records) void tx.store.put(record as HistorySchema['events']['value']);
  await tx.done;
  db.close();
}

describe('the feed history store', () => {
  it('writes what arrives once a second, in one transaction, and reads it back newest first', async () => {
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    for (let second = 0; second < 5; second++) recordHistory('1', listings(100, second * 100));
    await vi.advanceTimersByTimeAsync(HISTORY_FLUSH_MS - 1);
    expect(transactions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await flushHistory();
    expect(transactions.mock.calls.filter(([, mode]) => mode === 'readwrite')).toEqual([['events', 'readwrite']]);

    const { events, skipped } = await readHistory('1', 'collector_crypt', 'listing');
    expect(skipped).toBe(0);
    expect(events).toHaveLength(500);
    expect(events[0]?.tokenMint).toBe('m499');
    expect(events.at(-1)?.tokenMint).toBe('m0');
  });

  it('puts a busy second in chunks, each once the one before it is stored, so the page answers in between', async () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
    const put = IDBObjectStore.prototype.put;
    const requests: IDBRequest[] = [];
    /** For each put, how many of the puts before it were already stored. */
    const storedBefore: number[] = [];
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      storedBefore.push(requests.filter((request) => request.readyState === 'done').length);
      const request = put.apply(this, args);
      requests.push(request);
      return request;
    });
    recordHistory('1', listings(500));
    await flushHistory();

    expect(requests).toHaveLength(500);
    // Within a chunk nothing is stored yet; each chunk starts with every earlier one stored.
    for (let index = 0; index < 500; index += HISTORY_WRITE_CHUNK) {
      expect(storedBefore[index]).toBe(index);
      expect(storedBefore[index + HISTORY_WRITE_CHUNK - 1]).toBe(index);
    }
    expect((await readHistory('1', 'collector_crypt', 'listing')).events).toHaveLength(500);
  });

  it('keeps each user, platform and kind apart', async () => {
    recordHistory('1', [storedEvent({ tokenMint: 'mine' })]);
    recordHistory('2', [storedEvent({ tokenMint: 'theirs' })]);
    recordHistory('1', [
      storedEvent({ tokenMint: 'sold', kind: 'sale' }),
      storedEvent({ tokenMint: 'yard', platform: 'courtyard' }),
    ]);
    await flushHistory();
    const mints = async (userId: string, platform: FeedEvent['platform'], kind: FeedEvent['kind']) =>
      (await readHistory(userId, platform, kind)).events.map((event) => event.tokenMint);
    expect(await mints('1', 'collector_crypt', 'listing')).toEqual(['mine']);
    expect(await mints('2', 'collector_crypt', 'listing')).toEqual(['theirs']);
    expect(await mints('1', 'collector_crypt', 'sale')).toEqual(['sold']);
    expect(await mints('1', 'courtyard', 'listing')).toEqual(['yard']);
    expect(await mints('1', 'phygitals', 'listing')).toEqual([]);
  });

  it('keeps the last 1,000 of a feed, and nothing older than 7 days', async () => {
    recordHistory(
      '1',
      listings(3, 0, { receivedAt: NOW - 6 * DAY }).map((event, index) => ({ ...event, tokenMint: `old${index}` })),
    );
    await flushHistory();
    expect((await readHistory('1', 'collector_crypt', 'listing')).events).toHaveLength(3);
    // A day and a bit later, those three are more than 7 days old.
    vi.setSystemTime(NOW + DAY + 1);
    recordHistory('1', listings(700));
    await flushHistory();
    recordHistory('1', listings(500, 700));
    await flushHistory();
    const { events } = await readHistory('1', 'collector_crypt', 'listing');
    expect(events).toHaveLength(1000);
    expect(events[0]?.tokenMint).toBe('m1199');
    expect(events.at(-1)?.tokenMint).toBe('m200');
    // Pruned in the store itself, not only left out when read.
    const db = await openDB<HistorySchema>(HISTORY_DB_NAME, HISTORY_DB_VERSION);
    expect(await db.count('events')).toBe(1000);
    db.close();
  });

  it('skips a damaged or hostile record and reads the rest', async () => {
    recordHistory('1', listings(2));
    await flushHistory();
    const feed = feedId('1', 'collector_crypt', 'listing');
    const hostile = storedEvent({ tokenMint: 'evil', link: 'javascript:alert(1)' });
    await putRaw([
      { id: 'evil', feed, receivedAt: NOW, event: hostile },
      { id: 'not-an-event', feed, receivedAt: NOW, event: '<script>alert(1)</script>' },
      { id: 'filed-wrong', feed, receivedAt: NOW, event: storedEvent({ tokenMint: 'sale', kind: 'sale' }) },
      { id: 'time-lies', feed, receivedAt: NOW, event: storedEvent({ tokenMint: 'liar', receivedAt: NOW - 5 }) },
      { id: 'no-event', feed, receivedAt: NOW },
      // A time no Date can hold would throw where the row writes its date: the panel would fail on every opening.
      { id: 'no-such-date', feed, receivedAt: NOW, event: storedEvent({ tokenMint: 'far', time: 1e16 }) },
      { id: 'before-dates', feed, receivedAt: NOW, event: storedEvent({ tokenMint: 'early', time: -1e16 }) },
    ]);
    const { events, skipped } = await readHistory('1', 'collector_crypt', 'listing');
    expect(events.map((event) => event.tokenMint)).toEqual(['m1', 'm0']);
    expect(skipped).toBe(7);
    expect(historyStatus()).toBe('on');
  });

  it('clears one feed, with what was waiting to be written, and leaves the others', async () => {
    recordHistory('1', listings(3));
    recordHistory('1', [storedEvent({ tokenMint: 'sold', kind: 'sale' })]);
    await flushHistory();
    recordHistory('1', [storedEvent({ tokenMint: 'waiting' })]);
    await clearHistory('1', 'collector_crypt', 'listing');
    await flushHistory();
    expect((await readHistory('1', 'collector_crypt', 'listing')).events).toEqual([]);
    expect((await readHistory('1', 'collector_crypt', 'sale')).events.map((event) => event.tokenMint)).toEqual([
      'sold',
    ]);
  });

  it('is off, reads nothing and throws nothing, when the browser has no IndexedDB', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    expect(historyStatus()).toBe('off');
    recordHistory('1', listings(1));
    await expect(flushHistory()).resolves.toBeUndefined();
    await expect(readHistory('1', 'collector_crypt', 'listing')).resolves.toEqual({ events: [], skipped: 0 });
    await expect(clearHistory('1', 'collector_crypt', 'listing')).resolves.toBeUndefined();
  });

  it('turns off, and says so once, when the browser refuses to open it', async () => {
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const told = vi.fn();
    const stop = subscribeHistoryStatus(told);
    expect(historyStatus()).toBe('on');
    await expect(readHistory('1', 'collector_crypt', 'listing')).resolves.toEqual({ events: [], skipped: 0 });
    expect(historyStatus()).toBe('off');
    recordHistory('1', listings(1));
    await flushHistory();
    await readHistory('1', 'collector_crypt', 'sale');
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns off when the disk is full, and stops writing', async () => {
    await readHistory('1', 'collector_crypt', 'listing');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    recordHistory('1', listings(2));
    await vi.advanceTimersByTimeAsync(HISTORY_FLUSH_MS);
    await flushHistory();
    expect(historyStatus()).toBe('off');
    const calls = put.mock.calls.length;
    recordHistory('1', listings(2, 10));
    await vi.advanceTimersByTimeAsync(HISTORY_FLUSH_MS * 3);
    expect(put.mock.calls.length).toBe(calls);
  });
});
