import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, positiveDecimal } from '../shared/decimal';

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

export async function getPremiumIndex(baseUrl: string, signal?: AbortSignal): Promise<unknown[]> {
  return readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/fapi/v3/premiumIndex`, signal });
}
