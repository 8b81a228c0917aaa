import { act, screen, waitFor, within } from '@testing-library/react';
import { IDBObjectStore } from 'fake-indexeddb';
import { openDB } from 'idb';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import {
  createHistoryStore,
  FUNDING_DB_NAME,
  FUNDING_DB_VERSION,
  MARKETS_STORE,
  storedKey,
} from '../../../src/markets/history/history-store';
import { HOUR_MS } from '../../../src/markets/model/funding-history';
import { VENUE_URLS } from '../../../src/markets/venue-sources';
import { gate } from '../../gate';
import { server } from '../../server';
import { renderPanel, rowOf, serveHistories, serveStandardMarkets } from './funding-panel-fixtures';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

const RATES = { hyperliquid: 0.00002, lighter: 0.00004, pacifica: 0.00001 };
const DAY_MS = 24 * HOUR_MS;

/** Each history request the venues received: which market, and from when it asked (ms since the epoch). */
interface Asked {
  venue: string;
  market: string;
  from: number;
}

/**
 * Counts the history requests per venue and market and when each asks from (Hyperliquid's startTime, Lighter's
 * start_timestamp, Pacifica's limit of hours back), and holds every reply while `held` is not opened.
 */
function countHistoryReads(held?: Promise<void>) {
  const asked: Asked[] = [];
  const hold = () => held ?? Promise.resolve();
  server.use(
    http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
      const body = (await request.clone().json()) as { type?: string; coin?: string; startTime?: number };
      if (body.type !== 'fundingHistory') return undefined;
      asked.push({ venue: 'hyperliquid', market: body.coin ?? '?', from: body.startTime ?? 0 });
      await hold();
      return undefined;
    }),
    http.get(`${VENUE_URLS.lighter}/api/v1/fundings`, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = Number(query.get('start_timestamp')) * 1000;
      asked.push({ venue: 'lighter', market: query.get('market_id') ?? '?', from });
      await hold();
      return undefined;
    }),
    http.get(`${VENUE_URLS.pacifica}/api/v1/funding_rate/history`, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = Date.now() - Number(query.get('limit')) * HOUR_MS;
      asked.push({ venue: 'pacifica', market: query.get('symbol') ?? '?', from });
      await hold();
      return undefined;
    }),
  );
  return asked;
}

/** A first visit on the 30-day view, every history read and kept; the panel then closes. */
async function firstVisit() {
  const first = renderPanel({ view: '30d' });
  await within(first.table()).findByRole('rowheader', { name: 'BTC' });
  await act(() => vi.advanceTimersByTimeAsync(40_000));
  await waitFor(async () => expect((await rowOf(first.table(), 'ETH')).Pacifica).toBe('—'));
  await waitFor(async () =>
    expect(await rowOf(first.table(), 'BTC')).toMatchObject({
      Hyperliquid: '+17.52%',
      Lighter: '+35.04%',
      Pacifica: '+8.76%',
    }),
  );
  first.unmount();
}

const ROW_OF_BTC = { Hyperliquid: '+17.52%', Lighter: '+35.04%', Pacifica: '+8.76%' };

