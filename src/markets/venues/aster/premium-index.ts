import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, positiveDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { asterFacts } from './facts';

/*
 * GET {base}/fapi/v3/premiumIndex (no symbol: every perpetual). Shape from Aster's "Futures API v3" docs
 * (github.com/asterdex/api-docs, "Mark Price and Funding Rate") and ccxt's aster.ts: a list of
 * {symbol, markPrice, indexPrice, lastFundingRate, nextFundingTime, interestRate, time}, numbers as decimal text.
 * `lastFundingRate` is the rate for the symbol's whole funding interval (see funding-info.ts), as on Binance.
 */
export const premiumIndexRowSchema = z.object({
  symbol: z.string(),
  markPrice: positiveDecimal,
  lastFundingRate: decimal,
  nextFundingTime: epochMs,
});

export async function getPremiumIndex(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<unknown[]> {
  return pass(fixedWeight(asterFacts.budget.calls.premiumIndex), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/fapi/v3/premiumIndex`, signal }),
  );
}
