import { useState } from 'react';
import { env } from '../../../config/env';
import { loadWallets, saveWallets, walletsStorageKey } from '../model/wallet-storage';
import type { Wallet } from '../model/wallet';

/**
 * This user's wallets as stored. `commit` writes first and shows the new list only when storage took it, so the
 * screen never shows a wallet that a reload would lose.
 */
export function useWalletList(userId: string) {
  const key = walletsStorageKey(env.productName);
  const [initial] = useState(() => loadWallets(key));
  const [wallets, setWallets] = useState<Wallet[]>(() => initial.wallets.filter((wallet) => wallet.userId === userId));
  const commit = (next: Wallet[]): boolean => {
    if (!saveWallets(key, userId, next)) return false;
    setWallets(next);
    return true;
  };
  return { wallets, loadFailed: !initial.ok, commit };
}
