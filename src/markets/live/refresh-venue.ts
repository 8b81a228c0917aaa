import { env } from '../../config/env';
import { isPublicFetchError } from '../../lib/public-client';
import type { VenueId } from '../model/venues';
import { VENUE_READERS } from '../venues/venue-readers';
import { VenueShapeError } from '../venues/shared/venue-shape-error';
import { feedAfterFailure, feedAfterSuccess, type VenueFeed, type VenueProblem } from './venue-feed';

export function problemOf(error: unknown): { problem: VenueProblem; status: number | null } {
  if (isPublicFetchError(error)) {
    if (error.kind === 'http') return { problem: 'http', status: error.status ?? null };
    return { problem: error.kind === 'canceled' ? 'network' : error.kind, status: null };
  }
  // A reply of the wrong shape, or one an adapter could not make sense of: either way, not the venue we know.
  return { problem: error instanceof VenueShapeError ? 'shape' : 'shape', status: null };
}

export interface RefreshOptions {
  signal?: AbortSignal;
  now?: () => number;
}

/**
 * Reads a venue once. It never fails: a failed read becomes a feed that keeps the last good snapshot and says why it
 * is not fresh. Only a read cancelled by its caller (the last panel that needed it closed) is thrown, since there is
 * nothing to record.
 */
export async function refreshVenue(
  venue: VenueId,
  previous: VenueFeed | undefined,
  { signal, now = Date.now }: RefreshOptions = {},
): Promise<VenueFeed> {
  try {
    const snapshot = await VENUE_READERS[venue]({ baseUrl: env.venueUrls[venue], signal, now });
    return feedAfterSuccess(venue, snapshot, now());
  } catch (error) {
    if (signal?.aborted) throw error;
    const { problem, status } = problemOf(error);
    return feedAfterFailure(previous, venue, problem, status, now());
  }
}
