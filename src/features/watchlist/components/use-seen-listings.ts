import { useMemo } from 'react';
import { useKeptFeed } from '../../../feed/feed-connection';
import type { FeedEvent } from '../../../feed/model/feed-event';

/** Every platform's listings the feeds delivered this session (the socket held open while the panel is). */
export function useSeenListings(userId: string): readonly FeedEvent[] {
  const courtyard = useKeptFeed(userId, 'courtyard', 'listing');
  const phygitals = useKeptFeed(userId, 'phygitals', 'listing');
  const collectorCrypt = useKeptFeed(userId, 'collector_crypt', 'listing');
  return useMemo(
    () => [...courtyard.events, ...phygitals.events, ...collectorCrypt.events],
    [courtyard, phygitals, collectorCrypt],
  );
}
