import * as z from 'zod/mini';
import type { MarketRow } from './board';
import type { MarketQuote } from './market';
import type { KnownVenues } from './venue-facts';
import { BUILT_IN_VENUES, VENUES, type VenueId } from './venues';

/** What a market table's user narrows it down to; kept with the layout by the panels. */
export const marketFilterSchema = z.object({
  text: z.string().check(z.maxLength(40)),
  minOpenInterestUsd: z.number().check(z.gte(0)),
  minVolumeUsd: z.number().check(z.gte(0)),
});
export type MarketFilter = z.output<typeof marketFilterSchema>;

export const NO_FILTER: MarketFilter = { text: '', minOpenInterestUsd: 0, minVolumeUsd: 0 };

/** The venues a user hid, each at most once: a stored list names only venues of this build. */
export const hiddenVenuesSchema = z.pipe(
  z.array(z.enum(VENUES)).check(z.maxLength(VENUES.length)),
  z.transform((venues): VenueId[] => venues),
);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The column a market table is sorted by, and which way. */
export interface TableSort<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/**
 * Clicking a column header: the sorted column turns around; another column starts A→Z when it holds names
 * (`textColumns`), largest first when it holds numbers.
 */
export function nextSort<Column extends string>(
  sort: TableSort<Column>,
  column: Column,
  textColumns: readonly Column[],
): TableSort<Column> {
  if (sort.column === column) return { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: textColumns.includes(column) ? 'asc' : 'desc' };
}

/** The venues left to show, in the usual order (of the venues known: the built-in ones unless said). */
export function shownVenues(hidden: readonly VenueId[], venues: KnownVenues = BUILT_IN_VENUES): VenueId[] {
  return venues.ids.filter((venue) => !hidden.includes(venue));
}

/**
 * A market matches by its asset or by any venue's own name for it (kPEPE finds PEPE), ignoring case. Every venue's
 * name holds the asset (kPEPE, 1000PEPEUSDT), so searching those names searches the asset too; an empty search is in
 * every name.
 */
export function matchesName(row: MarketRow, text: string): boolean {
  const wanted = text.trim().toUpperCase();
  return Object.values(row.quotes).some((quote) => quote.symbol.toUpperCase().includes(wanted));
}

/**
 * Whether a venue's market is deep enough to count. A figure the venue does not publish (Aster's open interest) is not
 * held against it: the minimum applies to what is known.
 */
export function meetsMinimums(quote: MarketQuote, filter: MarketFilter): boolean {
  const { openInterestUsd, volume24hUsd } = quote;
  if (openInterestUsd !== null && openInterestUsd < filter.minOpenInterestUsd) return false;
  if (volume24hUsd !== null && volume24hUsd < filter.minVolumeUsd) return false;
  return true;
}

/** The row's quotes on the shown venues that meet the minimums; null when the market is filtered out entirely. */
export function filterQuotes(
  row: MarketRow,
  venues: readonly VenueId[],
  filter: MarketFilter,
): Record<VenueId, MarketQuote> | null {
  if (!matchesName(row, filter.text)) return null;
  const kept: Record<VenueId, MarketQuote> = {};
  let count = 0;
  for (const venue of venues) {
    const quote = row.quotes[venue];
    if (quote && meetsMinimums(quote, filter)) {
      kept[venue] = quote;
      count += 1;
    }
  }
  return count > 0 ? kept : null;
}

export type SortValue = number | string | null;

/** A number that is not one (NaN from a venue) is no figure at all, like a missing one. */
const known = (value: SortValue): value is number | string => value !== null && !Number.isNaN(value);

/**
 * Orders two values of a column: missing values (and NaN) always last, whichever the direction, so sorting never
 * brings empty cells to the top.
 */
export function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  if (!known(a) || !known(b)) return known(a) === known(b) ? 0 : known(a) ? -1 : 1;
  const order = a < b ? -1 : a > b ? 1 : 0;
  return direction === 'asc' ? order : -order;
}

/**
 * A market table's rows in the chosen order: by `group` first when given (lower first: markets a pair can be made of
 * before the others), then by the sorted column's value (missing values last), ties by the row's key A→Z, so the
 * order is the same from one refresh to the next.
 */
export function sortRows<Row, Column extends string>(
  rows: Row[],
  sort: TableSort<Column>,
  valueOf: (row: Row, column: Column) => SortValue,
  keyOf: (row: Row) => string,
  group: (row: Row) => number = () => 0,
): Row[] {
  const { column, direction } = sort;
  return rows.sort(
    (a, b) =>
      group(a) - group(b) ||
      compareValues(valueOf(a, column), valueOf(b, column), direction) ||
      compareValues(keyOf(a), keyOf(b), 'asc'),
  );
}
