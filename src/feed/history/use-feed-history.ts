import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keysOf } from '../../lib/query-keys';
import {
  flushHistory,
  historyStatus,
  readHistory,
  subscribeHistoryStatus,
  type HistoryStatus,
  type StoredHistory,
} from './history-store';
import type { FeedKind, FeedPlatform } from '../platforms';

const key = keysOf('feed-history');

/** The feed history's query keys (lib/query-keys.ts says the style). */
export const feedHistoryKeys = {
  all: key(),
  feed: (userId: string, platform: FeedPlatform, kind: FeedKind) => key(userId, platform, kind),
  /** The whole history, read afresh each time the History view opens. */
  view: (userId: string, platform: FeedPlatform, kind: FeedKind) => key(userId, platform, kind, 'view'),
};

/**
 * What was kept of a feed, read once when a view opens: it is what came before that moment (what comes after is the
 * live feed's), so it is never refetched while the view is open and is forgotten when the last view closes.
 */
export const storedHistoryQuery = (userId: string, platform: FeedPlatform, kind: FeedKind) =>
  queryOptions<StoredHistory>({
    queryKey: feedHistoryKeys.feed(userId, platform, kind),
    queryFn: () => readHistory(userId, platform, kind),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

const NONE: StoredHistory = { events: [], skipped: 0 };

/** A feed's kept history as it was when the view opened; empty while it is read and when history is off. */
export function useStoredHistory(
  userId: string,
  platform: FeedPlatform,
  kind: FeedKind,
): StoredHistory & { loading: boolean } {
  const { data, isPending } = useQuery(storedHistoryQuery(userId, platform, kind));
  return { ...(data ?? NONE), loading: isPending };
}

/**
 * A feed's whole kept history for a history view, read afresh each time one opens (with what is waiting to be
 * written): one read per opening, never one per row or per event.
 */
export function useHistoryView(
  userId: string,
  platform: FeedPlatform,
  kind: FeedKind,
): StoredHistory & { loading: boolean } {
  const { data, isPending } = useQuery({
    queryKey: feedHistoryKeys.view(userId, platform, kind),
    queryFn: async () => {
      await flushHistory();
      return readHistory(userId, platform, kind);
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return { ...(data ?? NONE), loading: isPending };
}

/** Whether history is kept in this session ('off' once the browser refused it). */
export function useHistoryStatus(): HistoryStatus {
  return useSyncExternalStore(subscribeHistoryStatus, historyStatus, historyStatus);
}
