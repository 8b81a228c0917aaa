import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventKey, feedEventRecordSchema, type FeedEvent } from '../../../src/feed/model/feed-event';
import {
  excessCount,
  HISTORY_MAX_AGE_MS,
  HISTORY_MAX_EVENTS,
  historyCutoff,
  pendingOnce,
  retainHistory,
} from '../../../src/feed/model/retention';
import { NOW, storedEvent } from '../history-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('the history retention rules', () => {
  it('keep the last 1,000 events or 7 days', () => {
    expect(HISTORY_MAX_EVENTS).toBe(1000);
    expect(HISTORY_MAX_AGE_MS).toBe(7 * DAY);
    expect(historyCutoff(NOW)).toBe(NOW - 7 * DAY);
  });

  it('drop what arrived before the cutoff, and keep what arrived exactly at it', () => {
    const atCutoff = storedEvent({ tokenMint: 'edge', receivedAt: NOW - 7 * DAY });
    const justBefore = storedEvent({ tokenMint: 'old', receivedAt: NOW - 7 * DAY - 1 });
    const recent = storedEvent({ tokenMint: 'new', receivedAt: NOW - 1000 });
    expect(retainHistory([justBefore, atCutoff, recent], NOW).map((event) => event.tokenMint)).toEqual(['new', 'edge']);
  });

  it('keep the newest when there are more than the limit', () => {
    const events = Array.from({ length: 1002 }, (_, index) =>
      storedEvent({ tokenMint: `m${index}`, receivedAt: NOW - index }),
    );
    const kept = retainHistory(events, NOW);
    expect(kept).toHaveLength(1000);
    expect(kept[0]?.tokenMint).toBe('m0');
    expect(kept.at(-1)?.tokenMint).toBe('m999');
    expect(retainHistory(events.slice(0, 1000), NOW)).toHaveLength(1000);
    expect(retainHistory(events.slice(0, 3), NOW, 2).map((event) => event.tokenMint)).toEqual(['m0', 'm1']);
  });

  it('keep one copy of the same event (token mint and timestamp), the first met', () => {
    const first = storedEvent({ tokenMint: 'same', timestampKey: '1', receivedAt: NOW - 5000, name: 'first' });
    const again = storedEvent({ tokenMint: 'same', timestampKey: '1', receivedAt: NOW - 10, name: 'again' });
    const relisted = storedEvent({ tokenMint: 'same', timestampKey: '2', receivedAt: NOW - 20 });
    const kept = retainHistory([first, again, relisted], NOW);
    expect(kept.map((event) => event.name)).toEqual(['Charizard', 'first']);
    expect(kept).toHaveLength(2);
  });

  it('say how many must go', () => {
    expect(excessCount(0)).toBe(0);
    expect(excessCount(1000)).toBe(0);
    expect(excessCount(1001)).toBe(1);
    expect(excessCount(5, 2)).toBe(3);
  });

  const arrivals = fc.array(
    fc.record({
      mint: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      stamp: fc.constantFrom('1', '2', '3'),
      age: fc.integer({ min: -1000, max: 8 * DAY }),
    }),
    { maxLength: 60 },
  );
  const toEvents = (list: { mint: string; stamp: string; age: number }[]) =>
    list.map(({ mint, stamp, age }) => storedEvent({ tokenMint: mint, timestampKey: stamp, receivedAt: NOW - age }));

  it('hold each event once, none expired, newest first, at most the limit, all of them when they fit', () => {
    fc.assert(
      fc.property(arrivals, fc.integer({ min: 1, max: 20 }), (list, limit) => {
        const events = toEvents(list);
        const kept = retainHistory(events, NOW, limit);
        const keys = kept.map(eventKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(kept.length).toBeLessThanOrEqual(limit);
        for (const event of kept) {
          expect(event.receivedAt).toBeGreaterThanOrEqual(historyCutoff(NOW));
          expect(events).toContain(event);
        }
        for (let index = 1; index < kept.length; index++) {
          expect((kept[index - 1] as FeedEvent).receivedAt).toBeGreaterThanOrEqual(
            (kept[index] as FeedEvent).receivedAt,
          );
        }
        const eligible = new Set(events.filter((event) => event.receivedAt >= historyCutoff(NOW)).map(eventKey));
        expect(kept).toHaveLength(Math.min(limit, eligible.size));
      }),
    );
  });

  it('never keep an older event while dropping a newer one', () => {
    fc.assert(
      fc.property(arrivals, fc.integer({ min: 1, max: 10 }), (list, limit) => {
        const events = toEvents(list);
        const kept = retainHistory(events, NOW, limit);
        const all = retainHistory(events, NOW, Number.MAX_SAFE_INTEGER);
        // The limited history is the head of the unlimited one.
        expect(kept).toEqual(all.slice(0, limit));
      }),
    );
  });
});

