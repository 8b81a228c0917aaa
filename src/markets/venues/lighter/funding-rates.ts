import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { lighterFacts } from './facts';

/*
 * GET {base}/api/v1/funding-rates: {code, funding_rates: [{market_id, exchange, symbol, rate}]}, one row per market
 * and per exchange Lighter compares itself with (binance, bybit, hyperliquid, lighter); only `exchange: "lighter"`
 * rows are Lighter's. Shape from the lighter-python SDK (FundingApi.funding_rates, model FundingRate) and the OpenAPI
 * docs generated from it. `rate` is quoted per 8 hours on every row, so that the exchanges compare (a Binance default
 * of 0.0001 sits beside Lighter's rows in the same reply); Lighter itself settles every hour.
 */
export const fundingRatesReplySchema = z.object({ funding_rates: z.array(z.unknown()) });

export const fundingRateRowSchema = z.object({
  market_id: z.number().check(z.int(), z.gte(0)),
  exchange: z.string(),
  symbol: z.string(),
  rate: decimal,
});

export async function getFundingRates(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<unknown[]> {
  const reply = await pass(fixedWeight(lighterFacts.budget.calls['funding-rates']), () =>
    readPublicJson(fundingRatesReplySchema, { url: `${baseUrl}/api/v1/funding-rates`, signal }),
  );
  return reply.funding_rates;
}
