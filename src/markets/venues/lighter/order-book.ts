import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { UNGATED } from '../shared/passage';
import { fixedWeight } from '../../model/venue-budget';
import { lighterFacts } from './facts';
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
 * GET {base}/api/v1/orderBookOrders?market_id&limit: a market's resting orders one by one, {code, total_asks, asks:
 * [SimpleOrder], total_bids, bids: [SimpleOrder]}, each order {order_index, order_id, owner_account_index,
 * initial_base_amount, remaining_base_amount, price, order_expiry, transaction_time} with amounts and price as decimal
 * text (lighter-python SDK: OrderApi.order_book_orders, models OrderBookOrders and SimpleOrder; ccxt's lighter.ts
 * fetchOrderBook, which asks for 100 at most). What is left to fill is `remaining_base_amount`, in the market's unit
 * (1000PEPE: thousands); orders at one price are summed into a level. Cost: one of the 60 requests a rolling minute
 * a standard (key-less) caller may make, of weight 300 ("other endpoints") against a premium account's 24,000
 * (Lighter API docs, "Rate Limits").
 */
export const LIGHTER_BOOK_ORDERS = 100;

export const simpleOrderSchema = z.object({ price: bookPrice, remaining_base_amount: bookSize });

export const orderBookOrdersReplySchema = z.object({
  code: z.number(),
  asks: z.array(simpleOrderSchema),
  bids: z.array(simpleOrderSchema),
});

/** Lighter answers 200 with another `code` (and a `message`) when it refuses: that is no book. */
const LIGHTER_OK = 200;

export function lighterBook(
  reply: z.output<typeof orderBookOrdersReplySchema>,
  market: BookMarket,
  readAt: number,
): VenueBook {
  if (reply.code !== LIGHTER_OK) throw malformedReply(`orderBookOrders: code ${String(reply.code)}`);
  const level = (order: z.output<typeof simpleOrderSchema>) => ({
    price: order.price,
    size: order.remaining_base_amount,
  });
  return venueBook(reply.bids.map(level), reply.asks.map(level), market, readAt);
}

export const readLighterBook: BookReader = async ({ baseUrl, now, pass = UNGATED }, market, signal) => {
  if (market.marketId === undefined) throw malformedReply('no market_id');
  const query = new URLSearchParams({ market_id: market.marketId, limit: String(LIGHTER_BOOK_ORDERS) });
  const reply = await pass(fixedWeight(lighterFacts.budget.calls.orderBookOrders), () =>
    readPublicJson(orderBookOrdersReplySchema, {
      url: `${baseUrl}/api/v1/orderBookOrders?${query.toString()}`,
      signal,
    }),
  );
  return lighterBook(reply, market, now());
};
