import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { decimal, epochMs } from '../shared/decimal';
import type { HistoryReader, HistoryRead } from '../shared/history-reader';
import { itemWeight } from '../../model/venue-budget';
import { UNGATED } from '../shared/passage';
import { hyperliquidFacts } from './facts';

/*
 * POST {base}/info {"type":"fundingHistory","coin","startTime","endTime"}: a coin's settled funding, oldest first,
 * [{coin, fundingRate, premium, time}] with `fundingRate` for one hour as decimal text and `time` in ms (stamped a few
 * ms after the hour). Shape from Hyperliquid's API docs (Info endpoint → Perpetuals, "Retrieve historical funding
 * rates") and the @nktkas/hyperliquid SDK's FundingHistoryResponse. A reply holds 500 rows at most: a month (720 hours)
 * takes two pages, the second starting after the last row of the first.
 */
export const HYPERLIQUID_HISTORY_PAGE = 500;
const MAX_PAGES = 3;

const HISTORY_WEIGHT = itemWeight(hyperliquidFacts.budget.calls.fundingHistory, (reply: unknown[]) => reply.length);

export const fundingHistoryRowSchema = z.object({ coin: z.string(), fundingRate: decimal, time: epochMs });

export const readHyperliquidHistory: HistoryReader = async ({
  baseUrl,
  market,
  since,
  now,
  signal,
  pass = UNGATED,
}) => {
  const read: HistoryRead = { settlements: [], rejected: 0 };
  let startTime = since;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body = { type: 'fundingHistory', coin: market.symbol, startTime, endTime: now };
    const reply = await pass(HISTORY_WEIGHT, () =>
      readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/info`, method: 'POST', body, signal }),
    );
    const { rows, rejected } = readRows(reply, fundingHistoryRowSchema, { what: 'fundingHistory' });
    read.rejected += rejected;
    let latest = startTime - 1;
    for (const row of rows) {
      read.settlements.push({ time: row.time, ratePerInterval: row.fundingRate, intervalHours: 1 });
      latest = Math.max(latest, row.time);
    }
    if (reply.length < HYPERLIQUID_HISTORY_PAGE || latest < startTime) break;
    startTime = latest + 1;
  }
  return read;
};
