import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';
import { itemWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { hyperliquidFacts } from './facts';

/*
 * POST {base}/info {"type":"userFillsByTime","user":"0x…","startTime":ms}: the account's fills from `startTime`
 * (to now, `endTime` left out), oldest first, at most 2,000 per reply, and only the account's 10,000 most recent fills
 * are served at all; key-less. `userFills` would give only the latest 2,000, not paged, which a busy bot passes within
 * days. Checked against Hyperliquid's API docs (Info endpoint, "Retrieve a user's fills by time") and the
 * @nktkas/hyperliquid SDK's UserFillsByTimeRequest (aggregateByTime left out: partial fills stay apart, as sent) and
 * UserFillsResponse schemas. `side` is "B" (bought) or "A" (sold), `px` and `sz` decimal
 * text, `time` in ms, `fee` what the fill cost in `feeToken` (USDC for perpetuals; negative is a rebate), `tid` the
 * trade's id.
 */
export const userFillsSchema = z.array(z.unknown());

export const userFillSchema = z.object({
  coin: z.string(),
  px: positiveDecimal,
  sz: nonNegativeDecimal,
  side: z.enum(['B', 'A']),
  time: epochMs,
  fee: decimal,
  feeToken: z.optional(z.string()),
  tid: z.union([z.number(), z.string()]),
});

/** Fills per reply at most: a reply this long may have more after it. */
export const USER_FILLS_PAGE = 2_000;

/** Only the account's latest fills this many are served, whatever the time asked. */
export const USER_FILLS_SERVED = 10_000;

export async function getUserFillsByTime(
  baseUrl: string,
  user: string,
  startTime: number,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
) {
  const weight = itemWeight(hyperliquidFacts.budget.calls.userFillsByTime, (reply: unknown[]) => reply.length);
  return pass(weight, () =>
    readPublicJson(userFillsSchema, {
      url: `${baseUrl}/info`,
      method: 'POST',
      body: { type: 'userFillsByTime', user, startTime },
      signal,
    }),
  );
}