describe('Funding Rate: the funding history kept between visits', () => {
  it('shows every row’s 30 d averages from the store at once, then asks each venue only from the last kept hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories(RATES);
    await firstVisit();
    const lastHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    // The second visit: the venues hold every history reply, so what shows comes from the store.
    const replies = gate();
    const asked = countHistoryReads(replies.passed);
    const { table } = renderPanel({ view: '30d' });
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(async () => expect(await rowOf(table(), 'BTC')).toMatchObject(ROW_OF_BTC));
    expect(await rowOf(table(), 'ETH')).toMatchObject({ Hyperliquid: '+17.52%', Lighter: '+35.04%' });
    expect(screen.queryByText(/cannot be kept in this browser/)).not.toBeInTheDocument();
    act(() => replies.open());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // One small request per venue-market (BTC, ETH and PEPE on Hyperliquid and Lighter, BTC and WIF on Pacifica),
    // each from the last kept settlement on (its stamp is within the hour).
    expect(asked.map(({ venue, market }) => `${venue} ${market}`).sort()).toEqual(
      ['hyperliquid BTC', 'hyperliquid ETH', 'hyperliquid kPEPE', 'lighter 0', 'lighter 1', 'lighter 2'].concat([
        'pacifica BTC',
        'pacifica WIF',
      ]),
    );
    for (const read of asked) expect(read.from).toBeGreaterThanOrEqual(lastHour - HOUR_MS);
    expect(await rowOf(table(), 'BTC')).toMatchObject(ROW_OF_BTC);
  });

  it('skips hostile or unreadable stored rows one by one, never as markup, and reads that venue again whole', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories(RATES);
    const now = Date.now();
    const top = Math.floor(now / HOUR_MS) * HOUR_MS;
    const good = Array.from({ length: 48 }, (_, index) => ({
      time: top - index * HOUR_MS,
      rateHourly: 0.00003,
      intervalHours: 1,
    }));
    const hostile = [
      { time: top - 50 * HOUR_MS, rateHourly: '<img src=x onerror=alert(1)>', intervalHours: 1 },
      { time: top - 51 * HOUR_MS, rateHourly: 5, intervalHours: 1 },
      { time: 'yesterday', rateHourly: 0.00003, intervalHours: 1 },
      { time: top - 52 * HOUR_MS, rateHourly: 0.00003, intervalHours: 1, html: '<script>' },
      null,
      '<b>bold</b>',
    ];
    // A store as a visit before left it, then damaged (another version, a person with dev tools).
    await createHistoryStore().save('hyperliquid', 'BTC', good, now);
    const db = await openDB(FUNDING_DB_NAME, FUNDING_DB_VERSION);
    await db.put(MARKETS_STORE, { key: storedKey('hyperliquid', 'BTC'), readAt: now, points: [...good, ...hostile] });
    await db.put(MARKETS_STORE, { key: storedKey('lighter', 'BTC'), readAt: 'soon', points: good });
    db.close();
    const replies = gate();
    const asked = countHistoryReads(replies.passed);
    const { table, container } = renderPanel({ view: '24h' });
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    // The 48 good hours at 0.003 %/h: 26.28 % a year, at once; Lighter's record is not one, so it is read.
    await waitFor(async () => expect((await rowOf(table(), 'BTC')).Hyperliquid).toBe('+26.28%'));
    expect((await rowOf(table(), 'BTC')).Lighter).toBe('…');
    expect(container.querySelector('img, script, b')).toBeNull();
    act(() => replies.open());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(async () => expect(await rowOf(table(), 'BTC')).toMatchObject(ROW_OF_BTC));
    // Read again whole: from 35 days back, not from the last kept hour.
    const btc = asked.filter((read) => read.venue === 'hyperliquid' && read.market === 'BTC');
    expect(btc[0]?.from).toBeLessThanOrEqual(now - 34 * DAY_MS);
  });

  it('reads a venue again whole when its fresh rows disagree with the kept ones: a changed hour, or a gap', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories(RATES);
    await firstVisit();
    const lastHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    // Lighter now says its last hours paid another rate; Pacifica's reply leaves out the hours after the kept ones.
    serveHistories({ ...RATES, lighter: 0.00006 });
    server.use(
      http.get(`${VENUE_URLS.pacifica}/api/v1/funding_rate/history`, ({ request }) => {
        const limit = Number(new URL(request.url).searchParams.get('limit'));
        const hours = Array.from({ length: limit }, (_, index) => lastHour - index * HOUR_MS + 900);
        // Asked for the last hours only: it sends a settlement two hours on from the kept one, none in between.
        const rows = limit < 24 ? [lastHour + 2 * HOUR_MS + 900] : hours;
        return HttpResponse.json({
          success: true,
          data: rows.map((time) => ({
            funding_rate: String(RATES.pacifica),
            next_funding_rate: '0',
            created_at: time,
          })),
          next_cursor: null,
          has_more: false,
        });
      }),
    );
    // Counted ahead of the replies above (the handlers added last are asked first, and the counters pass on).
    const asked = countHistoryReads();
    const { table } = renderPanel({ view: '24h' });
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(async () => expect((await rowOf(table(), 'BTC')).Lighter).toBe('+52.56%'));
    const froms = (venue: string, market: string) =>
      asked.filter((read) => read.venue === venue && read.market === market).map((read) => read.from);
    // First from the last kept hour, then whole (35 days back).
    for (const [venue, market] of [
      ['lighter', '1'],
      ['pacifica', 'BTC'],
    ] as const) {
      const [since, whole] = froms(venue, market);
      expect(since).toBeGreaterThanOrEqual(lastHour - HOUR_MS);
      expect(whole).toBeLessThanOrEqual(Date.now() - 34 * DAY_MS);
    }
    // Hyperliquid agreed: one small read.
    expect(froms('hyperliquid', 'BTC')).toHaveLength(1);
  });

  it('goes on in memory when the store is full, saying so once in the panel, in English and in Italian', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories(RATES);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { table } = renderPanel({ view: '30d' });
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    await waitFor(async () => expect(await rowOf(table(), 'BTC')).toMatchObject(ROW_OF_BTC));
    expect(put).toHaveBeenCalled();
    const notice =
      'Funding history cannot be kept in this browser (storage full or refused): it is read again from the venues at each visit.';
    expect(screen.getAllByText(notice)).toHaveLength(1);
    await act(() => i18n.changeLanguage('it'));
    expect(
      screen.getByText(
        'Lo storico del funding non può essere conservato in questo browser (memoria piena o rifiutata): viene riletto dalle venue a ogni visita.',
      ),
    ).toBeInTheDocument();
  });

  it('says so too when the browser refuses to open the store, and the averages still come from the venues', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveStandardMarkets();
    serveHistories(RATES);
    Reflect.deleteProperty(globalThis, 'indexedDB');
    const { table } = renderPanel({ view: '7d' });
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    await waitFor(async () => expect(await rowOf(table(), 'BTC')).toMatchObject(ROW_OF_BTC));
    expect(screen.getAllByText(/cannot be kept in this browser/)).toHaveLength(1);
  });
});
