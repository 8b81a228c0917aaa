import type { ApiError } from '../../lib/api-error';
import type { FundingPoint } from '../model/funding-history';
import type { VenueId } from '../model/venues';

/**
 * One market's funding history on one venue. It never fails as a query: a read that failed is a history with a
 * problem (and no points), so that it is not read again before HISTORY_REFRESH_MS, like a good one.
 */
export interface VenueHistory {
  venue: VenueId;
  base: string;
  /** Oldest first, hourly rates (see model/funding-history.ts). */
  points: FundingPoint[];
  /** Rows or settlements left out because they made no sense. */
  dropped: number;
  /** When it was read (ms since the epoch): averages are of the hours before it. */
  readAt: number;
  /** Why there is no history: the venue failed or answered something else than its history. */
  problem: ApiError | null;
}
