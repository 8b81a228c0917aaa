import { nextFundingBoundary } from '../../model/funding-schedule';
import { makeQuote, snapshotOf } from '../shared/make-quote';
import type { VenueReader } from '../shared/read-context';
import { getPrices, priceRowSchema } from './prices';
import { readRows } from '../../../lib/read-reply';

/** Pacifica settles funding every hour ("funding paid hourly", its contract specifications). */
export const PACIFICA_FUNDING_INTERVAL_HOURS = 1;

/** The rate shown is `next_funding`: the one the countdown to the next settlement leads to. */
export const readPacifica: VenueReader = async ({ baseUrl, signal, now, pass }) => {
  const prices = await getPrices(baseUrl, signal, pass);
  const readAt = now();
  const { rows, rejected } = readRows(prices, priceRowSchema);
  const quotes = rows.map((row) =>
    makeQuote({
      venue: 'pacifica',
      symbol: row.symbol,
      ratePerInterval: row.next_funding,
      intervalHours: PACIFICA_FUNDING_INTERVAL_HOURS,
      nextFundingTime: nextFundingBoundary(readAt, PACIFICA_FUNDING_INTERVAL_HOURS),
      unitPrice: row.mark,
      openInterestUnits: row.open_interest,
      volume24hUsd: row.volume_24h,
    }),
  );
  return snapshotOf('pacifica', quotes, rejected, readAt);
};
