import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { edgexFacts } from './facts';

/*
 * GET {base}/api/v1/public/quote/getTicker (no contractId: every contract): {code: "SUCCESS", data: [ticker]} (EdgeX
 * API docs, "Quote API", "Query 24-Hour Quotes"). Used: `contractId`, `contractName` (BTCUSD), `fundingRate` (for the
 * contract's interval), `nextFundingTime` (ms, as text), `openInterest` (one side, in the base coin), `value` (24 h
 * volume in USD) and the price: `markPrice` where given, else `oraclePrice`, which EdgeX marks positions against.
 */
export const tickerReplySchema = z.object({ code: z.literal('SUCCESS'), data: z.array(z.unknown()) });

export const tickerSchema = z.object({
  contractId: z.string(),
  contractName: z.string(),
  fundingRate: decimal,
  nextFundingTime: epochMs,
  openInterest: nonNegativeDecimal,
  value: nonNegativeDecimal,
  markPrice: z.optional(positiveDecimal),
  oraclePrice: positiveDecimal,
});

export async function getTickers(baseUrl: string, signal?: AbortSignal, pass: Passage = UNGATED): Promise<unknown[]> {
  const reply = await pass(fixedWeight(edgexFacts.budget.calls.getTicker), () =>
    readPublicJson(tickerReplySchema, { url: `${baseUrl}/api/v1/public/quote/getTicker`, signal }),
  );
  return reply.data;
}
