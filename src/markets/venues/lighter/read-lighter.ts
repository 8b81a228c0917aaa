import * as z from 'zod/mini';
import { nextFundingBoundary } from '../../model/funding-schedule';
import type { MarketQuote } from '../../model/market';
import { makeQuote, snapshotOf } from '../shared/make-quote';
import type { VenueReader } from '../shared/read-context';
import { fundingRateRowSchema, getFundingRates } from './funding-rates';
import { getOrderBookDetails, LIGHTER_MARGIN_FRACTION_BASIS, orderBookDetailSchema } from './order-book-details';
import { readRows } from '../../../lib/read-reply';

/** Lighter settles funding every hour; its funding-rates reply quotes each rate per 8 hours (see funding-rates.ts). */
export const LIGHTER_FUNDING_INTERVAL_HOURS = 1;
export const LIGHTER_QUOTED_RATE_HOURS = 8;

type Detail = z.output<typeof orderBookDetailSchema>;

export const readLighter: VenueReader = async ({ baseUrl, signal, now, pass }) => {
  const [rateRows, detailRows] = await Promise.all([
    getFundingRates(baseUrl, signal, pass),
    getOrderBookDetails(baseUrl, signal, pass),
  ]);
  const readAt = now();
  const details = readRows(detailRows, orderBookDetailSchema);
  const byMarket = new Map<number, Detail>(details.rows.map((detail) => [detail.market_id, detail]));
  const rates = readRows(rateRows, fundingRateRowSchema);
  const quotes: (MarketQuote | null)[] = [];
  for (const rate of rates.rows) {
    if (rate.exchange !== 'lighter') continue;
    const detail = byMarket.get(rate.market_id);
    if (detail?.status !== 'active') continue;
    const unitPrice = detail.mark_price ?? detail.last_trade_price;
    quotes.push(
      makeQuote({
        venue: 'lighter',
        symbol: detail.symbol,
        marketId: String(detail.market_id),
        // Per 8 h as quoted, per 1 h as settled: the same money, so the hourly rate is the quote divided by 8.
        ratePerInterval: (rate.rate / LIGHTER_QUOTED_RATE_HOURS) * LIGHTER_FUNDING_INTERVAL_HOURS,
        intervalHours: LIGHTER_FUNDING_INTERVAL_HOURS,
        nextFundingTime: nextFundingBoundary(readAt, LIGHTER_FUNDING_INTERVAL_HOURS),
        unitPrice,
        openInterestUnits: detail.open_interest,
        volume24hUsd: detail.daily_quote_token_volume,
        maxLeverage:
          detail.min_initial_margin_fraction === undefined
            ? null
            : Math.floor(LIGHTER_MARGIN_FRACTION_BASIS / detail.min_initial_margin_fraction),
      }),
    );
  }
  return snapshotOf('lighter', quotes, rates.rejected + details.rejected, readAt);
};
