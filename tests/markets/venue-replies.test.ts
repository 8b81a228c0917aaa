// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../src/lib/auth-token';
import { refreshVenue } from '../../src/markets/live/refresh-venue';
import { VENUES, type BuiltInVenueId } from '../../src/markets/model/venues';
import { hyperliquidReply } from '../../src/mocks/handlers/venues/hyperliquid';
import { pacificaPrices } from '../../src/mocks/handlers/venues/pacifica';
import { asterPremiumIndex } from '../../src/mocks/handlers/venues/aster';
import { edgexTickers } from '../../src/mocks/handlers/venues/edgex';
import { lighterOrderBookDetails } from '../../src/mocks/handlers/venues/lighter';
import { backpackMarkPrices } from '../../src/mocks/handlers/venues/backpack';
import { server } from '../server';
import { VENUE_URLS } from '../../src/markets/venue-sources';

const everyCallOf = (venue: BuiltInVenueId) => `${VENUE_URLS[venue]}/*`;

/** The rows with one of them changed. */
function replaced<T>(rows: readonly T[], index: number, change: Partial<T>): T[] {
  return rows.map((row, at) => (at === index ? { ...row, ...change } : row));
}

async function read(venue: BuiltInVenueId) {
  return refreshVenue(venue, undefined);
}

afterEach(() => setAuthToken(null));

describe("the demo's venues", () => {
  it.each(VENUES)('%s: its demo reply is read whole, with BTC, ETH and SOL', async (venue) => {
    const feed = await read(venue);
    expect(feed.problem).toBeNull();
    expect(feed.snapshot?.droppedMarkets).toBe(0);
    const bases = feed.snapshot?.markets.map((market) => market.base) ?? [];
    expect(bases).toEqual(expect.arrayContaining(['BTC', 'ETH', 'SOL']));
  });

  it('spells each venue its own way and the model matches them up (a quirky symbol per venue)', async () => {
    const symbols = Object.fromEntries(
      await Promise.all(
        VENUES.map(
          async (venue) => [venue, (await read(venue)).snapshot?.markets.map((market) => market.symbol)] as const,
        ),
      ),
    );
    expect(symbols.hyperliquid).toEqual(expect.arrayContaining(['BTC', 'kPEPE', 'kBONK']));
    expect(symbols.aster).toEqual(expect.arrayContaining(['BTCUSDT', '1000PEPEUSDT', '1000SHIBUSDT']));
    expect(symbols.lighter).toEqual(expect.arrayContaining(['BTC', '1000PEPE', '1000BONK']));
    expect(symbols.edgex).toEqual(expect.arrayContaining(['BTCUSD', '1000SHIBUSD']));
    expect(symbols.pacifica).toEqual(expect.arrayContaining(['BTC', 'kBONK']));
    expect(symbols.backpack).toEqual(expect.arrayContaining(['BTC_USDC_PERP', 'kPEPE_USDC_PERP']));
  });

  it('never sends our API key, the bearer or cookies to a venue, even with a session open', async () => {
    setAuthToken('session-token-of-the-user');
    const seen: Headers[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (VENUES.some((venue) => request.url.startsWith(VENUE_URLS[venue]))) seen.push(request.headers);
    };
    server.events.on('request:start', onStart);
    await Promise.all(VENUES.map(read));
    server.events.removeListener('request:start', onStart);
    expect(seen.length).toBeGreaterThanOrEqual(VENUES.length);
    for (const headers of seen) {
      expect(headers.has('authorization')).toBe(false);
      expect(headers.has('x-api-key')).toBe(false);
      expect(headers.has('cookie')).toBe(false);
    }
  });
});

