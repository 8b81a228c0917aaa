import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dueEvery, keepFresh } from '../gate/keep-fresh';
import { marketKeys } from '../market-keys';
import type { MarketQuote } from '../model/market';
import type { VenueId } from '../model/venues';
import { useVenues } from '../use-venues';
import { HISTORY_REFRESH_MS, historyGateOf, historyHash, venueHistoryQuery, type VenueHistory } from './venue-history';

export interface VenueHistoryOptions {
  /** Read only while the caller shows it (on screen, a market chosen). */
  enabled?: boolean;
  /** Ahead of the venue's queue: the pair the user opened, rather than a table cell. */
  first?: boolean;
}

/**
 * A market's history on a venue (the HISTORY_DAYS every window is cut from), while the caller shows it (`enabled`: on screen), read again
 * every HISTORY_REFRESH_MS while shown. Undefined while it is first read.
 */
export function useVenueHistory(
  venue: VenueId,
  base: string,
  quote: MarketQuote | undefined,
  { enabled = true, first = false }: VenueHistoryOptions = {},
): VenueHistory | undefined {
  const client = useQueryClient();
  const venues = useVenues();
  const definition = venues.facts(venue);
  const query = venueHistoryQuery(venue, base, quote, { first, venues });
  const on = enabled && query.enabled !== false && definition !== undefined;
  // A table cell may already have queued the same read: the pair view's goes ahead all the same.
  useEffect(() => {
    if (!first || !on) return undefined;
    let ended = false;
    let end: (() => void) | null = null;
    historyGateOf(client, venue, venues).then(
      (gate) => {
        if (!ended) end = gate.hurry(historyHash(venue, base));
      },
      () => undefined,
    );
    return () => {
      ended = true;
      end?.();
    };
  }, [client, venues, venue, base, first, on]);
  useEffect(
    () => (on ? keepFresh(client, marketKeys.history(venue, base), dueEvery(HISTORY_REFRESH_MS)) : undefined),
    [client, venue, base, on],
  );
  return useQuery({ ...query, enabled: on }).data;
}
