import { describe, expect, it } from 'vitest';
import {
  feedAfterFailure,
  feedAfterSuccess,
  MAX_REFRESH_INTERVAL_MS,
  nextReadAt,
  refreshDelay,
  REFRESH_INTERVAL_MS,
} from '../../src/markets/live/venue-feed';
import { ApiError } from '../../src/lib/api-error';
import type { VenueSnapshot } from '../../src/markets/model/market';

const snapshot: VenueSnapshot = { venue: 'lighter', markets: [], readAt: 1_000, droppedMarkets: 0 };

describe('a venue feed', () => {
  it('is read every 10 s, and backs off 20, 40, 80, 160 s after failures, never longer', () => {
    expect(REFRESH_INTERVAL_MS).toBe(10_000);
    expect([0, 1, 2, 3, 4, 5, 12].map(refreshDelay)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 160_000, 160_000,
    ]);
    expect(MAX_REFRESH_INTERVAL_MS).toBe(160_000);
  });

  it('keeps the last good snapshot through failures, and forgets the failures at the next success', () => {
    const good = feedAfterSuccess('lighter', snapshot, 1_000);
    const down = feedAfterFailure(good, 'lighter', new ApiError({ kind: 'timeout' }), 16_000);
    const serverFault = new ApiError({ kind: 'http', status: 503 });
    const stillDown = feedAfterFailure(down, 'lighter', serverFault, 40_000);
    expect(stillDown).toEqual({
      venue: 'lighter',
      snapshot,
      problem: serverFault,
      failureStreak: 2,
      attemptedAt: 40_000,
    });
    expect(nextReadAt(stillDown)).toBe(80_000);
    const back = feedAfterSuccess('lighter', { ...snapshot, readAt: 80_500 }, 80_500);
    expect(back).toMatchObject({ problem: null, failureStreak: 0 });
    expect(nextReadAt(back)).toBe(90_500);
  });

  it('has nothing to show when a venue has failed from the start', () => {
    expect(feedAfterFailure(undefined, 'aster', new ApiError({ kind: 'network' }), 5)).toMatchObject({
      snapshot: null,
      failureStreak: 1,
    });
  });
});
