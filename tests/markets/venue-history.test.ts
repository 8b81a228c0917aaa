// @vitest-environment happy-dom
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS, readVenueHistory } from '../../src/markets/history/venue-history';
import { HOUR_MS } from '../../src/markets/model/funding-history';
import type { MarketQuote } from '../../src/markets/model/market';
import { VENUES, type BuiltInVenueId } from '../../src/markets/model/venues';
import { refreshVenue } from '../../src/markets/live/refresh-venue';
import { setHistoryFault } from '../../src/mocks/venues/venue-faults';
import { server } from '../server';
import { NOW, REAL_REPLIES } from './history-replies';
import { quote } from './quote-fixtures';
import { VENUE_URLS } from '../../src/markets/venue-sources';

/** A quote as each venue's live data names the market (symbol, and the id its history is read by). */
const QUOTES: Record<BuiltInVenueId, MarketQuote> = {
  hyperliquid: quote('hyperliquid', 'ETH', 0.00001),
  aster: quote('aster', 'ETH', 0.00001, { symbol: 'ETHUSDT', fundingIntervalHours: 8 }),
  lighter: quote('lighter', 'ETH', 0.00001, { marketId: '0' }),
  edgex: quote('edgex', 'BTC', 0.00001, { symbol: 'BTCUSD', marketId: '10000001', fundingIntervalHours: 4 }),
  pacifica: quote('pacifica', 'BTC', 0.00001),
  backpack: quote('backpack', 'BTC', 0.00001, { symbol: 'BTC_USDC_PERP' }),
};

const read = (venue: BuiltInVenueId, now = NOW) =>
  readVenueHistory(QUOTES[venue], { baseUrl: VENUE_URLS[venue], now: () => now });

function serveReply(venue: BuiltInVenueId, body: JsonBodyType, status = 200) {
  const { path, method } = REAL_REPLIES[venue];
  server.use(http[method](`${VENUE_URLS[venue]}${path}`, () => HttpResponse.json(body, { status })));
}

describe("each venue's funding history, in its real shape", () => {
  it('Hyperliquid: hourly rates, stamped a little after the hour', async () => {
    serveReply('hyperliquid', REAL_REPLIES.hyperliquid.body);
    const history = await read('hyperliquid');
    expect(history.problem).toBeNull();
    expect(history.points.map((point) => point.rateHourly)).toEqual([0.0000125, 0.0000007554]);
    expect(history.points.every((point) => point.intervalHours === 1)).toBe(true);
  });

  it("Aster: each settlement spread over the symbol's interval", async () => {
    serveReply('aster', REAL_REPLIES.aster.body);
    const history = await read('aster');
    expect(history.points.map((point) => [point.rateHourly, point.intervalHours])).toEqual([
      [0.00001, 8],
      [0.00007423 / 8, 8],
    ]);
  });

  it('Lighter: percent without a sign, the paying side naming it, seconds', async () => {
    serveReply('lighter', REAL_REPLIES.lighter.body);
    const history = await read('lighter');
    expect(history.points).toEqual([
      { time: NOW - 2.5 * HOUR_MS, rateHourly: expect.closeTo(0.000012, 15) as number, intervalHours: 1 },
      { time: NOW - 1.5 * HOUR_MS, rateHourly: expect.closeTo(-0.000002, 15) as number, intervalHours: 1 },
    ]);
  });

  it('EdgeX: the rate for each row’s own interval, read by contract id', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get(`${VENUE_URLS.edgex}/api/v1/public/funding/getFundingRatePage`, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json(REAL_REPLIES.edgex.body);
      }),
    );
    const history = await read('edgex');
    expect(history.points).toEqual([{ time: NOW - 4.5 * HOUR_MS, rateHourly: 0.0000125, intervalHours: 4 }]);
    expect(Object.fromEntries(asked ?? [])).toMatchObject({
      contractId: '10000001',
      size: '100',
      filterSettlementFundingRate: 'true',
      filterEndTimeExclusive: String(NOW),
    });
  });

  it('Pacifica: hourly rates, newest first, only the last 30 days kept', async () => {
    serveReply('pacifica', {
      ...(REAL_REPLIES.pacifica.body as object),
      data: [
        ...(REAL_REPLIES.pacifica.body as { data: unknown[] }).data,
        { funding_rate: '0.0001', next_funding_rate: '0.0001', created_at: NOW - 40 * 24 * HOUR_MS },
      ],
    });
    const history = await read('pacifica');
    expect(history.points).toEqual([{ time: NOW - 0.5 * HOUR_MS + 2_417, rateHourly: 0.0000125, intervalHours: 1 }]);
  });

  it('Backpack: a date and time without a zone is UTC', async () => {
    serveReply('backpack', REAL_REPLIES.backpack.body);
    const history = await read('backpack');
    expect(history.points).toEqual([{ time: NOW - 0.5 * HOUR_MS, rateHourly: 0.0000125, intervalHours: 1 }]);
  });

  it.each(VENUES)('%s: an empty history is no settlement, not a failure', async (venue) => {
    const empty: Record<BuiltInVenueId, JsonBodyType> = {
      hyperliquid: [],
      aster: [],
      lighter: { code: 200, resolution: '1h', fundings: [] },
      edgex: { code: 'SUCCESS', data: { dataList: [], nextPageOffsetData: '' } },
      pacifica: { success: true, data: [], next_cursor: null, has_more: false },
      backpack: [],
    };
    serveReply(venue, empty[venue]);
    const history = await read(venue);
    expect(history).toMatchObject({ venue, points: [], dropped: 0, problem: null });
  });

  it.each(VENUES)('%s: a reply of another shape is a problem with no points, never a crash', async (venue) => {
    serveReply(venue, { surprise: [1, 2, 3] });
    const history = await read(venue);
    expect(history.points).toEqual([]);
    expect(history.problem?.kind).toBe('malformed');
  });

  it.each(VENUES)('%s: an error status is a problem of its own', async (venue) => {
    serveReply(venue, { error: 'down' }, 503);
    const history = await read(venue);
    expect(history.problem).toMatchObject({ kind: 'http', status: 503 });
  });
});

