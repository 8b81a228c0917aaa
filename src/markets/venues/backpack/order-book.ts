import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { UNGATED } from '../shared/passage';
import { fixedWeight } from '../../model/venue-budget';
import { backpackFacts } from './facts';
import { pairLevel, venueBook, type BookMarket, type BookReader, type VenueBook } from '../shared/book-reader';

/*
 * GET {base}/api/v1/depth?symbol: a market's book, {asks: [[price, quantity]], bids: [[price, quantity]],
 * lastUpdateId, timestamp} with decimal text, `timestamp` in microseconds; both sides come lowest price first, so
 * the best bid is the last one (Backpack Exchange API docs, "Markets: Get depth"; ccxt's backpack.ts fetchOrderBook,
 * whose comment pins a real reply). The common model sorts every side, so the order does not matter. Quantities are in
 * the market's unit (kPEPE: thousands). Cost: Backpack publishes no limit for its public market data (ccxt paces it
 * at 20 requests a second); the book is read one at a time through the venue's gate.
 */
export const depthReplySchema = z.object({
  asks: z.array(pairLevel),
  bids: z.array(pairLevel),
  timestamp: z.optional(z.number()),
});

export function backpackBook(reply: z.output<typeof depthReplySchema>, market: BookMarket, readAt: number): VenueBook {
  return venueBook(reply.bids, reply.asks, market, readAt);
}

export const readBackpackBook: BookReader = async ({ baseUrl, now, pass = UNGATED }, market, signal) => {
  const query = new URLSearchParams({ symbol: market.symbol });
  const reply = await pass(fixedWeight(backpackFacts.budget.calls.depth), () =>
    readPublicJson(depthReplySchema, { url: `${baseUrl}/api/v1/depth?${query.toString()}`, signal }),
  );
  return backpackBook(reply, market, now());
};
