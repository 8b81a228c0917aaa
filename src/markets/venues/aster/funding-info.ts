import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { asterFacts } from './facts';

/*
 * GET {base}/fapi/v3/fundingInfo: the funding interval of the symbols whose schedule differs from the default, as
 * {symbol, interestRate, time, fundingIntervalHours, fundingFeeCap, fundingFeeFloor} (Aster's "Futures API v3" docs,
 * "Get Funding Rate Config"; ccxt's aster.ts fetchFundingIntervals). Symbols it does not list settle every 8 hours,
 * the Binance-compatible default Aster keeps.
 */
export const ASTER_DEFAULT_FUNDING_INTERVAL_HOURS = 8;

export const fundingInfoRowSchema = z.object({
  symbol: z.string(),
  fundingIntervalHours: z.number().check(z.int(), z.gt(0), z.lte(24)),
});

/** Funding interval in hours by symbol. */
export async function getFundingIntervals(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<Map<string, number>> {
  const rows = await pass(fixedWeight(asterFacts.budget.calls.fundingInfo), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/fapi/v3/fundingInfo`, signal }),
  );
  // An empty list is valid (every symbol on the default); a list of which nothing parses is not.
  return new Map(readRows(rows, fundingInfoRowSchema).rows.map((row) => [row.symbol, row.fundingIntervalHours]));
}
