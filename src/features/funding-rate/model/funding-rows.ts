import type { MarketRow } from '../../../markets/model/board';
import type { FeeChoices } from '../../../markets/model/fees';
import type { MarketQuote } from '../../../markets/model/market';
import { filterQuotes, shownVenues, sortRows, type SortValue } from '../../../markets/model/market-filter';
import { carryPerDay, entryGapBps, type NetPair } from '../../../markets/model/net-carry';
import { basisPair, type BasisRate } from '../../../markets/model/pair-basis';
import type { KnownVenues } from '../../../markets/model/venue-facts';
import { BUILT_IN_VENUES, venueName, type VenueId } from '../../../markets/model/venues';
import type { FundingRateState, FundingSortColumn } from './funding-rate-state';

export interface FundingRow {
  base: string;
  /** The shown venues' quotes that pass the filters. */
  quotes: Record<VenueId, MarketQuote>;
  venueCount: number;
  /**
   * The pair that leaves the most after fees over the hold, among venues whose data is live (a venue that is
   * unavailable shows its last rate but is not traded on), on the basis the venue columns show: the rates now or
   * their averages.
   */
  pair: NetPair | null;
  /** Venues whose average is still being read: the pair waits for them (empty on the rates now). */
  reading: VenueId[];
  /** Venues left out of the pair because their average cannot be had (a failed read, no hour of it known). */
  leftOut: VenueId[];
  /** What entering costs beyond fees: the long leg's mark over the short leg's, in bps. */
  gapBps: number | null;
  /** What the pair earns a day on the size per leg, after fees over the hold; null without a valid size. */
  carryPerDay: number | null;
}

/** A venue's rate now, as the pair's basis on the "Now" view. */
export const rateNow = (quote: MarketQuote): BasisRate => ({ state: 'known', rateHourly: quote.fundingRateHourly });

function sortValue(row: FundingRow, column: FundingSortColumn, venues: KnownVenues): SortValue {
  switch (column) {
    case 'market':
      return row.base;
    case 'pair':
      return row.pair ? `${venueName(row.pair.long, venues)} ${venueName(row.pair.short, venues)}` : null;
    case 'gap':
      return row.gapBps;
    case 'spread':
      return row.pair?.grossApr ?? null;
    case 'net':
      return row.pair?.netApr ?? null;
    case 'carry':
      return row.carryPerDay;
    default:
      return row.quotes[column]?.fundingRateHourly ?? null;
  }
}

/**
 * A row passes the net filter when its pair returns at least the minimum after fees; without a pair it cannot. A row
 * whose pair waits for an average stays until it can be judged: its averages are read only while it is on screen.
 */
function meetsNetMinimum(pair: NetPair | null, waiting: boolean, minNetApr: number | null): boolean {
  return minNetApr === null || waiting || (pair !== null && pair.netApr >= minNetApr);
}

/** What the rows are made of, apart from their order; a size of null is one that is not valid (no carry then). */
export type FundingRowsInput = Pick<FundingRateState, 'hiddenVenues' | 'filter' | 'holdDays' | 'minNetApr'> & {
  sizeUsd: number | null;
};

/**
 * The Funding Rate matrix's rows in the board's order: each market's quotes on the shown venues, its best pair after
 * fees on the chosen basis (`basisRateOf`: the rate now, or the venue's average) and what that pair earns. Kept apart
 * from the sort, so that a sort orders the same row objects again (the table then redraws only the rows that came
 * into view) instead of working out 150 markets' pairs anew.
 */
export function unsortedFundingRows(
  board: readonly MarketRow[],
  state: FundingRowsInput,
  unavailable: ReadonlySet<VenueId> = new Set(),
  fees: FeeChoices = {},
  basisRateOf: (quote: MarketQuote) => BasisRate = rateNow,
  known: KnownVenues = BUILT_IN_VENUES,
): FundingRow[] {
  const venues = shownVenues(state.hiddenVenues, known);
  const rows: FundingRow[] = [];
  for (const market of board) {
    const quotes = filterQuotes(market, venues, state.filter);
    if (!quotes) continue;
    const tradable = venues
      .filter((venue) => !unavailable.has(venue))
      .flatMap((venue) => {
        const quote = quotes[venue];
        return quote ? [{ venue, rate: basisRateOf(quote) }] : [];
      });
    const basis = basisPair(tradable, fees, state.holdDays, known);
    const pair = basis.state === 'pair' ? basis.pair : null;
    const reading = basis.state === 'reading' ? basis.reading : [];
    if (!meetsNetMinimum(pair, reading.length > 0, state.minNetApr)) continue;
    rows.push({
      base: market.base,
      quotes,
      venueCount: Object.keys(quotes).length,
      pair,
      reading,
      leftOut: basis.leftOut,
      gapBps: pair ? entryGapBps(quotes[pair.long]?.markPrice ?? null, quotes[pair.short]?.markPrice ?? null) : null,
      carryPerDay: pair && state.sizeUsd !== null ? carryPerDay(state.sizeUsd, pair.netApr) : null,
    });
  }
  return rows;
}

/** Markets found on two venues or more first (those are the ones a pair can be made of), each group in the chosen order, ties by name. */
export function sortFundingRows(
  rows: readonly FundingRow[],
  sort: FundingRateState['sort'],
  venues: KnownVenues = BUILT_IN_VENUES,
): FundingRow[] {
  // A copy: sortRows orders in place, and the panel keeps the unsorted rows for the next sort.
  return sortRows(
    [...rows],
    sort,
    (row, column) => sortValue(row, column, venues),
    (row) => row.base,
    (row) => (row.venueCount >= 2 ? 0 : 1),
  );
}

/** The Funding Rate matrix: its rows (unsortedFundingRows) in the chosen order (sortFundingRows). */
export function fundingRows(
  board: readonly MarketRow[],
  state: FundingRateState,
  unavailable: ReadonlySet<VenueId> = new Set(),
  fees: FeeChoices = {},
  basisRateOf: (quote: MarketQuote) => BasisRate = rateNow,
): FundingRow[] {
  return sortFundingRows(unsortedFundingRows(board, state, unavailable, fees, basisRateOf), state.sort);
}
