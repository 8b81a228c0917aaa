import { http, HttpResponse, type JsonBodyType } from 'msw';
import { VENUE_URLS } from '../../src/markets/venue-sources';
import type { BuiltInVenueId } from '../../src/markets/model/venues';
import { readAsterBook } from '../../src/markets/venues/aster/order-book';
import { readBackpackBook } from '../../src/markets/venues/backpack/order-book';
import { readEdgexBook } from '../../src/markets/venues/edgex/order-book';
import { readHyperliquidBook } from '../../src/markets/venues/hyperliquid/order-book';
import { readLighterBook } from '../../src/markets/venues/lighter/order-book';
import { readPacificaBook } from '../../src/markets/venues/pacifica/order-book';
import type { BookMarket, BookReader } from '../../src/markets/venues/shared/book-reader';
import { server } from '../server';

export const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

export const BOOK_READERS: Record<BuiltInVenueId, BookReader> = {
  hyperliquid: readHyperliquidBook,
  aster: readAsterBook,
  lighter: readLighterBook,
  edgex: readEdgexBook,
  pacifica: readPacificaBook,
  backpack: readBackpackBook,
};

/** BTC as each venue's market data names it (Lighter's market 1, EdgeX's contract 10000001). */
export const BTC: Record<BuiltInVenueId, BookMarket> = {
  hyperliquid: { symbol: 'BTC', unitSize: 1 },
  aster: { symbol: 'BTCUSDT', unitSize: 1 },
  lighter: { symbol: 'BTC', marketId: '1', unitSize: 1 },
  edgex: { symbol: 'BTCUSD', marketId: '10000001', unitSize: 1 },
  pacifica: { symbol: 'BTC', unitSize: 1 },
  backpack: { symbol: 'BTC_USDC_PERP', unitSize: 1 },
};

export const readBook = (venue: BuiltInVenueId, market = BTC[venue], signal?: AbortSignal) =>
  BOOK_READERS[venue]({ baseUrl: VENUE_URLS[venue], now: () => NOW }, market, signal);

/** A level as a venue may write it: decimal text, a JSON number, or something hostile. */
export type RawLevel = [unknown, unknown];

const pairs = (levels: RawLevel[]) => levels.map(([price, size]) => [price, size]);

/** Each venue's book call and its real reply shape around the given levels (best first, as a test writes them). */
export const BOOK_CALLS: Record<
  BuiltInVenueId,
  { method: 'get' | 'post'; path: string; reply: (bids: RawLevel[], asks: RawLevel[]) => JsonBodyType }
> = {
  hyperliquid: {
    method: 'post',
    path: '/info',
    reply: (bids, asks) => {
      const side = (levels: RawLevel[]) => levels.map(([px, sz], index) => ({ px, sz, n: index + 1 }));
      return { coin: 'BTC', time: NOW - 120, levels: [side(bids), side(asks)] } as JsonBodyType;
    },
  },
  aster: {
    method: 'get',
    path: '/fapi/v3/depth',
    reply: (bids, asks) =>
      ({ lastUpdateId: 1027024, E: NOW - 13, T: NOW - 26, bids: pairs(bids), asks: pairs(asks) }) as JsonBodyType,
  },
  lighter: {
    method: 'get',
    path: '/api/v1/orderBookOrders',
    reply: (bids, asks) => {
      const orders = (levels: RawLevel[]) =>
        levels.map(([price, amount], index) => ({
          order_index: 281475565888172 + index,
          order_id: String(281475565888172 + index),
          owner_account_index: 134436,
          initial_base_amount: amount,
          remaining_base_amount: amount,
          price,
          order_expiry: 1765419046807,
          transaction_time: 1762881046807123,
        }));
      return {
        code: 200,
        total_asks: asks.length,
        asks: orders(asks),
        total_bids: bids.length,
        bids: orders(bids),
      } as JsonBodyType;
    },
  },
  edgex: {
    method: 'get',
    path: '/api/v1/public/quote/getDepth',
    reply: (bids, asks) => {
      const side = (levels: RawLevel[]) => levels.map(([price, size]) => ({ price, size }));
      return {
        code: 'SUCCESS',
        data: [
          {
            startVersion: '2350000',
            endVersion: '2350007',
            level: 200,
            contractId: '10000001',
            contractName: 'BTCUSD',
            asks: side(asks),
            bids: side(bids),
            depthType: 'SNAPSHOT',
          },
        ],
        msg: null,
        errorParam: null,
        requestTime: String(NOW),
        responseTime: String(NOW + 2),
        traceId: 'a1b2',
      } as JsonBodyType;
    },
  },
  pacifica: {
    method: 'get',
    path: '/api/v1/book',
    reply: (bids, asks) => {
      const side = (levels: RawLevel[]) => levels.map(([p, a]) => ({ p, a, n: 1 }));
      return {
        success: true,
        data: { s: 'BTC', l: [side(bids), side(asks)], t: NOW - 40 },
        error: null,
        code: null,
      } as JsonBodyType;
    },
  },
  backpack: {
    method: 'get',
    path: '/api/v1/depth',
    // Backpack writes both sides lowest price first: its best bid comes last.
    reply: (bids, asks) =>
      ({
        asks: pairs(asks),
        bids: pairs([...bids].reverse()),
        lastUpdateId: '1504999670',
        timestamp: NOW * 1000,
      }) as JsonBodyType,
  },
};

/** Serves the venue's book call with its real shape around these levels; returns what was asked. */
export function serveBook(
  venue: BuiltInVenueId,
  bids: RawLevel[],
  asks: RawLevel[],
): { url: URL | null; body: unknown } {
  const asked: { url: URL | null; body: unknown } = { url: null, body: null };
  const { method, path, reply } = BOOK_CALLS[venue];
  server.use(
    http[method](`${VENUE_URLS[venue]}${path}`, async ({ request }) => {
      asked.url = new URL(request.url);
      asked.body = method === 'post' ? await request.json() : null;
      return HttpResponse.json(reply(bids, asks));
    }),
  );
  return asked;
}

/** A BTC book a venue could send: two levels a side around 97,000, as decimal text. */
export const GOOD_BIDS: RawLevel[] = [
  ['97000.5', '0.75'],
  ['96999', '2.5'],
];
export const GOOD_ASKS: RawLevel[] = [
  ['97001.5', '1.25'],
  ['97003', '4'],
];
