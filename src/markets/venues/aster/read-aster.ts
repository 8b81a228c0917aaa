import { makeQuote, snapshotOf } from '../shared/make-quote';
import type { VenueReader } from '../shared/read-context';
import { ASTER_DEFAULT_FUNDING_INTERVAL_HOURS, getFundingIntervals } from './funding-info';
import { getPremiumIndex, premiumIndexRowSchema } from './premium-index';
import { getQuoteVolumes } from './ticker-24hr';
import { readRows } from '../../../lib/read-reply';

/**
 * Aster: rates and mark prices from premiumIndex, each symbol's interval from fundingInfo, volume from ticker/24hr.
 * Aster publishes no open interest for all symbols without a key (its open-interest reads are per symbol and ccxt
 * lists fetchOpenInterest as unsupported), so it is left unknown rather than guessed.
 */
export const readAster: VenueReader = async ({ baseUrl, signal, now, pass }) => {
  const [premium, intervals, volumes] = await Promise.all([
    getPremiumIndex(baseUrl, signal, pass),
    getFundingIntervals(baseUrl, signal, pass),
    getQuoteVolumes(baseUrl, signal, pass),
  ]);
  const readAt = now();
  const { rows, rejected } = readRows(premium, premiumIndexRowSchema);
  const quotes = rows.map((row) =>
    makeQuote({
      venue: 'aster',
      symbol: row.symbol,
      ratePerInterval: row.lastFundingRate,
      intervalHours: intervals.get(row.symbol) ?? ASTER_DEFAULT_FUNDING_INTERVAL_HOURS,
      nextFundingTime: row.nextFundingTime,
      unitPrice: row.markPrice,
      openInterestUsd: null,
      volume24hUsd: volumes.get(row.symbol) ?? null,
    }),
  );
  return snapshotOf('aster', quotes, rejected, readAt);
};
