import type { ApiError } from '../../lib/api-error';
import type { VenueSnapshot } from '../model/market';
import type { VenueId } from '../model/venues';

/**
 * What the app knows of one venue: its last good snapshot (kept through failures, so a venue that goes down still
 * shows what it said last, with its age) and how the latest attempt went.
 */
export interface VenueFeed {
  venue: VenueId;
  snapshot: VenueSnapshot | null;
  /** Why the latest attempt gave nothing usable (components/error-text.ts words it); null when it succeeded. */
  problem: ApiError | null;
  /** Failed attempts since the last success. */
  failureStreak: number;
  /** When the latest attempt ended (ms since the epoch). */
  attemptedAt: number;
}

/** At most one read of a venue every 10 s while a panel shows it. */
export const REFRESH_INTERVAL_MS = 10_000;
/** After failures the pause doubles, up to 2 min 40 s, so a venue that is down is not hammered. */
export const MAX_REFRESH_INTERVAL_MS = 160_000;

export function refreshDelay(failureStreak: number): number {
  return Math.min(REFRESH_INTERVAL_MS * 2 ** Math.max(0, failureStreak), MAX_REFRESH_INTERVAL_MS);
}

export function feedAfterSuccess(venue: VenueId, snapshot: VenueSnapshot, now: number): VenueFeed {
  return { venue, snapshot, problem: null, failureStreak: 0, attemptedAt: now };
}

export function feedAfterFailure(
  previous: VenueFeed | undefined,
  venue: VenueId,
  problem: ApiError,
  now: number,
): VenueFeed {
  return {
    venue,
    snapshot: previous?.snapshot ?? null,
    problem,
    failureStreak: (previous?.failureStreak ?? 0) + 1,
    attemptedAt: now,
  };
}

/** When the venue should next be read. */
export function nextReadAt(feed: VenueFeed): number {
  return feed.attemptedAt + refreshDelay(feed.failureStreak);
}
