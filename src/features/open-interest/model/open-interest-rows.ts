import type { MarketRow } from '../../../markets/model/board';
import type { MarketQuote } from '../../../markets/model/market';
import { filterQuotes, shownVenues, sortRows, type SortValue } from '../../../markets/model/market-filter';
import { aprOf } from '../../../markets/model/units';
import type { KnownVenues } from '../../../markets/model/venue-facts';
import { BUILT_IN_VENUES, type VenueId } from '../../../markets/model/venues';
import type { OpenInterestMetric, OpenInterestSortColumn, OpenInterestState } from './open-interest-state';

export interface OpenInterestRow {
  base: string;
  quotes: Record<VenueId, MarketQuote>;
  /** The chosen metric on each venue that publishes it. */
  values: Record<VenueId, number>;
  /** Sum across venues for amounts; the mean for prices and funding. Null when no venue gives the figure. */
  total: number | null;
  /** Each venue's part of the market's total (amounts only). */
  shares: Record<VenueId, number>;
}

/** Whether the metric adds up across venues (so it has totals and shares). */
export function isAdditive(metric: OpenInterestMetric): boolean {
  return metric === 'openInterest' || metric === 'volume';
}

export function metricValue(quote: MarketQuote, metric: OpenInterestMetric): number | null {
  switch (metric) {
    case 'openInterest':
      return quote.openInterestUsd;
    case 'volume':
      return quote.volume24hUsd;
    case 'markPrice':
      return quote.markPrice;
    case 'funding':
      return aprOf(quote.fundingRateHourly);
  }
}

function rowOf(base: string, quotes: Record<VenueId, MarketQuote>, metric: OpenInterestMetric) {
  const values: Record<VenueId, number> = {};
  const known: number[] = [];
  for (const [venue, quote] of Object.entries(quotes)) {
    const value = metricValue(quote, metric);
    if (value === null) continue;
    values[venue] = value;
    known.push(value);
  }
  const sum = known.reduce((total, value) => total + value, 0);
  const total = known.length === 0 ? null : isAdditive(metric) ? sum : sum / known.length;
  const shares: Record<VenueId, number> = {};
  if (isAdditive(metric) && total !== null && total > 0) {
    for (const [venue, value] of Object.entries(values)) shares[venue] = value / total;
  }
  return { base, quotes, values, total, shares };
}

function sortValue(row: OpenInterestRow, column: OpenInterestSortColumn): SortValue {
  if (column === 'market') return row.base;
  if (column === 'total') return row.total;
  return row.values[column] ?? null;
}

/** One row per market with the chosen metric on each shown venue, in the chosen order (ties by name). */
export function openInterestRows(
  board: readonly MarketRow[],
  state: OpenInterestState,
  known: KnownVenues = BUILT_IN_VENUES,
): OpenInterestRow[] {
  const venues = shownVenues(state.hiddenVenues, known);
  const rows: OpenInterestRow[] = [];
  for (const market of board) {
    const quotes = filterQuotes(market, venues, state.filter);
    if (quotes) rows.push(rowOf(market.base, quotes, state.metric));
  }
  return sortRows(rows, state.sort, sortValue, (row) => row.base);
}

/** The totals line: each shown venue's sum over the listed markets, and the sum of all (amounts only). */
export function venueTotals(
  rows: readonly OpenInterestRow[],
  venues: readonly VenueId[],
): { byVenue: Record<VenueId, number>; all: number } {
  const byVenue: Record<VenueId, number> = {};
  let all = 0;
  for (const row of rows) {
    for (const venue of venues) {
      const value = row.values[venue];
      if (value === undefined) continue;
      byVenue[venue] = (byVenue[venue] ?? 0) + value;
      all += value;
    }
  }
  return { byVenue, all };
}
