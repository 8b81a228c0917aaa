import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { nonNegativeDecimal, optionalPrice, optionalTime } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { pacificaFacts } from './facts';

/*
 * GET {base}/api/v1/positions?account=<address>: {success: true, data: [{symbol, side, amount, entry_price, margin,
 * funding, isolated, created_at, updated_at}], …}, key-less (Pacifica API docs, REST API → Account → "Get
 * positions"). `side` is "bid" (long) or "ask" (short), `amount` the size in the market's unit; no mark price or
 * unrealised PnL is given, so the panels price a position with the market data's mark price. `liquidation_price` (null
 * when none) and `created_at` (ms) are in the docs' example reply.
 */
export const positionsReplySchema = z.object({ success: z.literal(true), data: z.array(z.unknown()) });

export const pacificaPositionSchema = z.object({
  symbol: z.string(),
  side: z.enum(['bid', 'ask']),
  amount: nonNegativeDecimal,
  entry_price: z.nullish(nonNegativeDecimal),
  /** null for a position that cannot be liquidated (Pacifica API docs, "Get positions"). */
  liquidation_price: optionalPrice,
  /** When the position was opened, in ms. */
  created_at: optionalTime,
});

export async function getPositions(
  baseUrl: string,
  account: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<unknown[]> {
  const query = new URLSearchParams({ account });
  const reply = await pass(fixedWeight(pacificaFacts.budget.calls.positions), () =>
    readPublicJson(positionsReplySchema, { url: `${baseUrl}/api/v1/positions?${query.toString()}`, signal }),
  );
  return reply.data;
}
