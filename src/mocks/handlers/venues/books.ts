import { http, HttpResponse } from 'msw';
import { env, type VenueId } from '../../../config/env';
import { networkDelay } from '../../latency';
import { decimalText, simAssetsOn, type SimAsset } from '../../venues/market-sim';
import { inLots, simBook, simOrders, type SimBook, type SimLevel } from '../../venues/book-sim';
import { bookFaultReply } from '../../venues/venue-faults';

/**
 * The six venues' public order-book calls, each in the venue's real reply shape (the sources are beside each reader
 * in src/markets/venues/<venue>/order-book.ts), answered from the simulated books (book-sim.ts) in the venue's own
 * symbols and market units. The venue's own fault (venue-faults.ts) fails its book too; `setBookFault` fails or
 * spoils the book alone, for the tests and the mock server.
 */
export type BookFault = 'down' | 'html' | 'malformed' | 'empty' | 'crossed' | 'hostile';

const bookFaults = new Map<VenueId, BookFault>();

export function setBookFault(venue: VenueId, fault: BookFault | null): void {
  if (fault) bookFaults.set(venue, fault);
  else bookFaults.delete(venue);
}

export function resetBookFaults(): void {
  bookFaults.clear();
}

/** A transport fault answers for the venue; a spoiled book is served in the venue's shape. */
function faultReply(venue: VenueId, request: Request): Response | null {
  const venueFault = bookFaultReply(venue, request);
  if (venueFault) return venueFault;
  const fault = bookFaults.get(venue);
  if (fault === 'down') return new HttpResponse('Service Unavailable', { status: 503 });
  if (fault === 'html') return HttpResponse.html('<html><body><h1>Bad gateway</h1></body></html>');
  if (fault === 'malformed') return HttpResponse.json({ book: 'not today' });
  return null;
}

/** The book as served: the simulated one, or the spoiled one a fault asks for. */
function servedBook(venue: VenueId, asset: SimAsset, now: number): SimBook {
  const book = simBook(asset, venue, now);
  const fault = bookFaults.get(venue);
  if (fault === 'empty') return { bids: [], asks: [] };
  if (fault === 'crossed') return { bids: book.asks.slice(0, 5), asks: book.bids.slice(0, 5) };
  if (fault === 'hostile') return { bids: [{ price: -1, size: 1e308 }, ...book.bids], asks: book.asks };
  return book;
}

const lotOf = (asset: SimAsset, venue: VenueId) => asset.lot?.[venue] ?? 1;
const lotted = (levels: SimLevel[], lot: number) => levels.map((level) => inLots(level, lot));
const pair = (level: SimLevel) => [decimalText(level.price), decimalText(level.size)];

// The venues' names for a market, as their market-data handlers give them.
const hyperliquidName = (asset: SimAsset) => (asset.lot?.hyperliquid ? `k${asset.base}` : asset.base);
const asterSymbol = (asset: SimAsset) => `${asset.lot?.aster ? String(asset.lot.aster) : ''}${asset.base}USDT`;
const pacificaSymbol = (asset: SimAsset) => (asset.lot?.pacifica ? `k${asset.base}` : asset.base);
const backpackSymbol = (asset: SimAsset) => `${asset.lot?.backpack ? 'k' : ''}${asset.base}_USDC_PERP`;
const edgexContractId = (index: number) => String(10_000_001 + index);

/** POST /info {"type":"l2Book","coin"}: 20 levels a side of {px, sz, n}; null for a coin it does not list. */
export function hyperliquidL2Book(coin: string, now = Date.now()) {
  const asset = simAssetsOn('hyperliquid').find((candidate) => hyperliquidName(candidate) === coin);
  if (!asset) return null;
  const book = servedBook('hyperliquid', asset, now);
  const lot = lotOf(asset, 'hyperliquid');
  const level = (entry: SimLevel, index: number) => ({
    px: decimalText(entry.price, 6),
    sz: decimalText(entry.size, 6),
    n: 1 + (index % 4),
  });
  const side = (levels: SimLevel[]) => lotted(levels, lot).slice(0, 20).map(level);
  return { coin, time: now, levels: [side(book.bids), side(book.asks)] };
}

