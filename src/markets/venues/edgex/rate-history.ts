import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { malformedReply, readRows } from '../../../lib/read-reply';
import { decimal, epochMs } from '../shared/decimal';
import type { HistoryRead, HistoryReader } from '../shared/history-reader';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED } from '../shared/passage';
import { edgexFacts } from './facts';

/*
 * GET {base}/api/v1/public/funding/getFundingRatePage?contractId&size&filterSettlementFundingRate=true
 * &filterBeginTimeInclusive&filterEndTimeExclusive[&offsetData]: a contract's settled funding (EdgeX API docs, Funding
 * API, "Get Funding Rate History by Contract ID with Pagination"): {code: "SUCCESS", data: {dataList: [{contractId,
 * fundingTime, fundingTimestamp, fundingRate, isSettlement, fundingRateIntervalMin, …}], nextPageOffsetData}}, every
 * number as text. `fundingRate` is for the row's own interval (`fundingRateIntervalMin`, 240: 4 hours); a page holds
 * 100 rows at most and `nextPageOffsetData` is empty on the last.
 */
export const EDGEX_HISTORY_PAGE = 100;
const MAX_PAGES = 4;

export const fundingPageSchema = z.object({
  code: z.literal('SUCCESS'),
  data: z.object({ dataList: z.array(z.unknown()), nextPageOffsetData: z.nullish(z.string()) }),
});

export const fundingRowSchema = z.object({
  fundingTime: epochMs,
  fundingRate: decimal,
  fundingRateIntervalMin: z.pipe(decimal, z.number().check(z.int(), z.gt(0), z.lte(24 * 60))),
});

export const readEdgexHistory: HistoryReader = async ({ baseUrl, market, since, now, signal, pass = UNGATED }) => {
  if (market.marketId === undefined) throw malformedReply('no contractId');
  const read: HistoryRead = { settlements: [], rejected: 0 };
  let offset = '';
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      contractId: market.marketId,
      size: String(EDGEX_HISTORY_PAGE),
      filterSettlementFundingRate: 'true',
      filterBeginTimeInclusive: String(since),
      filterEndTimeExclusive: String(now),
    });
    if (offset) query.set('offsetData', offset);
    const url = `${baseUrl}/api/v1/public/funding/getFundingRatePage?${query.toString()}`;
    const { data } = await pass(fixedWeight(edgexFacts.budget.calls.getFundingRatePage), () =>
      readPublicJson(fundingPageSchema, { url, signal }),
    );
    const { rows, rejected } = readRows(data.dataList, fundingRowSchema, { what: 'getFundingRatePage' });
    read.rejected += rejected;
    for (const row of rows) {
      read.settlements.push({
        time: row.fundingTime,
        ratePerInterval: row.fundingRate,
        intervalHours: row.fundingRateIntervalMin / 60,
      });
    }
    const next = data.nextPageOffsetData ?? '';
    if (!next || next === offset || data.dataList.length === 0) break;
    offset = next;
  }
  return read;
};
