import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEvents, arrivedSince, EMPTY_FEED, FEED_CAP, type KeptFeed } from '../../../src/feed/model/feed-buffer';
import { eventKey, comparedValue, type FeedEvent } from '../../../src/feed/model/feed-event';
import { FUTURE_TOLERANCE_MS, parseFeedMessage } from '../../../src/feed/model/parse-frame';
import { safeHttpUrl } from '../../../src/lib/safe-url';
import { NOW } from '../feed-fixtures';

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

describe('platforms and times', () => {
  const data = { tokenMint: 'm', timestamp: NOW };
  it('reads the platform, Collector Crypt when absent, and drops platforms it does not know', () => {
    expect(parseFeedMessage({ type: 'new_listing', data }, NOW)?.platform).toBe('collector_crypt');
    expect(parseFeedMessage({ type: 'new_listing', data: { ...data, platform: null } }, NOW)?.platform).toBe(
      'collector_crypt',
    );
    expect(parseFeedMessage({ type: 'new_sale', data: { ...data, platform: 'courtyard' } }, NOW)?.platform).toBe(
      'courtyard',
    );
    expect(parseFeedMessage({ type: 'new_sale', data: { ...data, platform: 'phygitals' } }, NOW)?.platform).toBe(
      'phygitals',
    );
    for (const platform of ['magic_eden', 'Courtyard', '', 3, { name: 'courtyard' }]) {
      expect(parseFeedMessage({ type: 'new_listing', data: { ...data, platform } }, NOW)).toBeNull();
    }
  });

  it('believes a time up to a day ahead of ours, and shows a later or impossible one as unknown', () => {
    const at = (timestamp: unknown) => parseFeedMessage({ type: 'new_listing', data: { ...data, timestamp } }, NOW);
    expect(at(NOW - 5000)?.time).toBe(NOW - 5000);
    expect(at((NOW - 5000) / 1000)?.time).toBe(NOW - 5000);
    expect(at(new Date(NOW).toISOString())?.time).toBe(NOW);
    expect(at(NOW + FUTURE_TOLERANCE_MS)?.time).toBe(NOW + FUTURE_TOLERANCE_MS);
    expect(at(NOW + FUTURE_TOLERANCE_MS + 1)).toMatchObject({ time: null, receivedAt: NOW });
    expect(at(9e20)?.time).toBeNull();
    expect(at(-9e20)?.time).toBeNull();
    expect(at('x'.repeat(65))).toBeNull();
  });

  it('reads NaN, Infinity and text prices as missing, and names the compared value only when it is real', () => {
    const parsed = parseFeedMessage(
      JSON.parse(
        '{"type":"new_listing","data":{"tokenMint":"m","timestamp":1,"priceUSD":1e999,"priceSOL":"NaN","difference":-1e999}}',
      ),
      NOW,
    );
    expect(parsed).toMatchObject({ priceUSD: null, priceSOL: null, difference: null });
    expect(comparedValue({ priceUSD: 100, difference: 25 })).toBe(125);
    expect(comparedValue({ priceUSD: 100, difference: -150 })).toBeNull();
    expect(comparedValue({ priceUSD: null, difference: 25 })).toBeNull();
  });
});

/** When the frames of these tests arrived. */
const RECEIVED = Date.UTC(2026, 10, 23);

describe('the time of a feed event', () => {
  // Received at the last moment a Date can hold, so that no time here is taken for one in the future.
  const timeOf = (timestamp: number | string) =>
    parseFeedMessage({ type: 'new_sale', data: { tokenMint: 'm', timestamp } }, 8.64e15)?.time;

  it('reads a number below 10^12 as seconds and from 10^12 up as milliseconds', () => {
    // 2001-09-09T01:46:40Z, the first moment that is 10^12 ms, written both ways.
    expect(timeOf(1_000_000_000)).toBe(1_000_000_000_000);
    expect(timeOf(1_000_000_000_000)).toBe(1_000_000_000_000);
    expect(timeOf(999_999_999_999)).toBe(999_999_999_999_000);
    expect(timeOf(1_700_000_000_123)).toBe(1_700_000_000_123);
  });

  it('reads a date written as text, and refuses text that is no date', () => {
    expect(timeOf('2024-05-01T12:00:00Z')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(timeOf('yesterday')).toBeUndefined();
  });

  it('keeps the timestamp as it came for telling events apart', () => {
    expect(
      parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 1_700_000_000 } }, RECEIVED),
    ).toMatchObject({ kind: 'listing', timestampKey: '1700000000', time: 1_700_000_000_000 });
  });
});

describe('the fields of a feed event', () => {
  it('keeps the prices, the deal figures, the buyer and the seller of a sale as they came', () => {
    const data = {
      tokenMint: 'm',
      timestamp: 1_700_000_000,
      priceSOL: 1.5,
      priceUSD: 300,
      difference: -20,
      percentage: -6.25,
      seller: 'seller-address',
      buyer: 'buyer-address',
    };
    expect(parseFeedMessage({ type: 'new_sale', data }, RECEIVED)).toMatchObject({
      kind: 'sale',
      priceSOL: 1.5,
      priceUSD: 300,
      difference: -20,
      percentage: -6.25,
      seller: 'seller-address',
      buyer: 'buyer-address',
    });
    // A listing has neither, whatever it carries.
    expect(parseFeedMessage({ type: 'new_listing', data }, RECEIVED)).toMatchObject({ seller: null, buyer: null });
  });

  it('gives null for each figure the event leaves out', () => {
    expect(parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 1 } }, RECEIVED)).toMatchObject({
      priceSOL: null,
      priceUSD: null,
      difference: null,
      percentage: null,
      seller: null,
      buyer: null,
      name: null,
    });
  });
});

describe('adding events to the feed', () => {
  it('keeps the buffer as it is when nothing arrives', () => {
    const kept = addEvents(EMPTY_FEED, [event('a', 1)]);
    expect(addEvents(kept, [])).toBe(kept);
  });

  it('keeps the newest 50 of more arrivals than that', () => {
    const arrivals = Array.from({ length: 60 }, (_, index) => event(`m${index}`, 1));
    const { events } = addEvents(EMPTY_FEED, arrivals);
    expect(events).toHaveLength(FEED_CAP);
    expect(events[0]?.tokenMint).toBe('m59');
    expect(events.at(-1)?.tokenMint).toBe('m10');
  });
});
