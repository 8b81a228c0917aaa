// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_REGISTRY } from '../../src/markets/venue-registry';
import { VENUE_URLS } from '../../src/markets/venue-sources';
import { isApiError } from '../../src/lib/api-error';
import { bookMid } from '../../src/markets/model/order-book';
import { VENUES, type BuiltInVenueId } from '../../src/markets/model/venues';
import { UnusableBook } from '../../src/markets/venues/shared/book-reader';
import { bookHandlers, resetBookFaults, setBookFault } from '../../src/mocks/handlers/venues/books';
import { server } from '../server';
import { BOOK_CALLS, BTC, GOOD_ASKS, GOOD_BIDS, NOW, readBook, serveBook, type RawLevel } from './book-replies';

/** What a read failed with: its kind, and the book's problem when it read but could not be used. */
async function failureOf(venue: BuiltInVenueId, market = BTC[venue]): Promise<{ kind: string; problem?: string }> {
  try {
    await readBook(venue, market);
  } catch (error) {
    if (error instanceof UnusableBook) return { kind: error.kind, problem: error.problem };
    if (isApiError(error)) return { kind: error.kind };
    throw error;
  }
  throw new Error('the book read');
}

describe("each venue's book, in its real reply shape", () => {
  it.each(VENUES)('%s: both sides best first, in units of the asset', async (venue) => {
    serveBook(venue, GOOD_BIDS, GOOD_ASKS);
    const { book, readAt } = await readBook(venue);
    expect(readAt).toBe(NOW);
    expect(book).toEqual({
      bids: [
        { price: 97000.5, size: 0.75 },
        { price: 96999, size: 2.5 },
      ],
      asks: [
        { price: 97001.5, size: 1.25 },
        { price: 97003, size: 4 },
      ],
    });
    expect(bookMid(book)).toBe(97001);
  });

  it('asks each venue for the market as it names it', async () => {
    const asked = Object.fromEntries(VENUES.map((venue) => [venue, serveBook(venue, GOOD_BIDS, GOOD_ASKS)]));
    for (const venue of VENUES) await readBook(venue);
    expect(asked.hyperliquid?.body).toEqual({ type: 'l2Book', coin: 'BTC' });
    const query = (venue: BuiltInVenueId) => Object.fromEntries(asked[venue]?.url?.searchParams ?? []);
    expect(query('aster')).toEqual({ symbol: 'BTCUSDT', limit: '100' });
    expect(query('lighter')).toEqual({ market_id: '1', limit: '100' });
    expect(query('edgex')).toEqual({ contractId: '10000001', level: '200' });
    expect(query('pacifica')).toEqual({ symbol: 'BTC' });
    expect(query('backpack')).toEqual({ symbol: 'BTC_USDC_PERP' });
  });

  it("goes through the venue's gate, counted at the weight the venue's facts give its book call", async () => {
    const weights: Partial<Record<BuiltInVenueId, number[]>> = {};
    for (const venue of VENUES) {
      serveBook(venue, GOOD_BIDS, GOOD_ASKS);
      const definition = BUILT_IN_REGISTRY.facts(venue);
      const read = definition?.book;
      if (!read) throw new Error(`${venue} has no book reader in its definition`);
      await read(
        {
          baseUrl: VENUE_URLS[venue],
          now: () => NOW,
          pass: (weight, call) => {
            (weights[venue] ??= []).push(weight.upTo);
            return call();
          },
        },
        BTC[venue],
      );
    }
    // Hyperliquid's l2Book 2, Aster's depth of 100 levels 5, one request or credit on the others.
    expect(weights).toEqual({ hyperliquid: [2], aster: [5], lighter: [1], edgex: [1], pacifica: [1], backpack: [1] });
  });

  it('Lighter: single orders at one price summed into a level', async () => {
    serveBook(
      'lighter',
      [
        ['97000.5', '0.25'],
        ['96999.0', '2.5'],
        ['97000.5', '0.5'],
      ],
      [
        ['97001.5', '1.0000'],
        ['97001.5', '0.2500'],
        ['97003.0', '4.0000'],
      ],
    );
    const { book } = await readBook('lighter');
    expect(book.bids).toEqual([
      { price: 97000.5, size: 0.75 },
      { price: 96999, size: 2.5 },
    ]);
    expect(book.asks[0]).toEqual({ price: 97001.5, size: 1.25 });
  });

  it('Lighter and EdgeX cannot be asked without their market id', async () => {
    await expect(readBook('lighter', { symbol: 'BTC', unitSize: 1 })).rejects.toMatchObject({ kind: 'malformed' });
    await expect(readBook('edgex', { symbol: 'BTCUSD', unitSize: 1 })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('Lighter: a refusal in its own code is no book', async () => {
    server.use(
      http.get(`${VENUE_URLS.lighter}/api/v1/orderBookOrders`, () =>
        HttpResponse.json({
          code: 21602,
          message: 'invalid market index',
          total_asks: 0,
          asks: [],
          total_bids: 0,
          bids: [],
        }),
      ),
    );
    expect(await failureOf('lighter')).toEqual({ kind: 'malformed' });
  });

  it('EdgeX: another contract’s book is not the one asked for', async () => {
    server.use(
      http.get(`${VENUE_URLS.edgex}/api/v1/public/quote/getDepth`, () => {
        const reply = BOOK_CALLS.edgex.reply(GOOD_BIDS, GOOD_ASKS) as { data: { contractId: string }[] };
        return HttpResponse.json({ ...reply, data: reply.data.map((depth) => ({ ...depth, contractId: '10000002' })) });
      }),
    );
    expect(await failureOf('edgex')).toEqual({ kind: 'malformed' });
  });

  it('Hyperliquid: null for a coin it does not list is an empty book', async () => {
    server.use(http.post(`${VENUE_URLS.hyperliquid}/info`, () => HttpResponse.json(null)));
    expect(await failureOf('hyperliquid')).toEqual({ kind: 'empty', problem: 'empty' });
  });

  it('Hyperliquid and Pacifica: a book with one side only is malformed', async () => {
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, () =>
        HttpResponse.json({ coin: 'BTC', time: NOW, levels: [[{ px: '97000.5', sz: '1', n: 1 }]] }),
      ),
      http.get(`${VENUE_URLS.pacifica}/api/v1/book`, () =>
        HttpResponse.json({ success: true, data: { s: 'BTC', l: [[{ p: '97000.5', a: '1', n: 1 }]], t: NOW } }),
      ),
    );
    expect(await failureOf('hyperliquid')).toEqual({ kind: 'malformed' });
    expect(await failureOf('pacifica')).toEqual({ kind: 'malformed' });
  });

  it('a kPEPE book in PEPE: prices per PEPE, sizes in PEPE', async () => {
    serveBook('hyperliquid', [['0.018201', '5000']], [['0.018203', '2000']]);
    const { book } = await readBook('hyperliquid', { symbol: 'kPEPE', unitSize: 1000 });
    expect(book.bids[0]?.price).toBeCloseTo(0.000018201, 15);
    expect(book.bids[0]?.size).toBe(5_000_000);
    expect(book.asks[0]?.size).toBe(2_000_000);
  });
});

describe('a book that cannot be used costs only itself, with the reason', () => {
  const HOSTILE: [string, RawLevel][] = [
    ['NaN', ['NaN', '1']],
    ['a negative price', ['-97000', '1']],
    ['a negative size', ['97000', '-1']],
    ['a price of 1e308', ['1e308', '1']],
    ['a size of 1e308', ['97000', '1e308']],
    ['text that is no decimal', ['97,000.5', '1']],
    ['Infinity', ['Infinity', '1']],
    ['nothing', [null, '1']],
    ['a price of 0', ['0', '1']],
  ];

  for (const [name, level] of HOSTILE) {
    it.each(VENUES)(`%s: ${name} is refused, never read as a price`, async (venue) => {
      serveBook(venue, [level, ...GOOD_BIDS], GOOD_ASKS);
      expect(await failureOf(venue)).toEqual({ kind: 'malformed' });
    });
  }

  it.each(VENUES)('%s: an empty book', async (venue) => {
    serveBook(venue, [], []);
    expect(await failureOf(venue)).toEqual({ kind: 'empty', problem: 'empty' });
  });

  it.each(VENUES)('%s: a book with no asks', async (venue) => {
    serveBook(venue, GOOD_BIDS, []);
    expect(await failureOf(venue)).toEqual({ kind: 'empty', problem: 'empty' });
  });

  it.each(VENUES)('%s: a crossed book', async (venue) => {
    serveBook(venue, [['97005', '1'], ...GOOD_BIDS], GOOD_ASKS);
    expect(await failureOf(venue)).toEqual({ kind: 'malformed', problem: 'crossed' });
  });

  it.each(VENUES)('%s: a reply of another shape, an HTML page, a 503', async (venue) => {
    const { method, path } = BOOK_CALLS[venue];
    const url = `${VENUE_URLS[venue]}${path}`;
    server.use(http[method](url, () => HttpResponse.json({ bids: 'none', asks: 'none' }), { once: true }));
    expect(await failureOf(venue)).toEqual({ kind: 'malformed' });
    server.use(http[method](url, () => HttpResponse.html('<h1>502 Bad Gateway</h1>'), { once: true }));
    expect(await failureOf(venue)).toEqual({ kind: 'notJson' });
    server.use(http[method](url, () => new HttpResponse('down', { status: 503 }), { once: true }));
    expect(await failureOf(venue)).toEqual({ kind: 'http' });
  });

  it.each(VENUES)('%s: a reply slower than 15 s', async (venue) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { method, path } = BOOK_CALLS[venue];
    server.use(
      http[method](`${VENUE_URLS[venue]}${path}`, async () => {
        await delay(20_000);
        return HttpResponse.json(BOOK_CALLS[venue].reply(GOOD_BIDS, GOOD_ASKS));
      }),
    );
    let settled = false;
    const pending = failureOf(venue).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await pending).toEqual({ kind: 'timeout' });
  });
});

