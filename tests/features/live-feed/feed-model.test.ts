// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEvents,
  arrivedSince,
  EMPTY_FEED,
  eventKey,
  FEED_CAP,
  type KeptFeed,
} from '../../../src/features/live-feed/model/feed-buffer';
import { parseFeedMessage, safeHttpUrl, type FeedEvent } from '../../../src/features/live-feed/model/feed-event';

const NOW = 1_763_700_000_000;

const event = (tokenMint: string, timestamp: number): FeedEvent => {
  const parsed = parseFeedMessage({ type: 'new_listing', data: { tokenMint, timestamp } }, NOW);
  if (!parsed) throw new Error('test event did not parse');
  return parsed;
};

describe('the feed buffer', () => {
  const arrivals = fc.array(
    fc.record({ mint: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), time: fc.integer({ min: 1, max: 40 }) }),
    {
      maxLength: 300,
    },
  );

  it('never holds more than 50, never twice the same tokenMint and timestamp, what is new first', () => {
    fc.assert(
      fc.property(fc.array(arrivals, { maxLength: 8 }), (batches) => {
        let buffer: KeptFeed = EMPTY_FEED;
        for (const batch of batches) {
          const before = buffer;
          const keptKeys = new Set(before.events.map(eventKey));
          const events = batch.map(({ mint, time }) => event(mint, time * 1000));
          buffer = addEvents(buffer, events);
          expect(buffer.events.length).toBeLessThanOrEqual(FEED_CAP);
          const keys = buffer.events.map(eventKey);
          expect(new Set(keys).size).toBe(keys.length);
          // What was not kept yet comes first, newest first, and is counted as arrived; a repeat is not news.
          const fresh = [...new Set(events.map(eventKey))].filter((key) => !keptKeys.has(key)).reverse();
          expect(buffer.arrived).toBe(before.arrived + fresh.length);
          expect(keys.slice(0, fresh.length)).toEqual(fresh.slice(0, FEED_CAP));
          expect(arrivedSince(buffer, before.arrived).map(eventKey)).toEqual(fresh.slice(0, FEED_CAP));
          // The rest is what was kept, in its order.
          expect(keys.slice(fresh.length)).toEqual(
            before.events.map(eventKey).slice(0, Math.max(0, FEED_CAP - fresh.length)),
          );
        }
      }),
    );
  });
});

describe('feed messages', () => {
  it('reads a listing and a sale with every field', () => {
    const data = {
      tokenMint: 'Mint1',
      timestamp: 1_763_700_000_000,
      image: 'https://cdn.example/c.png',
      psaId: 40_123_456,
      grade: 10,
      priceSOL: 1.5,
      priceUSD: 270,
      link: 'https://collectorcrypt.com/assets/solana/Mint1',
      isGoodDeal: true,
      difference: 30,
      percentage: 10,
    };
    expect(parseFeedMessage({ type: 'new_listing', data }, NOW)).toMatchObject({
      kind: 'listing',
      psaId: '40123456',
      grade: '10',
      isGoodDeal: true,
    });
    expect(parseFeedMessage({ type: 'new_sale', data: { ...data, buyer: 'B' } }, NOW)).toMatchObject({
      kind: 'sale',
      buyer: 'B',
      seller: null,
    });
  });

  it.each([
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', null],
    ['ftp://files.example/x', null],
    ['https://ok.example/x', 'https://ok.example/x'],
    ['http://ok.example/x', 'http://ok.example/x'],
  ])('keeps only http(s) links and images: %s', (url, expected) => {
    expect(safeHttpUrl(url)).toBe(expected);
    expect(
      parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 1, link: url, image: url } }, NOW),
    ).toMatchObject({
      link: expected,
      image: expected,
    });
  });

  it('cuts long texts and tolerates wrong field types without dropping the event', () => {
    const parsed = parseFeedMessage(
      {
        type: 'new_listing',
        data: {
          tokenMint: 'm',
          timestamp: 1,
          name: 'x'.repeat(10_000),
          priceUSD: 'free',
          isGoodDeal: 'yes',
          grade: { html: '<b>' },
        },
      },
      NOW,
    );
    expect(parsed?.name).toHaveLength(120);
    expect(parsed).toMatchObject({ priceUSD: null, isGoodDeal: false, grade: null });
  });

  it('answers null, never throws, for anything that is not a feed message', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => parseFeedMessage(value, NOW)).not.toThrow();
      }),
    );
    expect(parseFeedMessage({ type: 'new_listing', data: { timestamp: 1 } }, NOW)).toBeNull();
    expect(parseFeedMessage({ type: 'price_update', data: { tokenMint: 'm', timestamp: 1 } }, NOW)).toBeNull();
    expect(
      parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 'not a date' } }, NOW),
    ).toBeNull();
  });
});
