import { makeQuote, snapshotOf } from '../shared/make-quote';
import type { VenueReader } from '../shared/read-context';
import { getMarkPrices, markPriceRowSchema } from './mark-prices';
import { getOpenInterest } from './open-interest';
import { getQuoteVolumes } from './tickers';
import { readRows } from '../../../lib/read-reply';

/** Backpack settles perpetual funding every hour (its funding docs; rates sit at the 0.00125 %/h baseline). */
export const BACKPACK_FUNDING_INTERVAL_HOURS = 1;

export const readBackpack: VenueReader = async ({ baseUrl, signal, now, pass }) => {
  const [marks, interest, volumes] = await Promise.all([
    getMarkPrices(baseUrl, signal, pass),
    getOpenInterest(baseUrl, signal, pass),
    getQuoteVolumes(baseUrl, signal, pass),
  ]);
  const readAt = now();
  const { rows, rejected } = readRows(marks, markPriceRowSchema);
  const quotes = rows.map((row) =>
    makeQuote({
      venue: 'backpack',
      symbol: row.symbol,
      ratePerInterval: row.fundingRate,
      intervalHours: BACKPACK_FUNDING_INTERVAL_HOURS,
      nextFundingTime: row.nextFundingTimestamp,
      unitPrice: row.markPrice,
      openInterestUnits: interest.get(row.symbol) ?? null,
      volume24hUsd: volumes.get(row.symbol) ?? null,
    }),
  );
  return snapshotOf('backpack', quotes, rejected, readAt);
};
