import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { pacificaFacts } from './facts';

/*
 * GET {base}/api/v1/trades/history?account=<address>&start_time=ms&limit=n[&cursor=c]: {success: true, data:
 * [{history_id, order_id, symbol, amount, price, entry_price, fee, pnl, event_type, side, created_at, cause}],
 * next_cursor, has_more}, newest first, key-less (Pacifica API docs, REST API → Account → "Get trade history").
 * `side` is open_long, open_short, close_long or close_short; `amount` in the market's unit, `price` and `fee` in USD.
 */
export const PACIFICA_HISTORY_PAGE = 100;

export const historyReplySchema = z.object({
  success: z.literal(true),
  data: z.array(z.unknown()),
  next_cursor: z.nullish(z.string()),
  has_more: z.nullish(z.boolean()),
});

export const pacificaTradeSchema = z.object({
  history_id: z.union([z.number(), z.string()]),
  symbol: z.string(),
  amount: nonNegativeDecimal,
  price: positiveDecimal,
  fee: decimal,
  side: z.enum(['open_long', 'open_short', 'close_long', 'close_short']),
  created_at: epochMs,
});

export async function getTradeHistory(
  baseUrl: string,
  account: string,
  startTime: number,
  cursor: string | null,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
) {
  const query = new URLSearchParams({
    account,
    start_time: String(startTime),
    limit: String(PACIFICA_HISTORY_PAGE),
  });
  if (cursor) query.set('cursor', cursor);
  return pass(fixedWeight(pacificaFacts.budget.calls['trades/history']), () =>
    readPublicJson(historyReplySchema, { url: `${baseUrl}/api/v1/trades/history?${query.toString()}`, signal }),
  );
}
