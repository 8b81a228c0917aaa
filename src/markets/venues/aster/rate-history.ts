import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { decimal, epochMs } from '../shared/decimal';
import type { HistoryReader } from '../shared/history-reader';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED } from '../shared/passage';
import { asterFacts } from './facts';

/*
 * GET {base}/fapi/v1/fundingRate?symbol&startTime&endTime&limit: a symbol's settled funding, oldest first,
 * [{symbol, fundingRate, fundingTime}] (Aster's futures API docs, "Get Funding Rate History", weight 1, limit 1000 at
 * most; the same call is /fapi/v3/fundingRate in its v3 docs). `fundingRate` is for the symbol's whole interval, as
 * `lastFundingRate` is (8 h by default, 4 h for some: see funding-info.ts).
 */
export const ASTER_HISTORY_LIMIT = 1000;

export const fundingRateRowSchema = z.object({ symbol: z.string(), fundingRate: decimal, fundingTime: epochMs });

export const readAsterHistory: HistoryReader = async ({ baseUrl, market, since, now, signal, pass = UNGATED }) => {
  const query = new URLSearchParams({
    symbol: market.symbol,
    startTime: String(since),
    endTime: String(now),
    limit: String(ASTER_HISTORY_LIMIT),
  });
  const reply = await pass(fixedWeight(asterFacts.budget.calls.fundingRate), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/fapi/v1/fundingRate?${query.toString()}`, signal }),
  );
  const { rows, rejected } = readRows(reply, fundingRateRowSchema, { what: 'fundingRate' });
  return {
    settlements: rows.map((row) => ({
      time: row.fundingTime,
      ratePerInterval: row.fundingRate,
      intervalHours: market.fundingIntervalHours,
    })),
    rejected,
  };
};