/** GET /fapi/v3/depth?symbol&limit: `limit` levels a side of [price, qty] (Binance style). */
export function asterDepth(query: URLSearchParams, now = Date.now()) {
  const asset = simAssetsOn('aster').find((candidate) => asterSymbol(candidate) === query.get('symbol'));
  if (!asset) return null;
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 500) || 500, 5), 1000);
  const book = servedBook('aster', asset, now);
  const lot = lotOf(asset, 'aster');
  const side = (levels: SimLevel[]) => lotted(levels, lot).slice(0, limit).map(pair);
  return { lastUpdateId: Math.floor(now / 100), E: now, T: now - 3, bids: side(book.bids), asks: side(book.asks) };
}

/** GET /api/v1/orderBookOrders?market_id&limit: single orders (SimpleOrder), `limit` of them a side. */
export function lighterOrderBookOrders(query: URLSearchParams, now = Date.now()) {
  const asset = simAssetsOn('lighter')[Number(query.get('market_id') ?? Number.NaN)];
  if (!asset) return null;
  const limit = Math.min(Math.max(Number(query.get('limit')) || 1, 1), 250);
  const book = servedBook('lighter', asset, now);
  const lot = lotOf(asset, 'lighter');
  let orderIndex = Math.floor(now / 1000) * 1000;
  const orders = (levels: SimLevel[], name: string) =>
    lotted(levels, lot)
      .flatMap((level, index) => simOrders(level, `${asset.base}/${name}/${String(index)}`))
      .slice(0, limit)
      .map((order) => {
        orderIndex += 1;
        const amount = decimalText(order.size, 8);
        return {
          order_index: orderIndex,
          order_id: String(orderIndex),
          owner_account_index: 100_000 + (orderIndex % 977),
          initial_base_amount: amount,
          remaining_base_amount: amount,
          price: decimalText(order.price),
          order_expiry: now + 28 * 86_400_000,
          transaction_time: now * 1000,
        };
      });
  const asks = orders(book.asks, 'asks');
  const bids = orders(book.bids, 'bids');
  return { code: 200, total_asks: asks.length, asks, total_bids: bids.length, bids };
}

/** GET /api/v1/public/quote/getDepth?contractId&level: one Depth of 15 or 200 levels a side. */
export function edgexDepth(query: URLSearchParams, now = Date.now()) {
  const assets = simAssetsOn('edgex');
  const index = assets.findIndex((_, candidate) => edgexContractId(candidate) === query.get('contractId'));
  const asset = assets[index];
  if (!asset) return null;
  const level = query.get('level') === '15' ? 15 : 200;
  const book = servedBook('edgex', asset, now);
  const lot = lotOf(asset, 'edgex');
  const side = (levels: SimLevel[]) =>
    lotted(levels, lot)
      .slice(0, level)
      .map((entry) => ({ price: decimalText(entry.price), size: decimalText(entry.size) }));
  const depth = {
    startVersion: String(now * 10),
    endVersion: String(now * 10 + 7),
    level,
    contractId: edgexContractId(index),
    contractName: `${lot === 1 ? '' : String(lot)}${asset.base}USD`,
    asks: side(book.asks),
    bids: side(book.bids),
    depthType: 'SNAPSHOT',
  };
  return { code: 'SUCCESS', data: [depth], msg: null, errorParam: null, requestTime: String(now), traceId: 'demo' };
}

