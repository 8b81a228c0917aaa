// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEvents, FEED_CAP } from '../../../src/features/live-feed/model/feed-buffer';
import { parseFeedMessage, safeHttpUrl, type FeedEvent } from '../../../src/features/live-feed/model/feed-event';

const event = (tokenMint: string, timestamp: number): FeedEvent => {
  const parsed = parseFeedMessage({ type: 'new_listing', data: { tokenMint, timestamp } });
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

  it('never holds more than 50, never twice the same tokenMint and timestamp, newest first', () => {
    fc.assert(
      fc.property(fc.array(arrivals, { maxLength: 8 }), (batches) => {
        let buffer: FeedEvent[] = [];
        const all: FeedEvent[] = [];
        for (const batch of batches) {
          const events = batch.map(({ mint, time }) => event(mint, time * 1_000_000_000_000));
          all.push(...events);
          buffer = addEvents(buffer, events);
          expect(buffer.length).toBeLessThanOrEqual(FEED_CAP);
          const keys = buffer.map((item) => `${item.tokenMint}|${item.timestampKey}`);
          expect(new Set(keys).size).toBe(keys.length);
        }
        // The newest arrival of each key, in reverse arrival order, is what a perfect buffer would hold.
        const expected: string[] = [];
        for (const item of [...all].reverse()) {
          const key = `${item.tokenMint}|${item.timestampKey}`;
          if (!expected.includes(key)) expected.push(key);
        }
        expect(buffer.map((item) => `${item.tokenMint}|${item.timestampKey}`)).toEqual(expected.slice(0, FEED_CAP));
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
    expect(parseFeedMessage({ type: 'new_listing', data })).toMatchObject({
      kind: 'listing',
      psaId: '40123456',
      grade: '10',
      isGoodDeal: true,
    });
    expect(parseFeedMessage({ type: 'new_sale', data: { ...data, buyer: 'B' } })).toMatchObject({
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
      parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 1, link: url, image: url } }),
    ).toMatchObject({
      link: expected,
      image: expected,
    });
  });

  it('cuts long texts and tolerates wrong field types without dropping the event', () => {
    const parsed = parseFeedMessage({
      type: 'new_listing',
      data: {
        tokenMint: 'm',
        timestamp: 1,
        name: 'x'.repeat(10_000),
        priceUSD: 'free',
        isGoodDeal: 'yes',
        grade: { html: '<b>' },
      },
    });
    expect(parsed?.name).toHaveLength(120);
    expect(parsed).toMatchObject({ priceUSD: null, isGoodDeal: false, grade: null });
  });

  it('answers null, never throws, for anything that is not a feed message', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => parseFeedMessage(value)).not.toThrow();
      }),
    );
    expect(parseFeedMessage({ type: 'new_listing', data: { timestamp: 1 } })).toBeNull();
    expect(parseFeedMessage({ type: 'price_update', data: { tokenMint: 'm', timestamp: 1 } })).toBeNull();
    expect(parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 'not a date' } })).toBeNull();
  });
});

describe('the time of a feed event', () => {
  const timeOf = (timestamp: number | string) =>
    parseFeedMessage({ type: 'new_sale', data: { tokenMint: 'm', timestamp } })?.time;

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
    expect(parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 1_700_000_000 } })).toMatchObject(
      { kind: 'listing', timestampKey: '1700000000', time: 1_700_000_000_000 },
    );
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
    expect(parseFeedMessage({ type: 'new_sale', data })).toMatchObject({
      kind: 'sale',
      priceSOL: 1.5,
      priceUSD: 300,
      difference: -20,
      percentage: -6.25,
      seller: 'seller-address',
      buyer: 'buyer-address',
    });
    // A listing has neither, whatever it carries.
    expect(parseFeedMessage({ type: 'new_listing', data })).toMatchObject({ seller: null, buyer: null });
  });

  it('gives null for each figure the event leaves out', () => {
    expect(parseFeedMessage({ type: 'new_listing', data: { tokenMint: 'm', timestamp: 1 } })).toMatchObject({
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
    const buffer = [event('a', 1)];
    expect(addEvents(buffer, [])).toBe(buffer);
  });

  it('keeps the newest 50 of more arrivals than that', () => {
    const arrivals = Array.from({ length: 60 }, (_, index) => event(`m${index}`, 1));
    const buffer = addEvents([], arrivals);
    expect(buffer).toHaveLength(FEED_CAP);
    expect(buffer[0]?.tokenMint).toBe('m59');
    expect(buffer.at(-1)?.tokenMint).toBe('m10');
  });
});
