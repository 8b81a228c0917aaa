import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveWatchlist } from '../../../account-record/use-watchlist';
import { WatchlistFullError, MAX_WATCHLIST_ENTRIES } from '../../../account-record/watchlist';
import type { WatchCard } from '../../../cards/model/watchlist';
import { errorText } from '../../../components/error-text';

/** Adds a card to the watchlist; resolves to the sentence to show when it could not (null: kept). */
export function useWatchSave(userId: string) {
  const { t } = useTranslation();
  const { mutateAsync } = useSaveWatchlist(userId);
  return useCallback(
    async ({ card, targetUsd }: { card: WatchCard; targetUsd: number }): Promise<string | null> => {
      const entry = { id: crypto.randomUUID(), card, targetUsd, addedAt: new Date().toISOString() };
      try {
        await mutateAsync({ kind: 'add', entry });
        return null;
      } catch (error) {
        if (error instanceof WatchlistFullError) return t('watchlist.full', { max: MAX_WATCHLIST_ENTRIES });
        return t('watchlist.saveFailed', { reason: errorText(error, t) });
      }
    },
    [mutateAsync, t],
  );
}
