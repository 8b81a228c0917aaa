import { useCallback, useMemo } from 'react';
import { useQueries, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { problemOf } from '../live/refresh-venue';
import type { VenueProblem } from '../live/venue-feed';

/** Account data changes more slowly than prices, and venues limit reads per address: every 30 s while shown. */
export const ACCOUNT_REFRESH_MS = 30_000;

export interface SourceRead<T> {
  /** Null until the first read succeeds; after a failure, the last good data (with its time). */
  data: T | null;
  /** Null when the latest read succeeded or none ended yet. */
  problem: VenueProblem | null;
  httpStatus: number | null;
  /** When the data shown was read (ms since the epoch). */
  updatedAt: number | null;
  /** No read has ended yet. */
  loading: boolean;
  fetching: boolean;
}

export interface SourceReads<T> {
  reads: SourceRead<T>[];
  /** Reads every source again now (the refresh button). */
  refresh: () => void;
  refreshing: boolean;
}

/**
 * One react-query entry per source (an account or a wallet), refreshed every 30 s while a panel shows it and not
 * while the tab is hidden; two panels showing the same source share its reads. A source that fails keeps its last
 * good data and says why; the others are not affected.
 */
export function useSourceReads<S, T>(
  root: QueryKey,
  sources: readonly S[],
  keyOf: (source: S) => readonly string[],
  read: (source: S, signal: AbortSignal) => Promise<T>,
): SourceReads<T> {
  const client = useQueryClient();
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: [...root, ...keyOf(source)],
      queryFn: ({ signal }: { signal: AbortSignal }) => read(source, signal),
      refetchInterval: ACCOUNT_REFRESH_MS,
      staleTime: ACCOUNT_REFRESH_MS / 2,
      gcTime: 10 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    })),
  });
  const reads = results.map((result): SourceRead<T> => {
    const failure = result.error ? problemOf(result.error) : null;
    return {
      data: result.data ?? null,
      problem: failure?.problem ?? null,
      httpStatus: failure?.status ?? null,
      updatedAt: result.dataUpdatedAt > 0 ? result.dataUpdatedAt : null,
      loading: result.isPending,
      fetching: result.isFetching,
    };
  });
  const refreshing = reads.some((entry) => entry.fetching);
  const rootKey = JSON.stringify(root);
  const refresh = useCallback(() => {
    void client.refetchQueries({ queryKey: JSON.parse(rootKey) as QueryKey });
  }, [client, rootKey]);
  return useMemo(() => ({ reads, refresh, refreshing }), [reads, refresh, refreshing]);
}
