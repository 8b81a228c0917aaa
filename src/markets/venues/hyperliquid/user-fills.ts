import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';

/*
 * POST {base}/info {"type":"userFills","user":"0x…"}: the account's most recent fills (at most 2,000), newest first,
 * key-less. Shape checked against Hyperliquid's API docs (Info endpoint, "Retrieve a user's fills") and the
 * @nktkas/hyperliquid SDK's UserFillsResponse schema. `side` is "B" (bought) or "A" (sold), `px` and `sz` decimal
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

export async function getUserFills(baseUrl: string, user: string, signal?: AbortSignal) {
  return readPublicJson(userFillsSchema, {
    url: `${baseUrl}/info`,
    method: 'POST',
    body: { type: 'userFills', user },
    signal,
  });
}
