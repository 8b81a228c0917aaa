// @vitest-environment happy-dom
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { asApiError } from '../../../src/lib/api-error';
import { readHyperliquidActivity } from '../../../src/markets/venues/hyperliquid/read-hyperliquid-account';
import { readPacificaActivity } from '../../../src/markets/venues/pacifica/read-pacifica-account';
import { DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { server } from '../../server';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const SINCE = NOW - 30 * 86_400_000;
const HL = DEMO_VOLUME_BOT_ADDRESSES.hyperliquid;
const PACIFICA = DEMO_VOLUME_BOT_ADDRESSES.pacifica;

const readHyperliquid = () => readHyperliquidActivity({ baseUrl: VENUE_URLS.hyperliquid, address: HL, now: () => NOW });
const readPacifica = () => readPacificaActivity({ baseUrl: VENUE_URLS.pacifica, address: PACIFICA, now: () => NOW });

/** A fill as Hyperliquid's userFillsByTime sends it. */
const hlFill = (tid: number, time: number) => ({
  coin: 'BTC',
  px: '97000.0',
  sz: '0.01',
  side: tid % 2 === 0 ? 'B' : 'A',
  time,
  startPosition: '0.0',
  dir: 'Open Long',
  closedPnl: '0.0',
  hash: `0x${tid.toString(16).padStart(64, '0')}`,
  oid: tid,
  crossed: true,
  fee: '0.34',
  tid,
  feeToken: 'USDC',
});

interface InfoBody {
  type: string;
  startTime?: number;
}

/** Hyperliquid's /info with the fills a test serves by start time; no funding. */
function hyperliquidServing(fills: (startTime: number, call: number) => JsonBodyType) {
  const starts: number[] = [];
  server.use(
    http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
      const body = (await request.clone().json()) as InfoBody;
      if (body.type === 'userFunding') return HttpResponse.json([]);
      if (body.type !== 'userFillsByTime') return undefined;
      starts.push(body.startTime ?? -1);
      return HttpResponse.json(fills(body.startTime ?? 0, starts.length));
    }),
  );
  return starts;
}

/** `count` fills one minute apart from `from`, ids from `firstId`. */
const run = (count: number, from: number, firstId: number) =>
  Array.from({ length: count }, (_, index) => hlFill(firstId + index, from + index * 60_000));

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return asApiError(error);
  }
  throw new Error('the read succeeded');
}

describe('Hyperliquid fills, read by time', () => {
  it('asks from the window start; a full page is followed by the next from its last fill, each fill once', async () => {
    // The account's fills: 2,000 from the window start, then 500 more; the venue serves them oldest first.
    const all = [...run(2000, SINCE + 1_000, 1), ...run(500, SINCE + 1_000 + 2000 * 60_000, 2001)];
    const starts = hyperliquidServing((start) => all.filter((fill) => fill.time >= start).slice(0, 2000));
    const activity = await readHyperliquid();
    expect(starts).toEqual([SINCE, all[1999]?.time]);
    expect(activity.events.filter((event) => event.kind === 'fill')).toHaveLength(2500);
    expect(new Set(activity.events.map((event) => event.id)).size).toBe(2500);
    expect(activity.cutShort).toBeUndefined();
  });

  it('fills of one millisecond split across two pages are all counted', async () => {
    const boundary = SINCE + 1_000 + 1998 * 60_000;
    // 1,998 fills, then four fills of one order in the same millisecond: the page ends after two of them.
    const all = [...run(1998, SINCE + 1_000, 1), ...[1, 2, 3, 4].map((n) => hlFill(5000 + n, boundary))];
    hyperliquidServing((start) => all.filter((fill) => fill.time >= start).slice(0, 2000));
    const activity = await readHyperliquid();
    expect(activity.events).toHaveLength(2002);
    expect(activity.cutShort).toBeUndefined();
  });

  it('as many fills as Hyperliquid serves at all (10,000): cut short before the oldest one read', async () => {
    const first = NOW - 10 * 86_400_000;
    const all = Array.from({ length: 10_000 }, (_, index) => hlFill(index + 1, first + index * 60_000));
    hyperliquidServing((start) => all.filter((fill) => fill.time >= start).slice(0, 2000));
    const activity = await readHyperliquid();
    expect(activity.events).toHaveLength(10_000);
    expect(activity.cutShort).toEqual({ fill: first, funding: null });
  });

  it('pages still full at the cap: the newest fills are not read, so the read is cut short at now', async () => {
    // A venue that never stops sending full pages (not as documented): the reader stops, and says so.
    const starts = hyperliquidServing((start, call) => run(2000, start + 1, call * 10_000));
    const activity = await readHyperliquid();
    expect(starts).toHaveLength(7);
    expect(activity.cutShort).toEqual({ fill: NOW, funding: null });
    // What was read is still there.
    expect(activity.events.length).toBeGreaterThan(10_000);
  });

  it('a malformed page fails that read only, as a reply in a format this app does not know', async () => {
    hyperliquidServing((start, call) => (call === 1 ? run(2000, start + 1, 1) : { fills: 'soon' }));
    expect(await failureOf(readHyperliquid())).toMatchObject({ kind: 'malformed' });
  });
});

