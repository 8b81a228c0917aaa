import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { UNGATED } from '../shared/passage';
import { fixedWeight } from '../../model/venue-budget';
import { hyperliquidFacts } from './facts';
import {
  bookPrice,
  bookSides,
  bookSize,
  sidesOf,
  UnusableBook,
  venueBook,
  type BookMarket,
  type BookReader,
  type VenueBook,
} from '../shared/book-reader';

/*
 * POST {base}/info {"type":"l2Book","coin"}: a coin's book, {coin, time, levels: [bids, asks]} with each level
 * {px, sz, n} (price and total size as decimal text, n orders), bids best first, at most 20 levels a side; `null` for
 * a coin Hyperliquid does not list. Shape from Hyperliquid's API docs (Info endpoint, "L2 book snapshot") and the
 * @nktkas/hyperliquid SDK's L2BookResponse (src/api/info/_methods/l2Book.ts). Sizes are in the coin's own unit
 * (kPEPE: thousands). Cost: weight 2 of the 1,200 a minute an IP may spend on REST requests (Hyperliquid docs, "Rate
 * limits": l2Book is one of the weight-2 info requests; metaAndAssetCtxs weighs 20).
 */
export const l2LevelSchema = z.object({ px: bookPrice, sz: bookSize, n: z.optional(z.number()) });

export const l2BookReplySchema = z.nullable(
  z.object({
    coin: z.string(),
    time: z.optional(z.number()),
    levels: bookSides(l2LevelSchema),
  }),
);

export type L2BookReply = z.output<typeof l2BookReplySchema>;

/** Hyperliquid's reply as a book; no book at all (a coin it does not list) is an empty one. */
export function hyperliquidBook(reply: L2BookReply, market: BookMarket, readAt: number): VenueBook {
  if (reply === null) throw new UnusableBook('empty');
  const [bids, asks] = sidesOf(reply.levels, 'l2Book');
  const level = ({ px, sz }: { px: number; sz: number }) => ({ price: px, size: sz });
  return venueBook(bids.map(level), asks.map(level), market, readAt);
}

export const readHyperliquidBook: BookReader = async ({ baseUrl, now, pass = UNGATED }, market, signal) => {
  const reply = await pass(fixedWeight(hyperliquidFacts.budget.calls.l2Book), () =>
    readPublicJson(l2BookReplySchema, {
      url: `${baseUrl}/info`,
      method: 'POST',
      body: { type: 'l2Book', coin: market.symbol },
      signal,
    }),
  );
  return hyperliquidBook(reply, market, now());
};
