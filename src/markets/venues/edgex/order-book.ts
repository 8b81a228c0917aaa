import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { UNGATED } from '../shared/passage';
import { fixedWeight } from '../../model/venue-budget';
import { edgexFacts } from './facts';
import { malformedReply } from '../../../lib/read-reply';
import {
  bookPrice,
  bookSize,
  venueBook,
  type BookMarket,
  type BookReader,
  type VenueBook,
} from '../shared/book-reader';

/*
 * GET {base}/api/v1/public/quote/getDepth?contractId&level: a contract's book, {code: "SUCCESS", data: [Depth]} with
 * Depth {startVersion, endVersion, level, contractId, contractName, asks: [{price, size}], bids: [{price, size}],
 * depthType} and prices and sizes as decimal text (EdgeX OpenAPI in edgex-golang-sdk: operation getDepth, schemas
 * Result_List_Depth__, Depth and BookOrder; "Available options are 15 and 200"). Sizes are in the contract's unit
 * (1000PEPE: thousands). Cost: EdgeX publishes no rate limit for its public quote API; the book is read like its
 * other public calls, one at a time through the venue's gate.
 */
export const EDGEX_BOOK_LEVEL = 200;

export const bookOrderSchema = z.object({ price: bookPrice, size: bookSize });

export const depthSchema = z.object({
  contractId: z.optional(z.string()),
  asks: z.array(bookOrderSchema),
  bids: z.array(bookOrderSchema),
});

export const getDepthReplySchema = z.object({ code: z.literal('SUCCESS'), data: z.array(depthSchema) });

export function edgexBook(reply: z.output<typeof getDepthReplySchema>, market: BookMarket, readAt: number): VenueBook {
  // One Depth for the contract asked; another contract's book (or several) is not the one we asked for.
  const [depth, ...others] = reply.data;
  if (!depth) return venueBook([], [], market, readAt);
  if (others.length > 0 || (depth.contractId !== undefined && depth.contractId !== market.marketId)) {
    throw malformedReply('getDepth: another contract');
  }
  return venueBook(depth.bids, depth.asks, market, readAt);
}

export const readEdgexBook: BookReader = async ({ baseUrl, now, pass = UNGATED }, market, signal) => {
  if (market.marketId === undefined) throw malformedReply('no contractId');
  const query = new URLSearchParams({ contractId: market.marketId, level: String(EDGEX_BOOK_LEVEL) });
  const reply = await pass(fixedWeight(edgexFacts.budget.calls.getDepth), () =>
    readPublicJson(getDepthReplySchema, {
      url: `${baseUrl}/api/v1/public/quote/getDepth?${query.toString()}`,
      signal,
    }),
  );
  return edgexBook(reply, market, now());
};
