import { useEffect, useState } from 'react';
import { env } from '../config/env';
import { solanaWalletsOf, type Wallet } from './wallet';
import { loadWallets, onWalletsSaved, walletsStorageKey } from './wallet-storage';

export interface SolanaWallets {
  wallets: Wallet[];
  /** Stored entries that could not be read (set aside by the wallet manager's policy). */
  setAside: number;
}

function read(key: string, userId: string): SolanaWallets {
  const loaded = loadWallets(key, userId);
  return { wallets: solanaWalletsOf(loaded.wallets, userId), setAside: loaded.setAside };
}

/**
 * The user's Solana wallets, for panels that use them without managing them (balances, picking an address). Kept
 * current when the wallet manager saves in this tab or another.
 */
export function useSolanaWallets(userId: string): SolanaWallets {
  const key = walletsStorageKey(env.productName);
  const [wallets, setWallets] = useState(() => read(key, userId));
  useEffect(() => {
    const reload = () => setWallets(read(key, userId));
    reload();
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) reload();
    };
    const stop = onWalletsSaved((savedKey) => {
      if (savedKey === key) reload();
    });
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [key, userId]);
  return wallets;
}
