import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEvents, EMPTY_FEED, FEED_CAP } from '../../../src/feed/model/feed-buffer';
import { eventKey, type FeedEvent } from '../../../src/feed/model/feed-event';
import { capRows, splitAtOpen } from '../../../src/features/live-feed/model/feed-rows';
import { retainHistory } from '../../../src/feed/model/retention';
import { card, NOW } from '../../feed/feed-fixtures';

const at = (receivedAt: number, data: Record<string, unknown> = {}): FeedEvent => ({ ...card(data), receivedAt });

describe('a panel split where it opened', () => {
  it('puts what arrived since on top, and what was kept before with the stored history below, newest first', () => {
    const keptBefore = [at(NOW - 10, { name: 'kept 1' }), at(NOW - 5, { name: 'kept 2' })];
    const opened = addEvents(EMPTY_FEED, keptBefore);
    const live = [at(NOW + 1, { name: 'live 1' }), at(NOW + 2, { name: 'live 2' })];
    const kept = addEvents(opened, live);
    const stored = [at(NOW - 7, { name: 'stored new' }), at(NOW - 3600_000, { name: 'stored old' })];
    const split = splitAtOpen(kept, opened.arrived, stored);
    expect(split.live.map((event) => event.name)).toEqual(['live 2', 'live 1']);
    expect(split.earlier.map((event) => event.name)).toEqual(['kept 2', 'stored new', 'kept 1', 'stored old']);
  });

  it('shows a stored event once, as the kept copy, when the feed delivered it again', () => {
    const again = at(NOW, { tokenMint: 'same', timestamp: 5 });
    const stored = { ...again, receivedAt: NOW - 60_000, name: 'stored copy' };
    const kept = addEvents(EMPTY_FEED, [again]);
    expect(splitAtOpen(kept, 0, [stored])).toEqual({ live: [again], earlier: [] });
    expect(splitAtOpen(kept, kept.arrived, [stored])).toEqual({ live: [], earlier: [again] });
  });

  it('holds every event once, live or earlier, whatever arrives and whenever the panel opened', () => {
    const events = fc.array(
      fc.record({
        mint: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        stamp: fc.integer({ min: 1, max: 3 }),
        age: fc.nat(1000),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(events, events, events, (before, after, history) => {
        const make = (list: { mint: string; stamp: number; age: number }[]) =>
          list.map(({ mint, stamp, age }) => at(NOW - age, { tokenMint: mint, timestamp: stamp }));
        // The feed's own events arrive in time order.
        const arrive = (list: { mint: string; stamp: number }[], from: number) =>
          list.map(({ mint, stamp }, index) => at(from + index, { tokenMint: mint, timestamp: stamp }));
        const opened = addEvents(EMPTY_FEED, arrive(before, NOW - 500));
        const kept = addEvents(opened, arrive(after, NOW));
        // As the store gives it: each once, newest first.
        const stored = retainHistory(make(history), NOW);
        const split = splitAtOpen(kept, opened.arrived, stored);
        const keys = [...split.live, ...split.earlier].map(eventKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set([...kept.events, ...stored].map(eventKey)));
        expect(split.live).toEqual(kept.events.slice(0, kept.arrived - opened.arrived));
        for (let index = 1; index < split.earlier.length; index++) {
          expect((split.earlier[index - 1] as FeedEvent).receivedAt).toBeGreaterThanOrEqual(
            (split.earlier[index] as FeedEvent).receivedAt,
          );
        }
      }),
    );
  });
});

describe('the rows of a panel', () => {
  it('are at most 50, the live ones first', () => {
    expect(FEED_CAP).toBe(50);
    const live = Array.from({ length: 30 }, (_, index) => `live ${index}`);
    const earlier = Array.from({ length: 40 }, (_, index) => `earlier ${index}`);
    const rows = capRows(live, earlier);
    expect(rows.live).toEqual(live);
    expect(rows.earlier).toEqual(earlier.slice(0, 20));
    expect(capRows(earlier.concat(live), earlier)).toEqual({ live: earlier.concat(live).slice(0, 50), earlier: [] });
    expect(capRows(['a'], ['b', 'c'], 2)).toEqual({ live: ['a'], earlier: ['b'] });
  });

  it('keep as many as fit, in order, live ones never dropped for earlier ones', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.array(fc.nat()), fc.integer({ min: 0, max: 60 }), (live, earlier, cap) => {
        const rows = capRows(live, earlier, cap);
        expect(rows.live.length + rows.earlier.length).toBe(Math.min(cap, live.length + earlier.length));
        expect(rows.live).toEqual(live.slice(0, rows.live.length));
        expect(rows.earlier).toEqual(earlier.slice(0, rows.earlier.length));
        if (rows.earlier.length > 0) expect(rows.live).toHaveLength(live.length);
      }),
    );
  });
});
