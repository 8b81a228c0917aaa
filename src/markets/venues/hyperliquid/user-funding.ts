import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs } from '../shared/decimal';
import { itemWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { hyperliquidFacts } from './facts';

/*
 * POST {base}/info {"type":"userFunding","user":"0x…","startTime":ms}: the account's hourly funding payments since
 * `startTime`, oldest first, at most 500 per reply (the next page starts after the last one's time), key-less. Shape
 * checked against Hyperliquid's API docs (Info endpoint, Perpetuals, "Retrieve a user's funding history") and the
 * @nktkas/hyperliquid SDK's UserFundingResponse schema: `delta.usdc` is what the account received (negative: paid),
 * `delta.szi` the signed position it was paid on, `delta.fundingRate` the hourly rate applied.
 */
export const USER_FUNDING_PAGE = 500;

export const userFundingSchema = z.array(z.unknown());

export const userFundingRowSchema = z.object({
  time: epochMs,
  hash: z.optional(z.string()),
  delta: z.object({
    type: z.literal('funding'),
    coin: z.string(),
    usdc: decimal,
    szi: decimal,
    fundingRate: z.nullish(decimal),
  }),
});

export async function getUserFunding(
  baseUrl: string,
  user: string,
  startTime: number,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
) {
  const weight = itemWeight(hyperliquidFacts.budget.calls.userFunding, (reply: unknown[]) => reply.length);
  return pass(weight, () =>
    readPublicJson(userFundingSchema, {
      url: `${baseUrl}/info`,
      method: 'POST',
      body: { type: 'userFunding', user, startTime },
      signal,
    }),
  );
}
