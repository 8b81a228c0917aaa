import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';
import { malformedReply, readReply } from '../../../lib/read-reply';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { hyperliquidFacts } from './facts';

/*
 * POST {base}/info {"type":"metaAndAssetCtxs"}: every perpetual of Hyperliquid's main dex in one reply, a pair
 * [meta, assetCtxs] whose two lists are aligned by index. Shape checked against Hyperliquid's API docs (Info endpoint,
 * Perpetuals, "Retrieve perpetuals asset contexts") and the @nktkas/hyperliquid SDK's MetaAndAssetCtxsResponse schema.
 * Numbers come as decimal text. `funding` is the current rate for one hour (Hyperliquid settles funding hourly),
 * `openInterest` is counted in the coin (one side), `markPx` is USD per coin, `dayNtlVlm` is 24 h notional in USD.
 */
// The pair is read as a list and its two members one by one rather than with z.tuple: the tuple schema would be the
// only one in the app and zod's core sits in the sign-in page's bundle, which pays for every kind of schema used anywhere.
const pairSchema = z.array(z.unknown());
const metaSchema = z.object({ universe: z.array(z.unknown()) });
const assetCtxsSchema = z.array(z.unknown());

export const universeEntrySchema = z.object({
  name: z.string(),
  isDelisted: z.optional(z.boolean()),
  /** The highest leverage the market allows (a whole number: 40 for BTC, 3 for the smallest markets). */
  maxLeverage: z.optional(z.number()),
});

export const assetCtxSchema = z.object({
  funding: decimal,
  openInterest: nonNegativeDecimal,
  markPx: positiveDecimal,
  dayNtlVlm: nonNegativeDecimal,
});

export async function getMetaAndAssetCtxs(baseUrl: string, signal?: AbortSignal, pass: Passage = UNGATED) {
  const pair = await pass(fixedWeight(hyperliquidFacts.budget.calls.metaAndAssetCtxs), () =>
    readPublicJson(pairSchema, { url: `${baseUrl}/info`, method: 'POST', body: { type: 'metaAndAssetCtxs' }, signal }),
  );
  if (pair.length !== 2) throw malformedReply('metaAndAssetCtxs is not a pair');
  return [readReply(metaSchema, pair[0], 'meta'), readReply(assetCtxsSchema, pair[1], 'assetCtxs')] as const;
}
