import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAccountRecord } from './account-record';
import { updateAccountRecord } from './update-account-record';
import { refreshAccountRecord, useAccountRecord } from './use-account-record';
import { changedWatchlist, selectWatchlist, type WatchlistChange } from './watchlist';

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
