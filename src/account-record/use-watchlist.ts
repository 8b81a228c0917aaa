import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAccountRecord } from './account-record';
import { updateAccountRecord } from './update-account-record';
import { refreshAccountRecord, useAccountRecord } from './use-account-record';
import {
  changedWatchlist,
  MAX_WATCHLIST_ENTRIES,
  selectWatchlist,
  type StoredWatchEntry,
  type WatchlistChange,
} from './watchlist';

/** The user's watchlist, from the shared account record. */
export function useWatchlist(userId: string) {
  return useAccountRecord(userId, selectWatchlist);
}

/**
 * Saves one change to the watchlist. The record is read again just before the write, so that an entry added meanwhile
 * elsewhere (another panel, another browser) is written back with it rather than over it.
 */
export function useSaveWatchlist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: WatchlistChange) => {
      const watchlist = changedWatchlist(await getAccountRecord(userId), change, new Date());
      await updateAccountRecord(userId, { watchlist });
      return watchlist;
    },
    onSuccess: (watchlist) => refreshAccountRecord(queryClient, userId, { watchlist }),
  });
}

/**
 * Adds a card to the watchlist, from any panel (a feed row, ID to Price, the Watchlist): `add` rejects when the write
 * fails; `full` says the list is at its limit (the dialog says so rather than let the user type in vain).
 */
export function useAddToWatchlist(userId: string) {
  const { mutateAsync } = useSaveWatchlist(userId);
  const { data } = useWatchlist(userId);
  const add = useCallback(
    async ({ card, targetUsd }: Pick<StoredWatchEntry, 'card' | 'targetUsd'>) => {
      const entry = { id: crypto.randomUUID(), card, targetUsd, addedAt: new Date().toISOString() };
      await mutateAsync({ kind: 'add', entry });
    },
    [mutateAsync],
  );
  return { add, full: (data?.entries.length ?? 0) >= MAX_WATCHLIST_ENTRIES };
}
