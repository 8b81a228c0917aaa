import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { asApiError } from '../../lib/api-error';
import { gateOf } from '../gate/gates';
import { keepFresh } from '../gate/keep-fresh';
import { marketKeys } from '../market-keys';
import type { VenueId } from '../model/venues';
import { BUILT_IN_REGISTRY, type VenueRegistry } from '../venue-registry';
import { sourceOf, venueBaseUrl } from '../venue-sources';
import type { VenueDefinition } from '../venues/shared/define-venue';
import type { Passage } from '../venues/shared/passage';
import { feedAfterFailure, feedAfterSuccess, nextReadAt, type VenueFeed } from './venue-feed';

export interface RefreshOptions {
  signal?: AbortSignal;
  now?: () => number;
  /** Where to read the venue (venue-sources.ts); its configured URL unless said. */
  baseUrl?: string;
  /** The venue's gate (straight through unless said: a read on its own, as the tests make). */
  pass?: Passage;
}

/** A venue's definition in a registry (the built-in venues unless said); an unknown venue is a mistake of ours. */
export function definitionOf(venue: VenueId | VenueDefinition, venues: VenueRegistry = BUILT_IN_REGISTRY) {
  if (typeof venue !== 'string') return venue;
  const definition = venues.facts(venue);
  if (!definition) throw new RangeError(`no venue ${venue}`);
  return definition;
}

/**
 * Reads a venue once. It never fails: a failed read becomes a feed that keeps the last good snapshot and says why it
 * is not fresh. Only a read cancelled by its caller (the last panel that needed it closed) is thrown, since there is
 * nothing to record.
 */
export async function refreshVenue(
  venue: VenueId | VenueDefinition,
  previous: VenueFeed | undefined,
  { signal, now = Date.now, baseUrl, pass }: RefreshOptions = {},
): Promise<VenueFeed> {
  const definition = definitionOf(venue);
  try {
    const snapshot = await definition.marketData({ baseUrl: baseUrl ?? venueBaseUrl(definition), signal, now, pass });
    return feedAfterSuccess(definition.id, snapshot, now());
  } catch (error) {
    if (signal?.aborted) throw error;
    // A reply an adapter could not make sense of counts as one of the wrong shape: not the venue we know.
    return feedAfterFailure(previous, definition.id, asApiError(error), now());
  }
}

/**
 * One venue's feed as a query, its requests through the venue's gate. Reads are timed by keepVenueFresh alone; a
 * panel that opens shows what the others already have.
 */
export function venueFeedQuery(venue: VenueId, venues: VenueRegistry = BUILT_IN_REGISTRY) {
  return queryOptions({
    queryKey: marketKeys.venue(venue),
    queryFn: async ({ signal, client, queryKey }) => {
      const definition = definitionOf(venue, venues);
      const { baseUrl } = await sourceOf(client, venue, venues);
      const pass = gateOf(client, definition).passage({ priority: 'live', signal });
      return refreshVenue(definition, client.getQueryData<VenueFeed>(queryKey), { signal, baseUrl, pass });
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
    // Every read is a new snapshot: comparing it field by field with the last one (react-query's structural
    // sharing) would cost a walk through every market for nothing.
    structuralSharing: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Keeps one venue's market data fresh while something holds it: read again 10 s after the last read ended, later
 * after failures (venue-feed.ts), whatever number of panels show it.
 */
export function keepVenueFresh(client: QueryClient, venue: VenueId): () => void {
  return keepFresh(client, marketKeys.venue(venue), (cache, queryKey) => {
    const feed = cache.getQueryData<VenueFeed>(queryKey);
    return feed ? nextReadAt(feed) : Date.now();
  });
}
