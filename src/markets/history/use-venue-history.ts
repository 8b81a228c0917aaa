import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketQuote } from '../model/market';
import type { VenueId } from '../model/venues';
import { hurryHistory } from './history-pacing';
import { historyHash, venueHistoryQuery, type HistoryDepth, type VenueHistory } from './venue-history';

export interface VenueHistoryOptions {
  /** Read only while the caller shows it (on screen, a market chosen). */
  enabled?: boolean;
  /** How far back. */
  days?: HistoryDepth;
  /** Ahead of the venue's queue: the pair the user opened, rather than a table cell. */
  first?: boolean;
}

/** A market's history on a venue over the last `days`, while the caller shows it. Undefined while it is first read. */
export function useVenueHistory(
  venue: VenueId,
  base: string,
  quote: MarketQuote | undefined,
  { enabled = true, days = 7, first = false }: VenueHistoryOptions = {},
): VenueHistory | undefined {
  const client = useQueryClient();
  const query = venueHistoryQuery(venue, base, quote, days, { first });
  const on = enabled && query.enabled !== false;
  // A table cell may already have queued the same read: the pair view's goes ahead all the same.
  useEffect(
    () => (first && on ? hurryHistory(client, venue, historyHash(venue, base, days)) : undefined),
    [client, venue, base, days, first, on],
  );
  return useQuery({ ...query, enabled: on }).data;
}