describe("the demo's books, served in each venue's shape", () => {
  beforeEach(() => server.use(...bookHandlers));
  afterEach(() => resetBookFaults());

  /** BTC as the demo lists it: first on every venue, so Lighter's market 0. */
  const demoBtc = (venue: BuiltInVenueId) => (venue === 'lighter' ? { ...BTC.lighter, marketId: '0' } : BTC[venue]);

  it.each(VENUES)('%s: a BTC book around the simulated price, deep', async (venue) => {
    const { book } = await readBook(venue, demoBtc(venue));
    const mid = bookMid(book);
    expect(mid).toBeGreaterThan(97_250 * 0.99);
    expect(mid).toBeLessThan(97_250 * 1.01);
    const depthUsd = book.asks.reduce((sum, level) => sum + level.price * level.size, 0);
    expect(depthUsd).toBeGreaterThan(2_000_000);
  });

  it('a kPEPE book is read in PEPE, and thin markets are thinner than BTC', async () => {
    const pepe = await readBook('hyperliquid', { symbol: 'kPEPE', unitSize: 1000 });
    expect(bookMid(pepe.book)).toBeCloseTo(0.0000182, 6);
    const arb = await readBook('hyperliquid', { symbol: 'ARB', unitSize: 1 });
    const btc = await readBook('hyperliquid');
    const touch = (side: { price: number; size: number }[]) => (side[0]?.price ?? 0) * (side[0]?.size ?? 0);
    expect(touch(arb.book.asks)).toBeLessThan(touch(btc.book.asks) / 20);
  });

  it("Hyperliquid's other /info requests still reach its market data", async () => {
    const response = await fetch(`${VENUE_URLS.hyperliquid}/info`, {
      method: 'POST',
      body: JSON.stringify({ type: 'metaAndAssetCtxs' }),
    });
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it.each(VENUES)('%s: a spoiled book costs only the book, with its reason', async (venue) => {
    setBookFault(venue, 'crossed');
    expect(await failureOf(venue, demoBtc(venue))).toEqual({ kind: 'malformed', problem: 'crossed' });
    setBookFault(venue, 'empty');
    expect(await failureOf(venue, demoBtc(venue))).toEqual({ kind: 'empty', problem: 'empty' });
    setBookFault(venue, 'hostile');
    expect(await failureOf(venue, demoBtc(venue))).toEqual({ kind: 'malformed' });
    setBookFault(venue, 'down');
    expect(await failureOf(venue, demoBtc(venue))).toEqual({ kind: 'http' });
    setBookFault(venue, null);
    await expect(readBook(venue, demoBtc(venue))).resolves.toMatchObject({ readAt: NOW });
  });
});

describe("the demo's handler list", () => {
  it.each(VENUES)(
    '%s: serves the simulated books beside the market data (the demo and the mock server use it)',
    async (venue) => {
      // No handler added: the test server runs the demo's own list, as the browser demo and the mock server do.
      const { book } = await readBook(venue, venue === 'lighter' ? { ...BTC.lighter, marketId: '0' } : BTC[venue]);
      expect(bookMid(book)).toBeGreaterThan(97_250 * 0.99);
      expect(bookMid(book)).toBeLessThan(97_250 * 1.01);
    },
  );
});
