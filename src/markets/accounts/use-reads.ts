import { useCallback, useMemo } from 'react';
import { queryOptions, useQueries, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { asApiError, type ApiError } from '../../lib/api-error';

/** Account data changes more slowly than prices, and venues limit reads per address: every 30 s while shown. */
export const ACCOUNT_REFRESH_MS = 30_000;

/**
 * A wallet's reads on the Solana node as a query: refreshed every 30 s while a panel shows it and not while the tab is
 * hidden; a failure is not retried at once, the next refresh tries again. (A venue account's reads are timed by the
 * venue's gate instead: use-venue-accounts.ts.)
 */
export function sourceReadQuery<T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    refetchInterval: ACCOUNT_REFRESH_MS,
    staleTime: ACCOUNT_REFRESH_MS / 2,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** A source's reads as a query: a wallet's (sourceReadQuery) or a venue account's (use-venue-accounts.ts). */
export type SourceReadQuery<T> = UseQueryOptions<T, Error, T>;

export interface SourceRead<T> {
  /** Null until the first read succeeds; after a failure, the last good data (with its time). */
  data: T | null;
  /** Why the latest read failed (components/error-text.ts words it); null when it succeeded or none ended yet. */
  problem: ApiError | null;
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
 * One react-query entry per source (see sourceReadQuery); two panels showing the same source share its reads. A
 * source that fails keeps its last good data and says why; the others are not affected. `root` is the key every
 * query lies under: what the refresh button reads again.
 */
export function useSourceReads<T>(root: QueryKey, queries: readonly SourceReadQuery<T>[]): SourceReads<T> {
  const client = useQueryClient();
  const results = useQueries({ queries });
  const reads = results.map((result): SourceRead<T> => ({
    data: result.data ?? null,
    problem: result.error ? asApiError(result.error) : null,
    updatedAt: result.dataUpdatedAt > 0 ? result.dataUpdatedAt : null,
    loading: result.isPending,
    fetching: result.isFetching,
  }));
  const refreshing = reads.some((entry) => entry.fetching);
  const rootKey = JSON.stringify(root);
  const refresh = useCallback(() => {
    void client.refetchQueries({ queryKey: JSON.parse(rootKey) as QueryKey });
  }, [client, rootKey]);
  return useMemo(() => ({ reads, refresh, refreshing }), [reads, refresh, refreshing]);
}
