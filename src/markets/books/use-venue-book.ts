import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { gateOf } from '../gate/gates';
import { dueEvery, keepFresh } from '../gate/keep-fresh';
import { marketKeys } from '../market-keys';
import type { MarketQuote } from '../model/market';
import type { VenueId } from '../model/venues';
import { useVenues } from '../use-venues';
import { BOOK_REFRESH_MS, bookHash, venueBookQuery, type VenueBookRead } from './venue-book';

/**
 * A market's order book on a venue while the caller shows it (`enabled`), read again every BOOK_REFRESH_MS while
 * shown, ahead of the venue's table cells (the pair the user opened). Undefined while it is first read.
 */
export function useVenueBook(
  venue: VenueId,
  base: string,
  quote: MarketQuote | undefined,
  { enabled = true }: { enabled?: boolean } = {},
): VenueBookRead | undefined {
  const client = useQueryClient();
  const venues = useVenues();
  const definition = venues.facts(venue);
  const query = venueBookQuery(venue, base, quote, { first: true, venues });
  const on = enabled && query.enabled !== false && definition !== undefined;
  // A table cell may have queued the same read already: the pair view's goes ahead all the same.
  useEffect(
    () => (on && definition ? gateOf(client, definition).hurry(bookHash(venue, base)) : undefined),
    [client, definition, venue, base, on],
  );
  useEffect(
    () => (on ? keepFresh(client, marketKeys.book(venue, base), dueEvery(BOOK_REFRESH_MS)) : undefined),
    [client, venue, base, on],
  );
  return useQuery({ ...query, enabled: on }).data;
}
