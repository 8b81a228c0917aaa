import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, nonNegativeDecimal } from '../shared/decimal';
import { historyReplySchema, PACIFICA_HISTORY_PAGE } from './trade-history';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { pacificaFacts } from './facts';

/*
 * GET {base}/api/v1/funding/history?account=<address>&limit=n[&cursor=c]: {success: true, data: [{history_id, symbol,
 * side, amount, payout, rate, created_at}], next_cursor, has_more}, newest first, key-less (Pacifica API docs, REST
 * API → Account → "Get funding history"). `payout` is in USD, positive when the account received it (the docs'
 * examples: a short paid at a positive rate receives), `side` "bid" (long) or "ask" (short), `rate` the hourly rate.
 */
export const pacificaFundingSchema = z.object({
  history_id: z.union([z.number(), z.string()]),
  symbol: z.string(),
  side: z.nullish(z.enum(['bid', 'ask'])),
  amount: z.nullish(nonNegativeDecimal),
  payout: decimal,
  rate: z.nullish(decimal),
  created_at: epochMs,
});

export async function getFundingHistory(
  baseUrl: string,
  account: string,
  cursor: string | null,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
) {
  const query = new URLSearchParams({ account, limit: String(PACIFICA_HISTORY_PAGE) });
  if (cursor) query.set('cursor', cursor);
  return pass(fixedWeight(pacificaFacts.budget.calls['funding/history']), () =>
    readPublicJson(historyReplySchema, { url: `${baseUrl}/api/v1/funding/history?${query.toString()}`, signal }),
  );
}
