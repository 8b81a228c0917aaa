import * as z from 'zod/mini';
import { fetchPublicJson } from '../../../lib/public-client';
import { decimal, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';
import { parseEnvelope } from '../shared/parse-rows';

/*
 * POST {base}/info {"type":"metaAndAssetCtxs"}: every perpetual of Hyperliquid's main dex in one reply, a pair
 * [meta, assetCtxs] whose two lists are aligned by index. Shape checked against Hyperliquid's API docs (Info endpoint,
 * Perpetuals, "Retrieve perpetuals asset contexts") and the @nktkas/hyperliquid SDK's MetaAndAssetCtxsResponse schema.
 * Numbers come as decimal text. `funding` is the current rate for one hour (Hyperliquid settles funding hourly),
 * `openInterest` is counted in the coin (one side), `markPx` is USD per coin, `dayNtlVlm` is 24 h notional in USD.
 */
export const metaAndAssetCtxsReplySchema = z.tuple([
  z.object({ universe: z.array(z.unknown()) }),
  z.array(z.unknown()),
]);

export const universeEntrySchema = z.object({
  name: z.string(),
  isDelisted: z.optional(z.boolean()),
});

export const assetCtxSchema = z.object({
  funding: decimal,
  openInterest: nonNegativeDecimal,
  markPx: positiveDecimal,
  dayNtlVlm: nonNegativeDecimal,
});

export async function getMetaAndAssetCtxs(baseUrl: string, signal?: AbortSignal) {
  const reply = await fetchPublicJson({
    url: `${baseUrl}/info`,
    method: 'POST',
    body: { type: 'metaAndAssetCtxs' },
    signal,
  });
  return parseEnvelope(metaAndAssetCtxsReplySchema, reply, 'metaAndAssetCtxs');
}
