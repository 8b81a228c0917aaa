import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, positiveDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { backpackFacts } from './facts';

/*
 * GET {base}/api/v1/markPrices: [{symbol, fundingRate, indexPrice, markPrice, nextFundingTimestamp}] for every
 * perpetual (Backpack Exchange API docs, "Markets: Get mark prices"; ccxt's backpack.ts fetchFundingRates). Symbols
 * are written BTC_USDC_PERP; `fundingRate` is for Backpack's one-hour funding interval.
 */
export const markPriceRowSchema = z.object({
  symbol: z.string(),
  fundingRate: decimal,
  markPrice: positiveDecimal,
  nextFundingTimestamp: epochMs,
});

export async function getMarkPrices(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<unknown[]> {
  return pass(fixedWeight(backpackFacts.budget.calls.markPrices), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/api/v1/markPrices`, signal }),
  );
}
