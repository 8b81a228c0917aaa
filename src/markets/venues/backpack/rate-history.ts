import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { decimal } from '../shared/decimal';
import { hoursBetween, type HistoryReader } from '../shared/history-reader';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED } from '../shared/passage';
import { backpackFacts } from './facts';

/*
 * GET {base}/api/v1/fundingRates?symbol&limit[&offset]: a perpetual's settled funding, newest first (Backpack Exchange
 * API docs, "Markets: Get funding interval rates"; ccxt's backpack.ts fetchFundingRateHistory, limit 1000 at most):
 * [{symbol, intervalEndTimestamp, fundingRate}]. `intervalEndTimestamp` is a date and time without a zone
 * ("2025-07-22T00:00:00"), in UTC; `fundingRate` is for Backpack's one-hour interval.
 */
export const BACKPACK_HISTORY_ROWS = 1000;

const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?$/;

/** A date-time in UTC, with or without its zone written; anything else does not parse. */
const utcTime = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T/)),
  z.transform((text) => Date.parse(NAIVE_DATE_TIME.test(text) ? `${text}Z` : text)),
);

export const fundingRateRowSchema = z.object({
  intervalEndTimestamp: z.pipe(utcTime, z.number().check(z.int(), z.gt(0))),
  fundingRate: decimal,
});

export const readBackpackHistory: HistoryReader = async ({ baseUrl, market, since, now, signal, pass = UNGATED }) => {
  const limit = Math.min(hoursBetween(since, now), BACKPACK_HISTORY_ROWS);
  const query = new URLSearchParams({ symbol: market.symbol, limit: String(limit) });
  const reply = await pass(fixedWeight(backpackFacts.budget.calls.fundingRates), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/api/v1/fundingRates?${query.toString()}`, signal }),
  );
  const { rows, rejected } = readRows(reply, fundingRateRowSchema, { what: 'fundingRates' });
  return {
    settlements: rows
      .filter((row) => row.intervalEndTimestamp >= since)
      .map((row) => ({ time: row.intervalEndTimestamp, ratePerInterval: row.fundingRate, intervalHours: 1 })),
    rejected,
  };
};
