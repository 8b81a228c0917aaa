import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { nonNegativeDecimal, positiveDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { lighterFacts } from './facts';

/*
 * GET {base}/api/v1/orderBookDetails: {code, order_book_details: [PerpsOrderBookDetail]} (lighter-python SDK,
 * OrderApi.order_book_details, model PerpsOrderBookDetail). Used: `symbol`, `market_id`, `status` ("active"),
 * `last_trade_price` and the optional `mark_price` (USD per market unit), `open_interest` (one side, counted in the
 * market's unit), `daily_quote_token_volume` (24 h volume in USDC) and `min_initial_margin_fraction`, the smallest
 * initial margin in hundredths of a percent (200 = 2 %: 50× leverage at most), as the SDKs read it.
 */
export const orderBookDetailsReplySchema = z.object({ order_book_details: z.array(z.unknown()) });

export const orderBookDetailSchema = z.object({
  symbol: z.string(),
  market_id: z.number().check(z.int(), z.gte(0)),
  status: z.string(),
  last_trade_price: positiveDecimal,
  mark_price: z.optional(positiveDecimal),
  open_interest: nonNegativeDecimal,
  daily_quote_token_volume: nonNegativeDecimal,
  min_initial_margin_fraction: z.optional(positiveDecimal),
});

/** Lighter's margin fractions are counted in hundredths of a percent: 10 000 is 100 %. */
export const LIGHTER_MARGIN_FRACTION_BASIS = 10_000;

export async function getOrderBookDetails(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<unknown[]> {
  const reply = await pass(fixedWeight(lighterFacts.budget.calls.orderBookDetails), () =>
    readPublicJson(orderBookDetailsReplySchema, { url: `${baseUrl}/api/v1/orderBookDetails`, signal }),
  );
  return reply.order_book_details;
}
