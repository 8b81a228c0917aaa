import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { UNGATED } from '../shared/passage';
import { fixedWeight } from '../../model/venue-budget';
import { pacificaFacts } from './facts';
import {
  bookPrice,
  bookSides,
  bookSize,
  sidesOf,
  venueBook,
  type BookMarket,
  type BookReader,
  type VenueBook,
} from '../shared/book-reader';

/*
 * GET {base}/api/v1/book?symbol: a market's book, {success: true, data: {s, l: [bids, asks], t}, error, code} with
 * each level {p, a, n} (price and amount as decimal text, n orders), bids best first, `t` in ms (Pacifica API docs,
 * REST API → Markets, "Get orderbook"; ccxt's pacifica.ts fetchOrderBook, whose comment pins a real reply). Amounts
 * are in the market's unit (kBONK: thousands). Cost: at most a heavy GET, 3–12 of the 100 credits a rolling minute an
 * unidentified IP has (Pacifica API docs, "Rate limits").
 */
export const bookLevelSchema = z.object({ p: bookPrice, a: bookSize, n: z.optional(z.number()) });

export const bookReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    s: z.optional(z.string()),
    l: bookSides(bookLevelSchema),
    t: z.optional(z.number()),
  }),
});

export function pacificaBook(reply: z.output<typeof bookReplySchema>, market: BookMarket, readAt: number): VenueBook {
  const [bids, asks] = sidesOf(reply.data.l, 'book');
  const level = ({ p, a }: { p: number; a: number }) => ({ price: p, size: a });
  return venueBook(bids.map(level), asks.map(level), market, readAt);
}

export const readPacificaBook: BookReader = async ({ baseUrl, now, pass = UNGATED }, market, signal) => {
  const query = new URLSearchParams({ symbol: market.symbol });
  const reply = await pass(fixedWeight(pacificaFacts.budget.calls.book), () =>
    readPublicJson(bookReplySchema, { url: `${baseUrl}/api/v1/book?${query.toString()}`, signal }),
  );
  return pacificaBook(reply, market, now());
};
