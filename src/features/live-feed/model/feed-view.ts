import { type FeedEvent, gradeNumber } from '../../../feed/model/feed-event';

/** Grades a card can carry, best first: whole and half grades from 10 down to 1. */
export const FEED_GRADES = Array.from({ length: 19 }, (_, index) => 10 - index / 2);

/** Case and accents do not matter: "pokemon" finds "Pokémon". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export const FEED_SORTS = ['newest', 'discount', 'priceLow', 'priceHigh'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export interface FeedFilters {
  /** Only this grade (10, 9.5, …), or any. */
  grade: number | null;
  /** Only cards whose name holds this text (case and accents aside); empty for any. */
  keyword: string;
  /** Only prices up to this many US dollars; an event without a USD price is left out while it is set. */
  maxPriceUsd: number | null;
  /** Only discounts of at least this percentage; an event without one is left out while it is set. */
  minDiscountPct: number | null;
  goodDealsOnly: boolean;
}

export const NO_FILTERS: FeedFilters = {
  grade: null,
  keyword: '',
  maxPriceUsd: null,
  minDiscountPct: null,
  goodDealsOnly: false,
};

/** How many filters are on (for the filter button's badge). */
export function activeFilterCount(filters: FeedFilters): number {
  return [
    filters.grade !== null,
    filters.keyword.trim() !== '',
    filters.maxPriceUsd !== null,
    filters.minDiscountPct !== null,
    filters.goodDealsOnly,
  ].filter(Boolean).length;
}

/** The names an event goes by: the feed's name, and the card's once its certificate is resolved. */
export type NamesOf = (event: FeedEvent) => readonly string[];
export const feedNameOnly: NamesOf = (event) => (event.name === null ? [] : [event.name]);

/** Whether one of the names holds the (folded) keyword. */
export function namesHold(names: readonly string[], keyword: string): boolean {
  return names.some((name) => foldText(name).includes(keyword));
}

/** A predicate for the filters, with the keyword folded once rather than per event. */
export function filterPredicate(filters: FeedFilters, namesOf: NamesOf = feedNameOnly): (event: FeedEvent) => boolean {
  const keyword = foldText(filters.keyword);
  const { grade, maxPriceUsd, minDiscountPct, goodDealsOnly } = filters;
  return (event) =>
    (!goodDealsOnly || event.isGoodDeal) &&
    (grade === null || gradeNumber(event.grade) === grade) &&
    (maxPriceUsd === null || (event.priceUSD !== null && event.priceUSD <= maxPriceUsd)) &&
    (minDiscountPct === null || (event.percentage !== null && event.percentage >= minDiscountPct)) &&
    (keyword === '' || namesHold(namesOf(event), keyword));
}

/** Missing values go last, whichever way the sort runs. */
function byValue(value: (event: FeedEvent) => number | null, direction: 1 | -1) {
  return (a: FeedEvent, b: FeedEvent) => {
    const left = value(a);
    const right = value(b);
    if (left === null) return right === null ? 0 : 1;
    if (right === null) return -1;
    return (left - right) * direction;
  };
}

const COMPARE: Record<Exclude<FeedSort, 'newest'>, (a: FeedEvent, b: FeedEvent) => number> = {
  discount: byValue((event) => event.percentage, -1),
  priceLow: byValue((event) => event.priceUSD, 1),
  priceHigh: byValue((event) => event.priceUSD, -1),
};

/**
 * What a panel shows: the kept events (newest arrival first) that pass the filters, in the chosen order. Ties keep
 * the newest first (the sort is stable).
 */
export function feedView(
  events: readonly FeedEvent[],
  filters: FeedFilters,
  sort: FeedSort,
  namesOf: NamesOf = feedNameOnly,
): FeedEvent[] {
  const shown = events.filter(filterPredicate(filters, namesOf));
  return sort === 'newest' ? shown : shown.sort(COMPARE[sort]);
}
