import { useCallback } from 'react';
import { env } from '../../../config/env';
import { useSavedList } from '../../../components/use-saved-list';
import { loadWallets, saveWallets, walletsStorageKey } from '../../../wallet-list/wallet-storage';
import type { Wallet } from '../../../wallet-list/wallet';

/** This user's wallets as stored, and `commit`, which saves before it shows. */
export function useWalletList(userId: string) {
  const key = walletsStorageKey(env.productName);
  const save = useCallback((next: Wallet[]) => saveWallets(key, userId, next), [key, userId]);
  const list = useSavedList(() => {
    const loaded = loadWallets(key, userId);
    return { items: loaded.wallets, setAside: loaded.setAside };
  }, save);
  return { wallets: list.items, setAside: list.setAside, commit: list.commit };
}
