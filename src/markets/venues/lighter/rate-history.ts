import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { malformedReply, readRows } from '../../../lib/read-reply';
import { decimal } from '../shared/decimal';
import { hoursBetween, type HistoryReader } from '../shared/history-reader';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED } from '../shared/passage';
import { lighterFacts } from './facts';

/*
 * GET {base}/api/v1/fundings?market_id&resolution=1h&start_timestamp&end_timestamp&count_back: a market's settled
 * funding, {code, resolution, fundings: [{timestamp, value, rate, direction}]} (lighter-python SDK,
 * CandlestickApi.fundings and models Funding/Fundings; a real reply is pinned in nautilus-lighter's test data).
 * `timestamp` is in seconds; `rate` is in percent of the notional for the hour and has no sign: `direction` names
 * the side that paid ("long": longs paid shorts, a positive rate in our model). 750 rows at most a reply: a month of
 * hours is one.
 */
export const LIGHTER_HISTORY_ROWS = 750;

export const fundingsReplySchema = z.object({ fundings: z.array(z.unknown()) });

export const fundingRowSchema = z.object({
  timestamp: z.number().check(z.int(), z.gt(0)),
  rate: decimal,
  direction: z.enum(['long', 'short']),
});

const PERCENT = 100;

export const readLighterHistory: HistoryReader = async ({ baseUrl, market, since, now, signal, pass = UNGATED }) => {
  if (market.marketId === undefined) throw malformedReply('no market_id');
  const query = new URLSearchParams({
    market_id: market.marketId,
    resolution: '1h',
    start_timestamp: String(Math.floor(since / 1000)),
    end_timestamp: String(Math.floor(now / 1000)),
    count_back: String(Math.min(hoursBetween(since, now), LIGHTER_HISTORY_ROWS)),
  });
  const { fundings } = await pass(fixedWeight(lighterFacts.budget.calls.fundings), () =>
    readPublicJson(fundingsReplySchema, { url: `${baseUrl}/api/v1/fundings?${query.toString()}`, signal }),
  );
  const { rows, rejected } = readRows(fundings, fundingRowSchema, { what: 'fundings' });
  return {
    settlements: rows.map((row) => ({
      time: row.timestamp * 1000,
      ratePerInterval: ((row.direction === 'long' ? 1 : -1) * Math.abs(row.rate)) / PERCENT,
      intervalHours: 1,
    })),
    rejected,
  };
};
