import { readJsonValue, writeJson } from '../lib/storage';
import { readEntries } from '../lib/stored-entries';
import { walletSchema, type Wallet } from './wallet';

/** `{product}_wallets`: one list for every user of this browser. */
export const walletsStorageKey = (product: string) => `${product.toLowerCase()}_wallets`;

export interface WalletsLoad {
  wallets: Wallet[];
  /** Stored entries that could not be read and were set aside (see lib/stored-entries). */
  setAside: number;
  /** False when those could not be set aside: the list must then stay as it is. */
  writable: boolean;
}

/** The user an entry says it belongs to, read without trusting anything else in it. */
function ownerOf(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const userId = (entry as { userId?: unknown }).userId;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}

/** Entries of other users are left exactly as they are; this user's, and those that name no user, are read. */
const entriesFor = (userId: string) => (value: unknown) =>
  Array.isArray(value)
    ? value.filter((entry) => {
        const owner = ownerOf(entry);
        return owner === null || owner === userId;
      })
    : null;

/** This user's wallets, entry by entry: one that cannot be read is set aside, and every other is kept. */
export function loadWallets(key: string, userId: string): WalletsLoad {
  const read = readEntries(key, walletSchema, { entriesOf: entriesFor(userId) });
  return { wallets: read.entries, setAside: read.setAside, writable: read.writable };
}

/**
 * Writes this user's wallets and keeps everyone else's as stored. False when storage refused, or when something
 * unreadable could not be set aside first (it would be lost).
 */
export function saveWallets(key: string, userId: string, mine: Wallet[]): boolean {
  // Read again: another tab may have written since, and what it left that cannot be read must be set aside first.
  if (!loadWallets(key, userId).writable) return false;
  const stored = readJsonValue(key);
  const list: readonly unknown[] = Array.isArray(stored) ? stored : [];
  const others = list.filter((entry) => {
    const owner = ownerOf(entry);
    return owner !== null && owner !== userId;
  });
  const saved = writeJson(key, [...others, ...mine]);
  if (saved) for (const listener of listeners) listener(key);
  return saved;
}

const listeners = new Set<(key: string) => void>();

/** Tells `listener` each time this tab saves a wallet list (other tabs' saves arrive as storage events). */
export function onWalletsSaved(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