/** A Pacifica history reply: `data` newest first, with its cursor. */
const pacificaPage = (data: unknown[], next: string | null) => ({
  success: true,
  data,
  next_cursor: next,
  has_more: next !== null,
});

const trade = (id: number, time: number) => ({
  history_id: id,
  order_id: id * 7,
  client_order_id: null,
  symbol: 'SOL',
  amount: '1.5',
  price: '180.5',
  entry_price: '180.5',
  fee: '0.108',
  pnl: '0',
  event_type: 'fulfill_taker',
  side: 'open_long',
  created_at: time,
  cause: 'normal',
});

const payment = (id: number, time: number) => ({
  history_id: id,
  symbol: 'SOL',
  side: 'bid',
  amount: '17.0',
  payout: '-0.031',
  rate: '0.0000125',
  created_at: time,
});

/** Pacifica's two histories, each a page function of the cursor (null: the first page). */
function pacificaServing(
  trades: (cursor: number) => JsonBodyType,
  funding: (cursor: number) => JsonBodyType = () => pacificaPage([], null),
) {
  const calls = { trades: 0, funding: 0 };
  const cursorOf = (request: Request) => Number(new URL(request.url).searchParams.get('cursor') ?? 0);
  server.use(
    http.get(`${VENUE_URLS.pacifica}/api/v1/trades/history`, ({ request }) => {
      calls.trades += 1;
      return HttpResponse.json(trades(cursorOf(request)));
    }),
    http.get(`${VENUE_URLS.pacifica}/api/v1/funding/history`, ({ request }) => {
      calls.funding += 1;
      return HttpResponse.json(funding(cursorOf(request)));
    }),
  );
  return calls;
}

/** 100 rows a page, newest first, one minute apart, going back from `NOW` (page `cursor` = the page's index). */
const pageOf = <T>(row: (id: number, time: number) => T, cursor: number) =>
  Array.from({ length: 100 }, (_, index) => row(cursor * 100 + index, NOW - (cursor * 100 + index + 1) * 60_000));

describe('Pacifica histories, paged by cursor', () => {
  it('a full page followed by more, then the last: everything read, not cut short', async () => {
    const calls = pacificaServing((cursor) =>
      pacificaPage(pageOf(trade, cursor), cursor < 2 ? String(cursor + 1) : null),
    );
    const activity = await readPacifica();
    expect(calls.trades).toBe(3);
    expect(activity.events).toHaveLength(300);
    expect(activity.cutShort).toBeUndefined();
  });

  it('trades still coming after ten pages: cut short before the oldest trade read', async () => {
    const calls = pacificaServing((cursor) => pacificaPage(pageOf(trade, cursor), String(cursor + 1)));
    const activity = await readPacifica();
    expect(calls.trades).toBe(10);
    expect(activity.events).toHaveLength(1000);
    expect(activity.cutShort).toEqual({ fill: NOW - 1000 * 60_000, funding: null });
  });

  it('funding still within the window after ten pages: cut short before the oldest payment read', async () => {
    pacificaServing(
      () => pacificaPage([], null),
      (cursor) => pacificaPage(pageOf(payment, cursor), String(cursor + 1)),
    );
    const activity = await readPacifica();
    expect(activity.cutShort).toEqual({ fill: null, funding: NOW - 1000 * 60_000 });
  });

  it('funding that passes the window start ends the read, not cut short', async () => {
    pacificaServing(
      () => pacificaPage([], null),
      (cursor) =>
        pacificaPage(cursor === 0 ? [payment(1, NOW - 60_000), payment(2, SINCE - 60_000)] : [], String(cursor + 1)),
    );
    const activity = await readPacifica();
    expect(activity.events).toHaveLength(1);
    expect(activity.cutShort).toBeUndefined();
  });

  it('a malformed page fails that read only', async () => {
    pacificaServing((cursor) => (cursor === 0 ? pacificaPage(pageOf(trade, 0), '1') : { data: 'soon' }));
    expect(await failureOf(readPacifica())).toMatchObject({ kind: 'malformed' });
  });
});
