import type { MarketRow } from '../../../markets/model/board';
import type { MarketQuote } from '../../../markets/model/market';
import { filterQuotes, shownVenues, sortRows, type SortValue } from '../../../markets/model/market-filter';
import { bestPair, dailyCarry, spreadApr, type BestPair } from '../../../markets/model/pairs';
import { VENUE_NAMES, type VenueId } from '../../../markets/model/venues';
import type { FundingRateState, FundingSortColumn } from './funding-rate-state';

export interface FundingRow {
  base: string;
  /** The shown venues' quotes that pass the filters. */
  quotes: Partial<Record<VenueId, MarketQuote>>;
  venueCount: number;
  /** Among venues whose data is live: a venue that is unavailable shows its last rate but is not traded on. */
  pair: BestPair | null;
  spreadApr: number | null;
  carryPerDay: number | null;
}

function sortValue(row: FundingRow, column: FundingSortColumn): SortValue {
  switch (column) {
    case 'market':
      return row.base;
    case 'pair':
      return row.pair ? `${VENUE_NAMES[row.pair.long]} ${VENUE_NAMES[row.pair.short]}` : null;
    case 'spread':
      return row.spreadApr;
    case 'carry':
      return row.carryPerDay;
    default:
      return row.quotes[column]?.fundingRateHourly ?? null;
  }
}

/**
 * The Funding Rate matrix: markets found on two venues or more first (those are the ones a pair can be made of),
 * each group in the chosen order, ties by name.
 */
export function fundingRows(
  board: readonly MarketRow[],
  state: FundingRateState,
  unavailable: ReadonlySet<VenueId> = new Set(),
): FundingRow[] {
  const venues = shownVenues(state.hiddenVenues);
  const rows: FundingRow[] = [];
  for (const market of board) {
    const quotes = filterQuotes(market, venues, state.filter);
    if (!quotes) continue;
    const tradable = venues
      .filter((venue) => !unavailable.has(venue))
      .flatMap((venue) => {
        const quote = quotes[venue];
        return quote ? [{ venue, fundingRateHourly: quote.fundingRateHourly }] : [];
      });
    const pair = bestPair(tradable);
    rows.push({
      base: market.base,
      quotes,
      venueCount: Object.keys(quotes).length,
      pair,
      spreadApr: pair ? spreadApr(pair) : null,
      carryPerDay: pair ? dailyCarry(state.sizeUsd, pair.spreadHourly) : null,
    });
  }
  return sortRows(
    rows,
    state.sort,
    sortValue,
    (row) => row.base,
    (row) => (row.venueCount >= 2 ? 0 : 1),
  );
}
