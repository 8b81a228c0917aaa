import type { AccountEvent } from '../../../markets/model/account';
import type { VenueId } from '../../../markets/model/venues';

/** What the user narrowed the list to: one venue and one market, or all (null). */
export interface ActivityFilter {
  venue: VenueId | null;
  market: string | null;
}

/** Every account's fills and payments in one list, newest first (ties in a fixed order, so a redraw never shuffles). */
export function mergeEvents(lists: readonly (readonly AccountEvent[])[]): AccountEvent[] {
  return lists
    .flat()
    .sort((a, b) => b.time - a.time || (a.venue < b.venue ? -1 : a.venue > b.venue ? 1 : a.id < b.id ? -1 : 1));
}

export function filterEvents(events: readonly AccountEvent[], filter: ActivityFilter): AccountEvent[] {
  return events.filter(
    (event) =>
      (filter.venue === null || event.venue === filter.venue) &&
      (filter.market === null || event.market === filter.market),
  );
}

/** The markets that appear in the events of the chosen venue (all venues when none is chosen), sorted. */
export function marketsOf(events: readonly AccountEvent[], venue: VenueId | null): string[] {
  const markets = new Set<string>();
  for (const event of events) if (venue === null || event.venue === venue) markets.add(event.market);
  return [...markets].sort();
}
