import * as z from 'zod/mini';
import { fetchPublicJson } from '../../../lib/public-client';
import { decimal, epochMs, positiveDecimal } from '../shared/decimal';
import { parseEnvelope } from '../shared/parse-rows';

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
  const reply = await fetchPublicJson({ url: `${baseUrl}/fapi/v3/premiumIndex`, signal });
  return parseEnvelope(z.array(z.unknown()), reply, 'premiumIndex');
}
