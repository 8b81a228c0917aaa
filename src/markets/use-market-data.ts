import { useEffect, useMemo } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { refreshVenue } from './live/refresh-venue';
import type { VenueFeed } from './live/venue-feed';
import { holdVenuePoller, venueQueryKey } from './live/venue-poller';
import { buildBoard, type MarketRow } from './model/board';
import type { VenueSnapshot } from './model/market';
import { isVenueId, VENUES, type VenueId } from './model/venues';

export type VenueState = 'loading' | 'live' | 'unavailable';

export interface VenueStatus {
  venue: VenueId;
  /** loading: no reply yet; live: the latest read succeeded; unavailable: it failed (the last good data stays). */
  state: VenueState;
  /** Null until the first read ends. */
  feed: VenueFeed | null;
}

export interface MarketData {
  /** One entry per venue asked for, in the order asked. */
  venues: VenueStatus[];
  /** The venues' markets matched by asset, from each venue's last good snapshot. */
  board: MarketRow[];
}

function stateOf(feed: VenueFeed | undefined): VenueState {
  if (!feed) return 'loading';
  return feed.problem === null ? 'live' : 'unavailable';
}

// Outside the component, so react-query keeps the combined result while no venue changes.
const feedsOf = (results: UseQueryResult<VenueFeed>[]) => results.map((result) => result.data);

/**
 * Live market data of the given venues (all six by default), for as long as the calling component is mounted. Every
 * component that asks for a venue shares one read of it: one query per venue, refreshed by one timer (at most every
 * 10 s, backing off after failures), and nothing is read once no component asks. A venue that fails keeps its last
 * good data, marked unavailable; the others are not affected.
 */
export function useMarketData(venues: readonly VenueId[] = VENUES): MarketData {
  const client = useQueryClient();
  const feeds = useQueries({
    queries: venues.map((venue) => ({
      queryKey: venueQueryKey(venue),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        refreshVenue(venue, client.getQueryData<VenueFeed>(venueQueryKey(venue)), { signal }),
      // Reads are timed by holdVenuePoller alone; a panel that opens shows what the others already have.
      staleTime: Infinity,
      gcTime: 10 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    })),
    combine: feedsOf,
  });

  const held = venues.join(',');
  useEffect(() => {
    const releases = held
      .split(',')
      .filter(isVenueId)
      .map((venue) => holdVenuePoller(client, venue));
    return () => {
      for (const release of releases) release();
    };
  }, [client, held]);

  return useMemo(() => {
    const statuses = venues.map((venue, index) => {
      const feed = feeds[index];
      return { venue, state: stateOf(feed), feed: feed ?? null };
    });
    const snapshots = statuses
      .map((status) => status.feed?.snapshot)
      .filter((snapshot): snapshot is VenueSnapshot => Boolean(snapshot));
    return { venues: statuses, board: buildBoard(snapshots) };
    // `venues` is compared by content (held), `feeds` by reference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, feeds]);
}
