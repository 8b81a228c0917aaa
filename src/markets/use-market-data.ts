import { useEffect, useMemo } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { keepVenueFresh, venueFeedQuery } from './live/refresh-venue';
import type { VenueFeed } from './live/venue-feed';
import { buildBoard, type MarketRow } from './model/board';
import type { VenueSnapshot } from './model/market';
import type { VenueId } from './model/venues';
import { useVenues } from './use-venues';

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

/**
 * A short name for each feed object, so that a hook can tell cheaply whether any venue has new data. (react-query's
 * `combine` would do it by comparing the old and new feeds field by field, every market of every venue, on each read.)
 */
const feedIds = new WeakMap<VenueFeed, number>();
let lastFeedId = 0;

function feedKey(feed: VenueFeed | undefined): string {
  if (!feed) return '-';
  let id = feedIds.get(feed);
  if (id === undefined) {
    lastFeedId += 1;
    id = lastFeedId;
    feedIds.set(feed, id);
  }
  return String(id);
}

/**
 * Live market data of the given venues (every venue the app reads by default), for as long as the calling component
 * is mounted. Every component that asks for a venue shares one read of it: one query per venue, refreshed by one timer
 * (at most every 10 s, backing off after failures; keepVenueFresh), its requests through the venue's gate, and nothing
 * is read once no component asks. A venue that fails keeps its last good data, marked unavailable; the others are not
 * affected.
 */
export function useMarketData(asked?: readonly VenueId[]): MarketData {
  const client = useQueryClient();
  const registry = useVenues();
  const venues = (asked ?? registry.ids).filter((venue) => registry.facts(venue) !== undefined);
  const results = useQueries({ queries: venues.map((venue) => venueFeedQuery(venue, registry)) });
  // Only `data` is read, so react-query re-renders for new data, not for a read that starts or ends.
  const feeds = results.map((result) => result.data);
  const feedsKey = feeds.map(feedKey).join(',');

  const held = venues.join(',');
  useEffect(() => {
    const releases = held
      .split(',')
      .filter((venue) => venue !== '')
      .map((venue) => keepVenueFresh(client, venue));
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
    // `venues` is compared by content (held), `feeds` by the identity of each feed (feedsKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, feedsKey]);
}

/**
 * The venues among `data` whose latest read failed: their figures are the last good ones. The same set (the same
 * object) while the list does not change, so that what is memoised on it is not redrawn by every refresh.
 */
export function useUnavailableVenues(data: MarketData): ReadonlySet<VenueId> {
  const key = data.venues
    .filter((status) => status.state === 'unavailable')
    .map((status) => status.venue)
    .join(',');
  return useMemo(() => new Set(key.split(',').filter((venue) => venue !== '')), [key]);
}
