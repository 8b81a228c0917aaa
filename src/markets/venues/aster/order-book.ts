import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { UNGATED } from '../shared/passage';
import { fixedWeight } from '../../model/venue-budget';
import { asterFacts } from './facts';
import { pairLevel, venueBook, type BookMarket, type BookReader, type VenueBook } from '../shared/book-reader';

/*
 * GET {base}/fapi/v3/depth?symbol&limit: a symbol's book, {lastUpdateId, E, T, bids: [[price, qty]], asks: [[price,
 * qty]]} with prices and quantities as decimal text, best first (Aster Finance Futures API v3 docs, "Order Book";
 * Binance's futures shape, as ccxt's aster.ts reads it). Quantities are in the symbol's unit (1000PEPEUSDT:
 * thousands). `limit` is one of 5, 10, 20, 50, 100, 500, 1000 (default 500); its weight grows with it: 2 up to 50,
 * 5 for 100, 10 for 500, 20 for 1000, of the 2,400 REQUEST_WEIGHT an IP has a minute (the same docs, "LIMITS").
 * 100 levels a side (weight 5) reach well past the sizes a farmer trades.
 */
export const ASTER_BOOK_LIMIT = 100;

export const depthReplySchema = z.object({
  bids: z.array(pairLevel),
  asks: z.array(pairLevel),
  E: z.optional(z.number()),
  T: z.optional(z.number()),
});

export function asterBook(reply: z.output<typeof depthReplySchema>, market: BookMarket, readAt: number): VenueBook {
  return venueBook(reply.bids, reply.asks, market, readAt);
}

export const readAsterBook: BookReader = async ({ baseUrl, now, pass = UNGATED }, market, signal) => {
  const query = new URLSearchParams({ symbol: market.symbol, limit: String(ASTER_BOOK_LIMIT) });
  const reply = await pass(fixedWeight(asterFacts.budget.calls.depth), () =>
    readPublicJson(depthReplySchema, { url: `${baseUrl}/fapi/v3/depth?${query.toString()}`, signal }),
  );
  return asterBook(reply, market, now());
};
