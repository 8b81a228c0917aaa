import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import FundingRatePanel from '../../../src/features/funding-rate/components/funding-rate-panel';
import {
  DEFAULT_FUNDING_RATE_STATE,
  type FundingRateState,
  type StoredFundingRateState,
} from '../../../src/features/funding-rate/model/funding-rate-state';
import type { BuiltInVenueId } from '../../../src/markets/model/venues';
import { server } from '../../server';
import { serveHyperliquid, serveLighter, servePacifica } from '../../markets/venue-stubs';
import { renderInProviders, testPanelApi, waitRunningClock } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

export const hiddenOthers: BuiltInVenueId[] = ['aster', 'edgex', 'backpack'];

export function renderPanel(change: Partial<FundingRateState> = {}, openPanel = vi.fn()) {
  const saveState = vi.fn<(state: StoredFundingRateState) => void>();
  const initialState = { ...DEFAULT_FUNDING_RATE_STATE, hiddenVenues: hiddenOthers, ...change };
  const utils = renderInProviders(
    <FundingRatePanel
      title="Funding Rate"
      params={undefined}
      initialState={initialState}
      saveState={saveState}
      api={{ ...testPanelApi(), openPanel }}
      selection={null}
    />,
  );
  return { ...utils, saveState, table: () => screen.getByRole('table', { name: 'Funding rates by market and venue' }) };
}

/** A price level as a venue writes it: [price, size] as decimal text. */
export type TestLevel = [string, string];

/**
 * The same book on Hyperliquid, Lighter and Pacifica for every market, in each venue's shape: by default one level
 * a side 1 bp either side of a mid of 100, a million units deep (so any size fills at 1 bp: 4 bps a round trip).
 */
export function serveBooks(
  bids: TestLevel[] = [['99.99', '1000000']],
  asks: TestLevel[] = [['100.01', '1000000']],
  only?: 'hyperliquid' | 'lighter' | 'pacifica',
) {
  const wanted = (venue: string) => only === undefined || only === venue;
  const handlers = [
    http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
      const body = (await request.clone().json()) as { type?: string; coin?: string };
      if (body.type !== 'l2Book') return undefined;
      const side = (levels: TestLevel[]) => levels.map(([px, sz]) => ({ px, sz, n: 1 }));
      return HttpResponse.json({ coin: body.coin, time: Date.now(), levels: [side(bids), side(asks)] });
    }),
    http.get(`${VENUE_URLS.lighter}/api/v1/orderBookOrders`, () => {
      const orders = (levels: TestLevel[]) =>
        levels.map(([price, amount], index) => ({
          order_index: index + 1,
          order_id: String(index + 1),
          owner_account_index: 7,
          initial_base_amount: amount,
          remaining_base_amount: amount,
          price,
          order_expiry: Date.now() + 86_400_000,
          transaction_time: Date.now() * 1000,
        }));
      return HttpResponse.json({
        code: 200,
        total_asks: asks.length,
        asks: orders(asks),
        total_bids: bids.length,
        bids: orders(bids),
      });
    }),
    http.get(`${VENUE_URLS.pacifica}/api/v1/book`, ({ request }) => {
      const side = (levels: TestLevel[]) => levels.map(([p, a]) => ({ p, a, n: 1 }));
      const symbol = new URL(request.url).searchParams.get('symbol');
      return HttpResponse.json({
        success: true,
        data: { s: symbol, l: [side(bids), side(asks)], t: Date.now() },
        error: null,
        code: null,
      });
    }),
  ];
  const venues = ['hyperliquid', 'lighter', 'pacifica'] as const;
  server.use(...handlers.filter((_, index) => wanted(venues[index] ?? '')));
}

/** Three venues' markets, and their books (after them: Hyperliquid's stub answers every /info request). */
export function serveStandardMarkets() {
  serveHyperliquid([
    { symbol: 'BTC', hourly: 0.00001, price: 97_000, openInterestUsd: 400e6 },
    { symbol: 'ETH', hourly: 0.0000125, price: 3_400 },
    { symbol: 'kPEPE', hourly: -0.00002, price: 0.0182, openInterestUsd: 200_000 },
  ]);
  serveLighter([
    { symbol: 'BTC', hourly: 0.00005, price: 97_010 },
    { symbol: 'ETH', hourly: -0.00001, price: 3_401 },
    { symbol: '1000PEPE', hourly: 0.00003, price: 0.0182, openInterestUsd: 3e6 },
  ]);
  servePacifica([
    { symbol: 'BTC', hourly: 0.00002, price: 97_005 },
    { symbol: 'WIF', hourly: 0.0001, price: 1.9 },
  ]);
  serveBooks();
}

const HOUR = 3_600_000;

/** Hourly settlements at a fixed rate, newest last, over the last 30 days. */
const settledHours = (now: number) =>
  Array.from({ length: 720 }, (_, index) => Math.floor(now / HOUR) * HOUR - (719 - index) * HOUR);

/**
 * Every market's funding history, at a fixed hourly rate per venue (the live rates differ, so that a cell shows which
 * it is), in each venue's own shape.
 */
export function serveHistories(rates: { hyperliquid: number; lighter: number; pacifica: number }, coin?: string) {
  server.use(
    http.post(`${VENUE_URLS.hyperliquid}/info`, async ({ request }) => {
      const body = (await request.clone().json()) as { type?: string; coin?: string; startTime?: number };
      if (body.type !== 'fundingHistory') return undefined;
      // From startTime on, as Hyperliquid answers.
      return HttpResponse.json(
        settledHours(Date.now())
          .filter((time) => time + 40 >= (body.startTime ?? 0))
          .map((time) => ({
            coin: coin ?? body.coin,
            fundingRate: String(rates.hyperliquid),
            premium: '0',
            time: time + 40,
          })),
      );
    }),
    http.get(`${VENUE_URLS.lighter}/api/v1/fundings`, () =>
      HttpResponse.json({
        code: 200,
        resolution: '1h',
        fundings: settledHours(Date.now()).map((time) => ({
          timestamp: time / 1000,
          value: '0.1',
          rate: String(Math.abs(rates.lighter) * 100),
          direction: rates.lighter >= 0 ? 'long' : 'short',
        })),
      }),
    ),
    http.get(`${VENUE_URLS.pacifica}/api/v1/funding_rate/history`, () =>
      HttpResponse.json({
        success: true,
        data: settledHours(Date.now())
          .reverse()
          .map((time) => ({ funding_rate: String(rates.pacifica), next_funding_rate: '0', created_at: time + 900 })),
        next_cursor: null,
        has_more: false,
      }),
    ),
  );
}

/** The cells of a market's row, by column name. */
export async function rowOf(table: HTMLElement, market: string): Promise<Record<string, string>> {
  const header = await within(table).findByRole('rowheader', { name: market });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${market}`);
  const names = within(table)
    .getAllByRole('columnheader')
    .map((cell) => (within(cell).queryAllByRole('button')[0] ?? cell).textContent ?? '');
  const cells = [...row.children].map((cell) => cell.textContent ?? '');
  return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
}

/** A row once its pair's books are read: its capacity no longer waits ("…") for them. */
export async function rowAtSize(table: HTMLElement, market: string): Promise<Record<string, string>> {
  let row: Record<string, string> = {};
  await waitRunningClock(async () => {
    row = await rowOf(table, market);
    expect(row.Capacity ?? row.Capacità).not.toBe('…');
  });
  return row;
}

export const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