describe('events waiting to be written', () => {
  it('are taken once each, the first copy, in the order they came', () => {
    const first = storedEvent({ tokenMint: 'x', name: 'first' });
    const other = storedEvent({ tokenMint: 'y' });
    const again = storedEvent({ tokenMint: 'x', name: 'again' });
    expect(pendingOnce([first, other, again]).map((event) => event.name)).toEqual(['first', 'Charizard']);
    // The same mint and time on another platform or kind is another event.
    const sale = storedEvent({ tokenMint: 'x', kind: 'sale' });
    const courtyard = storedEvent({ tokenMint: 'x', platform: 'courtyard' });
    expect(pendingOnce([first, sale, courtyard])).toEqual([first, sale, courtyard]);
  });

  it('keep at most the limit per platform and kind, the newest', () => {
    const listings = ['l1', 'l2', 'l3'].map((tokenMint) => storedEvent({ tokenMint }));
    const sales = ['s1', 's2'].map((tokenMint) => storedEvent({ tokenMint, kind: 'sale' }));
    const mixed = [listings[0], sales[0], listings[1], sales[1], listings[2]] as FeedEvent[];
    expect(pendingOnce(mixed, 2).map((event) => event.tokenMint)).toEqual(['s1', 'l2', 's2', 'l3']);
    expect(pendingOnce(mixed, 3)).toEqual(mixed);
  });

  it('are a subsequence of what came, without repeats, within the limit per feed', () => {
    const list = fc.array(
      fc.record({
        mint: fc.constantFrom('a', 'b', 'c', 'd'),
        kind: fc.constantFrom('listing' as const, 'sale' as const),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 5 }), (arrivals, limit) => {
        const events = arrivals.map(({ mint, kind }) => storedEvent({ tokenMint: mint, kind }));
        const once = pendingOnce(events, limit);
        let from = 0;
        for (const event of once) {
          const at = events.indexOf(event, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + 1;
        }
        const keys = once.map((event) => `${event.kind}|${eventKey(event)}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const kind of ['listing', 'sale']) {
          const unique = new Set(events.filter((event) => event.kind === kind).map(eventKey)).size;
          expect(once.filter((event) => event.kind === kind)).toHaveLength(Math.min(limit, unique));
        }
      }),
    );
  });
});

describe('a stored record, read again', () => {
  it('is taken when it is what the parser makes', () => {
    const event = storedEvent({ kind: 'sale', buyer: 'Buyer', seller: null, time: null, image: null });
    expect(feedEventRecordSchema.safeParse(event)).toEqual({ success: true, data: event });
  });

  it.each([
    ['a script link', { link: 'javascript:alert(1)' }],
    ['a data image', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a link that is not as the parser writes it', { link: 'https://example.com' }],
    ['an unknown platform', { platform: 'magic_eden' }],
    ['an unknown kind', { kind: 'auction' }],
    ['an empty token mint', { tokenMint: '' }],
    ['a name longer than the parser keeps', { name: 'x'.repeat(121) }],
    ['a price that is text', { priceUSD: '450' }],
    ['a time that is not a number', { receivedAt: 'yesterday' }],
    ['a good-deal flag that is not a boolean', { isGoodDeal: 'yes' }],
    ['markup for a name', { name: { __html: '<img src=x onerror=alert(1)>' } }],
  ])('is refused with %s', (_, fields) => {
    expect(feedEventRecordSchema.safeParse({ ...storedEvent(), ...fields }).success).toBe(false);
  });

  it('is refused when it is not an object', () => {
    for (const value of [null, 'event', 42, []]) expect(feedEventRecordSchema.safeParse(value).success).toBe(false);
  });
});
