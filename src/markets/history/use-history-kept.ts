import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { historyStoreOf } from './history-store';

/**
 * Whether the funding histories are kept between visits: false once the browser refused the store (full, private
 * mode, no IndexedDB), when they go on in memory for the visit and the panel says so once.
 */
export function useHistoryKept(): boolean {
  const store = historyStoreOf(useQueryClient());
  return useSyncExternalStore(store.onFallback, store.durable);
}
