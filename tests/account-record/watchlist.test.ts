import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedWatchlist,
  MAX_WATCHLIST_ENTRIES,
  selectWatchlist,
  WatchlistFullError,
  type StoredWatchEntry,
} from '../../src/account-record/watchlist';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const entry = (id: string, over: Partial<StoredWatchEntry> = {}): StoredWatchEntry => ({
  id,
  card: { kind: 'card', name: 'Charizard', set: 'Base Set', grade: 8.5 },
  targetUsd: 1200,
  addedAt: '2026-11-27T00:00:00.000Z',
  ...over,
});

describe('the watchlist in the account record', () => {
  it('reads as empty when the record has none', () => {
    expect(selectWatchlist({})).toStrictEqual({ entries: [], updatedAt: null, skipped: 0 });
  });

  it('skips hostile stored entries one by one and keeps the rest', () => {
    const list = selectWatchlist({
      watchlist: {
        entries: [
          entry('a'),
          { ...entry('b'), targetUsd: -1 },
          { ...entry('c'), targetUsd: 'cheap' },
          { ...entry('d'), card: { kind: 'certificate', certificate: '<img src=x>' } },
          { ...entry('e'), card: { kind: 'card', name: 'x'.repeat(500), set: 'S', grade: 9 } },
          { ...entry('f'), card: { kind: 'card', name: 'Mew', set: 'S', grade: 9.3 } },
          null,
          entry('a'),
          entry('g', { card: { kind: 'certificate', certificate: '12345678' } }),
        ],
        updatedAt: '2026-11-28T00:00:00.000Z',
      },
    });
    expect(list.entries.map((kept) => kept.id)).toStrictEqual(['a', 'g']);
    expect(list.skipped).toBe(7);
    expect(list.updatedAt).toBe('2026-11-28T00:00:00.000Z');
  });

  it('counts a watchlist that is not a list at all as skipped', () => {
    expect(selectWatchlist({ watchlist: 'oops' }).skipped).toBe(1);
    expect(selectWatchlist({ watchlist: { entries: 7 } }).skipped).toBe(1);
  });

  it('adds, changes a target and removes, leaving the other entries as they were', () => {
    const data = { watchlist: { entries: [entry('a'), entry('b')] } };
    const added = changedWatchlist(data, { kind: 'add', entry: entry('c', { targetUsd: 5 }) }, NOW);
    expect(added).toStrictEqual({
      entries: [entry('a'), entry('b'), entry('c', { targetUsd: 5 })],
      updatedAt: NOW.toISOString(),
    });
    const edited = changedWatchlist({ watchlist: added }, { kind: 'target', id: 'b', targetUsd: 99.5 }, NOW);
    expect(edited.entries).toStrictEqual([entry('a'), entry('b', { targetUsd: 99.5 }), entry('c', { targetUsd: 5 })]);
    const removed = changedWatchlist({ watchlist: edited }, { kind: 'remove', id: 'a' }, NOW);
    expect((removed.entries as StoredWatchEntry[]).map((kept) => kept.id)).toStrictEqual(['b', 'c']);
  });

  it('refuses a hostile target on a change, and an entry past the limit', () => {
    expect(() => changedWatchlist({}, { kind: 'add', entry: entry('a', { targetUsd: Number.NaN }) }, NOW)).toThrow();
    const full = { watchlist: { entries: Array.from({ length: MAX_WATCHLIST_ENTRIES }, (_, i) => entry(`e${i}`)) } };
    expect(() => changedWatchlist(full, { kind: 'add', entry: entry('one-more') }, NOW)).toThrow(WatchlistFullError);
  });

  it('never keeps more than the limit, whatever the server holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (count) => {
        const list = selectWatchlist({
          watchlist: { entries: Array.from({ length: count }, (_, i) => entry(`e${i}`)) },
        });
        expect(list.entries.length).toBe(Math.min(count, MAX_WATCHLIST_ENTRIES));
        expect(list.skipped).toBe(Math.max(0, count - MAX_WATCHLIST_ENTRIES));
      }),
      { numRuns: 20 },
    );
  });
});