describe('a venue that answers badly is unavailable, never a crash', () => {
  it.each(VENUES)('%s: an HTML error page', async (venue) => {
    server.use(http.all(everyCallOf(venue), () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>')));
    expect(await read(venue)).toMatchObject({ problem: { kind: 'notJson' }, snapshot: null, failureStreak: 1 });
  });

  it.each(VENUES)('%s: truncated JSON', async (venue) => {
    server.use(
      http.all(everyCallOf(venue), () =>
        HttpResponse.text('[{"symbol":"BTC","funding":"0.00001', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect(await read(venue)).toMatchObject({ problem: { kind: 'notJson' } });
  });

  it.each(VENUES)('%s: a server fault', async (venue) => {
    server.use(http.all(everyCallOf(venue), () => new HttpResponse('Service Unavailable', { status: 503 })));
    expect(await read(venue)).toMatchObject({ problem: { kind: 'http', status: 503 } });
  });

  it.each(VENUES)('%s: no reply at all', async (venue) => {
    server.use(http.all(everyCallOf(venue), () => HttpResponse.error()));
    expect(await read(venue)).toMatchObject({ problem: { kind: 'network' } });
  });

  it.each(VENUES)('%s: JSON of a shape it does not document', async (venue) => {
    server.use(http.all(everyCallOf(venue), () => HttpResponse.json({ code: -1121, msg: 'Invalid symbol.' })));
    expect(await read(venue)).toMatchObject({ problem: { kind: 'malformed' } });
  });

  it.each(VENUES)('%s: a 5 MB reply', async (venue) => {
    const huge = `[${'"x",'.repeat(1_310_720)}"x"]`;
    server.use(
      http.all(everyCallOf(venue), () => HttpResponse.text(huge, { headers: { 'Content-Type': 'application/json' } })),
    );
    expect(huge.length).toBeGreaterThan(5_000_000);
    expect(await read(venue)).toMatchObject({ problem: { kind: 'tooLarge' } });
  });

  it.each(VENUES)('%s: a reply slower than 15 s', async (venue) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.all(everyCallOf(venue), async () => {
        await delay(20_000);
        return HttpResponse.json([]);
      }),
    );
    const pending = read(venue);
    await vi.advanceTimersByTimeAsync(14_900);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toMatchObject({ problem: { kind: 'timeout' } });
  });

  it('keeps its last good data when it fails, and counts the failures', async () => {
    const good = await read('pacifica');
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/info/prices`, () => HttpResponse.error()));
    const down = await refreshVenue('pacifica', good);
    const stillDown = await refreshVenue('pacifica', down);
    expect(stillDown).toMatchObject({ problem: { kind: 'network' }, failureStreak: 2, snapshot: good.snapshot });
  });
});

describe('one bad market costs only that market', () => {
  it('Hyperliquid: NaN, Infinity, words and negative open interest drop their rows and are counted', async () => {
    const [meta, contexts] = hyperliquidReply() as [unknown, Record<string, unknown>[]];
    const broken = contexts.map((context, index) => {
      if (index === 0) return { ...context, funding: 'NaN' };
      if (index === 1) return { ...context, openInterest: '-12.5' };
      if (index === 2) return { ...context, markPx: 'Infinity' };
      if (index === 3) return { ...context, dayNtlVlm: 'lots' };
      if (index === 4) return { ...context, funding: '1790000000' };
      return context;
    });
    server.use(http.post(`${VENUE_URLS.hyperliquid}/info`, () => HttpResponse.json([meta, broken])));
    const feed = await read('hyperliquid');
    expect(feed.problem).toBeNull();
    expect(feed.snapshot?.droppedMarkets).toBe(5);
    expect(feed.snapshot?.markets).toHaveLength(contexts.length - 5);
    expect(feed.snapshot?.markets.map((market) => market.base)).not.toContain('BTC');
  });

  it('Hyperliquid: a number too large for a double (1e999) is a broken row, not Infinity', async () => {
    const text = JSON.stringify(hyperliquidReply()).replace(/"markPx":"[^"]+"/, '"markPx":1e999');
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, () =>
        HttpResponse.text(text, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect((await read('hyperliquid')).snapshot?.droppedMarkets).toBe(1);
  });

  it('Hyperliquid: lists of different lengths cannot be matched up, so nothing is trusted', async () => {
    const [meta, contexts] = hyperliquidReply() as [unknown, unknown[]];
    server.use(http.post(`${VENUE_URLS.hyperliquid}/info`, () => HttpResponse.json([meta, contexts.slice(1)])));
    expect(await read('hyperliquid')).toMatchObject({ problem: { kind: 'malformed' } });
  });

  it('Hyperliquid: a reply that is not the pair [meta, assetCtxs] is not Hyperliquid any more', async () => {
    const [meta, contexts] = hyperliquidReply() as [unknown, unknown[]];
    for (const reply of [[meta], [meta, contexts, contexts], [contexts, meta], { meta, contexts }]) {
      server.use(http.post(`${VENUE_URLS.hyperliquid}/info`, () => HttpResponse.json(reply)));
      expect(await read('hyperliquid')).toMatchObject({ problem: { kind: 'malformed' } });
    }
  });

  it('Hyperliquid: a reply where every market is broken is not Hyperliquid any more', async () => {
    const [meta, contexts] = hyperliquidReply() as [unknown, Record<string, unknown>[]];
    const broken = contexts.map((context) => ({ ...context, funding: null }));
    server.use(http.post(`${VENUE_URLS.hyperliquid}/info`, () => HttpResponse.json([meta, broken])));
    expect(await read('hyperliquid')).toMatchObject({ problem: { kind: 'malformed' } });
  });

  it('Pacifica: negative open interest drops the row; success:false drops the venue', async () => {
    const reply = pacificaPrices();
    const broken = { ...reply, data: replaced(reply.data, 0, { open_interest: '-1' }) };
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/info/prices`, () => HttpResponse.json(broken)));
    expect((await read('pacifica')).snapshot?.droppedMarkets).toBe(1);
    server.use(
      http.get(`${VENUE_URLS.pacifica}/api/v1/info/prices`, () =>
        HttpResponse.json({ success: false, data: null, error: 'Internal server error', code: 500 }),
      ),
    );
    expect(await read('pacifica')).toMatchObject({ problem: { kind: 'malformed' } });
  });

  it('Aster: a rate written as a word drops its symbol', async () => {
    const rows = replaced(asterPremiumIndex(), 1, { lastFundingRate: 'NaN' });
    server.use(http.get(`${VENUE_URLS.aster}/fapi/v3/premiumIndex`, () => HttpResponse.json(rows)));
    expect((await read('aster')).snapshot?.droppedMarkets).toBe(1);
  });

  it('EdgeX: an empty rate drops its contract; a code other than SUCCESS drops the venue', async () => {
    const reply = edgexTickers();
    const broken = { ...reply, data: replaced(reply.data, 0, { fundingRate: '' }) };
    server.use(http.get(`${VENUE_URLS.edgex}/api/v1/public/quote/getTicker`, () => HttpResponse.json(broken)));
    expect((await read('edgex')).snapshot?.droppedMarkets).toBe(1);
    server.use(
      http.get(`${VENUE_URLS.edgex}/api/v1/public/quote/getTicker`, () =>
        HttpResponse.json({ ...reply, code: 'FAILED' }),
      ),
    );
    expect(await read('edgex')).toMatchObject({ problem: { kind: 'malformed' } });
  });

  it('Lighter: a negative volume drops its market', async () => {
    const reply = lighterOrderBookDetails();
    const broken = {
      ...reply,
      order_book_details: replaced(reply.order_book_details, 0, { daily_quote_token_volume: -3 }),
    };
    server.use(http.get(`${VENUE_URLS.lighter}/api/v1/orderBookDetails`, () => HttpResponse.json(broken)));
    const feed = await read('lighter');
    expect(feed.snapshot?.droppedMarkets).toBe(1);
    expect(feed.snapshot?.markets.map((market) => market.base)).not.toContain('BTC');
  });

  it('Backpack: a mark price of zero drops its market', async () => {
    const rows = replaced(backpackMarkPrices(), 0, { markPrice: '0' });
    server.use(http.get(`${VENUE_URLS.backpack}/api/v1/markPrices`, () => HttpResponse.json(rows)));
    expect((await read('backpack')).snapshot?.droppedMarkets).toBe(1);
  });
});
