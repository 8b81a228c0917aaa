import { queryOptions } from '@tanstack/react-query';
import { env } from '../../config/env';
import { asApiError } from '../../lib/api-error';
import { marketKeys } from '../market-keys';
import type { VenueId } from '../model/venues';
import { sourceOf } from '../venue-sources';
import { VENUE_READERS } from '../venues/venue-readers';
import { feedAfterFailure, feedAfterSuccess, type VenueFeed } from './venue-feed';

export interface RefreshOptions {
  signal?: AbortSignal;
  now?: () => number;
  /** Where to read the venue (venue-sources.ts); its configured URL unless said. */
  baseUrl?: string;
}

/**
 * Reads a venue once. It never fails: a failed read becomes a feed that keeps the last good snapshot and says why it
 * is not fresh. Only a read cancelled by its caller (the last panel that needed it closed) is thrown, since there is
 * nothing to record.
 */
export async function refreshVenue(
  venue: VenueId,
  previous: VenueFeed | undefined,
  { signal, now = Date.now, baseUrl = env.venueUrls[venue] }: RefreshOptions = {},
): Promise<VenueFeed> {
  try {
    const snapshot = await VENUE_READERS[venue]({ baseUrl, signal, now });
    return feedAfterSuccess(venue, snapshot, now());
  } catch (error) {
    if (signal?.aborted) throw error;
    // A reply an adapter could not make sense of counts as one of the wrong shape: not the venue we know.
    return feedAfterFailure(previous, venue, asApiError(error), now());
  }
}

/**
 * One venue's feed as a query. Reads are timed by holdVenuePoller alone (venue-poller.ts); a panel that opens shows
 * what the others already have.
 */
export function venueFeedQuery(venue: VenueId) {
  return queryOptions({
    queryKey: marketKeys.venue(venue),
    queryFn: async ({ signal, client, queryKey }) => {
      const { baseUrl } = await sourceOf(client, venue);
      return refreshVenue(venue, client.getQueryData<VenueFeed>(queryKey), { signal, baseUrl });
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