/** GET /api/v1/book?symbol: 10 levels a side of {p, a, n}. */
export function pacificaBookReply(query: URLSearchParams, now = Date.now()) {
  const asset = simAssetsOn('pacifica').find((candidate) => pacificaSymbol(candidate) === query.get('symbol'));
  if (!asset) return null;
  const book = servedBook('pacifica', asset, now);
  const lot = lotOf(asset, 'pacifica');
  const side = (levels: SimLevel[]) =>
    lotted(levels, lot)
      .slice(0, 10)
      .map((entry, index) => ({ p: decimalText(entry.price, 6), a: decimalText(entry.size, 6), n: 1 + (index % 3) }));
  return {
    success: true,
    data: { s: pacificaSymbol(asset), l: [side(book.bids), side(book.asks)], t: now },
    error: null,
    code: null,
  };
}

/** GET /api/v1/depth?symbol: both sides lowest price first, as Backpack sends them; time in microseconds. */
export function backpackDepth(query: URLSearchParams, now = Date.now()) {
  const asset = simAssetsOn('backpack').find((candidate) => backpackSymbol(candidate) === query.get('symbol'));
  if (!asset) return null;
  const book = servedBook('backpack', asset, now);
  const lot = lotOf(asset, 'backpack');
  return {
    asks: lotted(book.asks, lot).map(pair),
    bids: lotted(book.bids, lot).reverse().map(pair),
    lastUpdateId: String(Math.floor(now / 100)),
    timestamp: now * 1000,
  };
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** Each venue's book call; Hyperliquid's other /info requests pass on to its market-data handler. */
export const bookHandlers = [
  http.post(`${env.venueUrls.hyperliquid}/info`, async ({ request }) => {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { type?: unknown; coin?: unknown } | null;
    // Not a book request: nothing returned, so msw asks the next handler (the venue's market-data one).
    if (body?.type !== 'l2Book') return undefined;
    await networkDelay();
    const fault = faultReply('hyperliquid', request);
    if (fault) return fault;
    if (typeof body.coin !== 'string') {
      return HttpResponse.text('Failed to deserialize the JSON body into the target type', { status: 422 });
    }
    return HttpResponse.json(hyperliquidL2Book(body.coin));
  }),
  http.get(`${env.venueUrls.aster}/fapi/v3/depth`, async ({ request }) => {
    await networkDelay();
    const reply = faultReply('aster', request) ?? asterDepth(searchOf(request));
    if (reply instanceof Response) return reply;
    return reply
      ? HttpResponse.json(reply)
      : HttpResponse.json({ code: -1121, msg: 'Invalid symbol.' }, { status: 400 });
  }),
  http.get(`${env.venueUrls.lighter}/api/v1/orderBookOrders`, async ({ request }) => {
    await networkDelay();
    const reply = faultReply('lighter', request) ?? lighterOrderBookOrders(searchOf(request));
    if (reply instanceof Response) return reply;
    return HttpResponse.json(reply ?? { code: 21_602, message: 'invalid market index' }, { status: reply ? 200 : 400 });
  }),
  http.get(`${env.venueUrls.edgex}/api/v1/public/quote/getDepth`, async ({ request }) => {
    await networkDelay();
    const reply = faultReply('edgex', request) ?? edgexDepth(searchOf(request));
    if (reply instanceof Response) return reply;
    return HttpResponse.json(reply ?? { code: 'INVALID_PARAM', data: null, msg: 'contractId not found' });
  }),
  http.get(`${env.venueUrls.pacifica}/api/v1/book`, async ({ request }) => {
    await networkDelay();
    const reply = faultReply('pacifica', request) ?? pacificaBookReply(searchOf(request));
    if (reply instanceof Response) return reply;
    return reply
      ? HttpResponse.json(reply)
      : HttpResponse.json({ success: false, data: null, error: 'Market not found', code: 404 }, { status: 404 });
  }),
  http.get(`${env.venueUrls.backpack}/api/v1/depth`, async ({ request }) => {
    await networkDelay();
    const reply = faultReply('backpack', request) ?? backpackDepth(searchOf(request));
    if (reply instanceof Response) return reply;
    return reply ? HttpResponse.json(reply) : HttpResponse.text('Market not found', { status: 400 });
  }),
];
