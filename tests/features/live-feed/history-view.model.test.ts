import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventKey, type FeedEvent } from '../../../src/feed/model/feed-event';
import { NO_FILTERS } from '../../../src/features/live-feed/model/feed-view';
import { historyRows } from '../../../src/features/live-feed/model/history-view';
import { HISTORY_MAX_AGE_MS } from '../../../src/feed/model/retention';
import { card, NOW } from '../../feed/feed-fixtures';

const at = (receivedAt: number, data: Record<string, unknown> = {}): FeedEvent => ({ ...card(data), receivedAt });

describe('the rows of a panel’s history view', () => {
  it('lists the kept and the stored events once each, newest arrival first, none past 7 days', () => {
    const again = at(NOW - 5, { tokenMint: 'again', timestamp: 1, name: 'kept copy' });
    const kept = [at(NOW - 1, { name: 'live' }), again];
    const stored = [
      { ...again, name: 'stored copy', receivedAt: NOW - 50 },
      at(NOW - 10, { name: 'stored' }),
      at(NOW - HISTORY_MAX_AGE_MS - 1, { name: 'expired' }),
    ];
    expect(historyRows(kept, stored, NOW, null).map((event) => event.name)).toEqual(['live', 'kept copy', 'stored']);
  });

  it('applies the panel’s filters when asked, over the names a card goes by', () => {
    const stored = [at(NOW - 1, { name: 'Mew', grade: 9 }), at(NOW - 2, { name: 'Pikachu', grade: 10 })];
    const filters = { ...NO_FILTERS, keyword: 'charizard' };
    const namesOf = (event: FeedEvent) => (event.name === 'Pikachu' ? ['Pikachu', 'Charizard'] : ['Mew']);
    expect(historyRows([], stored, NOW, filters, namesOf).map((event) => event.name)).toEqual(['Pikachu']);
    expect(historyRows([], stored, NOW, { ...NO_FILTERS, grade: 9 }).map((event) => event.name)).toEqual(['Mew']);
    expect(historyRows([], stored, NOW, NO_FILTERS)).toHaveLength(2);
  });

  it('holds at most 1,000, the newest', () => {
    const stored = Array.from({ length: 1005 }, (_, index) => at(NOW - index));
    const rows = historyRows([], stored, NOW, null);
    expect(rows).toHaveLength(1000);
    expect(rows[0]).toBe(stored[0]);
    expect(rows.at(-1)).toBe(stored[999]);
  });

  it('holds each event once, newest first, only events it was given, whatever they are', () => {
    const events = fc.array(
      fc.record({
        mint: fc.constantFrom('a', 'b', 'c', 'd'),
        stamp: fc.integer({ min: 1, max: 3 }),
        age: fc.nat(HISTORY_MAX_AGE_MS * 2),
        grade: fc.constantFrom(8, 9, 10),
      }),
      { maxLength: 30 },
    );
    const toEvents = (list: { mint: string; stamp: number; age: number; grade: number }[]) =>
      list.map(({ mint, stamp, age, grade }) => at(NOW - age, { tokenMint: mint, timestamp: stamp, grade }));
    fc.assert(
      fc.property(events, events, fc.boolean(), (keptList, storedList, filtered) => {
        const kept = toEvents(keptList);
        const stored = toEvents(storedList);
        const rows = historyRows(kept, stored, NOW, filtered ? { ...NO_FILTERS, grade: 9 } : null);
        const keys = rows.map(eventKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (let index = 1; index < rows.length; index++) {
          expect((rows[index - 1] as FeedEvent).receivedAt).toBeGreaterThanOrEqual(
            (rows[index] as FeedEvent).receivedAt,
          );
        }
        for (const row of rows) {
          expect([...kept, ...stored]).toContain(row);
          expect(row.receivedAt).toBeGreaterThanOrEqual(NOW - HISTORY_MAX_AGE_MS);
          if (filtered) expect(row.grade).toBe('9');
        }
      }),
    );
  });
});