describe('a history with holes and repeats', () => {
  it('keeps one settlement per time, counts the rows it could not read, and leaves gaps as gaps', async () => {
    serveReply('hyperliquid', [
      { coin: 'ETH', fundingRate: '0.00001', premium: '0', time: NOW - 5 * HOUR_MS },
      { coin: 'ETH', fundingRate: '0.00002', premium: '0', time: NOW - 5 * HOUR_MS },
      { coin: 'ETH', fundingRate: 'NaN', premium: '0', time: NOW - 4 * HOUR_MS },
      { coin: '<img src=x onerror=alert(1)>', fundingRate: '0.00003', premium: '0', time: NOW - HOUR_MS },
    ]);
    const history = await read('hyperliquid');
    expect(history.points.map((point) => [point.time, point.rateHourly])).toEqual([
      [NOW - 5 * HOUR_MS, 0.00002],
      [NOW - HOUR_MS, 0.00003],
    ]);
    expect(history.dropped).toBe(2);
  });

  it('reads Hyperliquid a second page when the first is full, from after its last row', async () => {
    const starts: number[] = [];
    server.use(
      http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
        const body = (await request.json()) as { startTime: number };
        starts.push(body.startTime);
        const first = starts.length === 1;
        const count = first ? 500 : 3;
        const from = first ? body.startTime : body.startTime;
        return HttpResponse.json(
          Array.from({ length: count }, (_, index) => ({
            coin: 'ETH',
            fundingRate: '0.00001',
            premium: '0',
            time: from + index * HOUR_MS,
          })),
        );
      }),
    );
    const history = await read('hyperliquid');
    expect(starts).toHaveLength(2);
    expect(starts[1]).toBe((starts[0] ?? 0) + 499 * HOUR_MS + 1);
    expect(history.points).toHaveLength(503);
  });

  it('reads EdgeX page after page until the offset runs out', async () => {
    const offsets: (string | null)[] = [];
    server.use(
      http.get(`${VENUE_URLS.edgex}/api/v1/public/funding/getFundingRatePage`, ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offsetData');
        offsets.push(offset);
        const page = offsets.length;
        return HttpResponse.json({
          code: 'SUCCESS',
          data: {
            dataList: [
              { fundingTime: String(NOW - page * 4 * HOUR_MS), fundingRate: '0.0001', fundingRateIntervalMin: '240' },
            ],
            nextPageOffsetData: page < 3 ? `PAGE${page + 1}` : '',
          },
        });
      }),
    );
    const history = await read('edgex');
    expect(offsets).toEqual([null, 'PAGE2', 'PAGE3']);
    expect(history.points).toHaveLength(3);
  });

  it("needs Lighter's and EdgeX's market id, and says so rather than asking for the wrong market", async () => {
    const history = await readVenueHistory(quote('lighter', 'ETH', 0.00001), {
      baseUrl: VENUE_URLS.lighter,
      now: () => NOW,
    });
    expect(history.problem?.kind).toBe('malformed');
  });
});

describe("the demo's history", () => {
  it.each(VENUES)('%s: its simulated history reads whole, 35 days of it, matching its live rate', async (venue) => {
    const feed = await refreshVenue(venue, undefined);
    const btc = feed.snapshot?.markets.find((market) => market.base === 'BTC');
    if (!btc) throw new Error('no BTC');
    const history = await readVenueHistory(btc, { baseUrl: VENUE_URLS[venue] });
    expect(history.problem).toBeNull();
    expect(history.dropped).toBe(0);
    const hours = history.points.reduce((sum, point) => sum + point.intervalHours, 0);
    // Every 30-day average has its whole month; Lighter sends its last 750 hours at most (one reply), the others 35
    // days.
    expect(hours).toBeGreaterThanOrEqual(venue === 'lighter' ? 750 : HISTORY_DAYS * 24 - 8);
    expect(hours).toBeLessThanOrEqual(HISTORY_DAYS * 24 + 8);
    const last = history.points.at(-1);
    // The simulated curve drifts slowly: the last settlement is within 0.01 %/h of the rate quoted now.
    expect(Math.abs((last?.rateHourly ?? 1) - btc.fundingRateHourly)).toBeLessThan(0.0001);
  });

  it('fails one venue’s history on request while its rates still answer', async () => {
    setHistoryFault('edgex', 'down');
    try {
      const feed = await refreshVenue('edgex', undefined);
      expect(feed.problem).toBeNull();
      const btc = feed.snapshot?.markets.find((market) => market.base === 'BTC');
      if (!btc) throw new Error('no BTC');
      const history = await readVenueHistory(btc, { baseUrl: VENUE_URLS.edgex });
      expect(history.problem).toMatchObject({ kind: 'http', status: 503 });
    } finally {
      setHistoryFault('edgex', null);
    }
  });
});
