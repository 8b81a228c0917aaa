import { readJson, readText, writeJson, writeText } from '../../../lib/storage';
import { walletListSchema, type Wallet } from './wallet';

/** SPEC §3: `{product}_wallets`, one list for every user of this browser. */
export const walletsStorageKey = (product: string) => `${product.toLowerCase()}_wallets`;

export type WalletsLoad = { ok: true; wallets: Wallet[] } | { ok: false; wallets: Wallet[] };

/**
 * Reads every stored wallet. An unreadable value is copied to `…_unreadable` first (once), so the next save cannot
 * lose it.
 */
export function loadWallets(key: string): WalletsLoad {
  const stored = readJson(key, walletListSchema);
  if (stored.status === 'ok') return { ok: true, wallets: stored.value };
  if (stored.status === 'missing') return { ok: true, wallets: [] };
  const asideKey = `${key}_unreadable`;
  if (readText(asideKey) === null) writeText(asideKey, readText(key) ?? '');
  return { ok: false, wallets: [] };
}

/** Writes one user's wallets and keeps everyone else's as stored; false when storage refused. */
export function saveWallets(key: string, userId: string, mine: Wallet[]): boolean {
  const stored = readJson(key, walletListSchema);
  const others = stored.status === 'ok' ? stored.value.filter((wallet) => wallet.userId !== userId) : [];
  return writeJson(key, [...others, ...mine]);
}
