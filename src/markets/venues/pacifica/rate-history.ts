import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { decimal, epochMs } from '../shared/decimal';
import { hoursBetween, type HistoryReader } from '../shared/history-reader';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED } from '../shared/passage';
import { pacificaFacts } from './facts';

/*
 * GET {base}/api/v1/funding_rate/history?symbol&limit[&cursor]: a market's funding, newest first (Pacifica API docs,
 * REST API → Markets, "Get Historical Funding"): {success: true, data: [{oracle_price, bid_impact_price,
 * ask_impact_price, funding_rate, next_funding_rate, created_at}], next_cursor, has_more}. Pacifica settles every
 * hour: `funding_rate` is the hour's rate, `created_at` in ms. Up to 4,000 rows a page, so a month is one.
 */
export const PACIFICA_HISTORY_ROWS = 4000;

export const historyReplySchema = z.object({ success: z.literal(true), data: z.array(z.unknown()) });

export const historyRowSchema = z.object({ funding_rate: decimal, created_at: epochMs });

export const readPacificaHistory: HistoryReader = async ({ baseUrl, market, since, now, signal, pass = UNGATED }) => {
  const limit = Math.min(hoursBetween(since, now), PACIFICA_HISTORY_ROWS);
  const query = new URLSearchParams({ symbol: market.symbol, limit: String(limit) });
  const url = `${baseUrl}/api/v1/funding_rate/history?${query.toString()}`;
  const { data } = await pass(fixedWeight(pacificaFacts.budget.calls['funding_rate/history']), () =>
    readPublicJson(historyReplySchema, { url, signal }),
  );
  const { rows, rejected } = readRows(data, historyRowSchema, { what: 'funding_rate/history' });
  return {
    settlements: rows
      .filter((row) => row.created_at >= since)
      .map((row) => ({ time: row.created_at, ratePerInterval: row.funding_rate, intervalHours: 1 })),
    rejected,
  };
};
