import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, nonNegativeDecimal, optionalPrice } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { hyperliquidFacts } from './facts';

/*
 * POST {base}/info {"type":"clearinghouseState","user":"0x…"}: one account's perpetuals margin and positions on
 * Hyperliquid's main dex, key-less. Shape checked against Hyperliquid's API docs (Info endpoint, Perpetuals,
 * "Retrieve user's perpetuals account summary") and the @nktkas/hyperliquid SDK's ClearinghouseStateResponse schema.
 * Every amount is decimal text in USDC: `marginSummary.accountValue` is the equity, `withdrawable` what is free.
 * A position's `szi` is signed (negative is short), `positionValue` its notional at the mark price. An address that
 * never used Hyperliquid gets the same shape with zeros and no position (the venue has no "not found").
 */
export const clearinghouseStateSchema = z.object({
  marginSummary: z.object({ accountValue: decimal }),
  withdrawable: decimal,
  assetPositions: z.array(z.unknown()),
});

export const assetPositionSchema = z.object({
  position: z.object({
    coin: z.string(),
    szi: decimal,
    entryPx: z.nullish(nonNegativeDecimal),
    positionValue: z.nullish(nonNegativeDecimal),
    unrealizedPnl: z.nullish(decimal),
    /** null when the account's margin could never be liquidated at any price. */
    liquidationPx: optionalPrice,
  }),
});

export async function getClearinghouseState(
  baseUrl: string,
  user: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
) {
  return pass(fixedWeight(hyperliquidFacts.budget.calls.clearinghouseState), () =>
    readPublicJson(clearinghouseStateSchema, {
      url: `${baseUrl}/info`,
      method: 'POST',
      body: { type: 'clearinghouseState', user },
      signal,
    }),
  );
}
