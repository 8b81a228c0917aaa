import type { MarketQuote } from '../../model/market';
import { makeQuote, snapshotOf } from '../shared/make-quote';
import type { VenueReader } from '../shared/read-context';
import { getFundingIntervals } from './meta-data';
import { getTickers, tickerSchema } from './ticker';
import { readRows } from '../../../lib/read-reply';

/** EdgeX: every contract's ticker, and its funding interval from the metadata (a contract missing there is left out). */
export const readEdgex: VenueReader = async ({ baseUrl, signal, now, pass }) => {
  const [intervals, tickers] = await Promise.all([
    getFundingIntervals(baseUrl, signal, pass),
    getTickers(baseUrl, signal, pass),
  ]);
  const readAt = now();
  const { rows, rejected } = readRows(tickers, tickerSchema);
  const quotes: (MarketQuote | null)[] = rows.map((ticker) => {
    const intervalHours = intervals.get(ticker.contractId);
    if (intervalHours === undefined) return null;
    return makeQuote({
      venue: 'edgex',
      symbol: ticker.contractName,
      marketId: ticker.contractId,
      ratePerInterval: ticker.fundingRate,
      intervalHours,
      nextFundingTime: ticker.nextFundingTime,
      unitPrice: ticker.markPrice ?? ticker.oraclePrice,
      openInterestUnits: ticker.openInterest,
      volume24hUsd: ticker.value,
    });
  });
  return snapshotOf('edgex', quotes, rejected, readAt);
};
