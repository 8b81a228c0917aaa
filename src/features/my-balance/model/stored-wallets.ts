import * as z from 'zod/mini';

/**
 * The user's Solana wallets as the wallet manager keeps them (`{product}_wallets` in localStorage, one list for every
 * user of the browser), read here without changing anything: the wallet manager owns that list and sets aside what it
 * cannot read. Only what the balance panel needs is read: the address, the label, the type and the owner.
 */
const storedWalletSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(100)),
  label: z.string().check(z.maxLength(200)),
  type: z.string(),
  userId: z.string().check(z.minLength(1)),
});

export interface ShownWallet {
  address: string;
  label: string;
}

export interface StoredWallets {
  wallets: ShownWallet[];
  /** This user's entries (or entries naming no user) that could not be read. */
  unreadable: number;
}

export const walletsStorageKey = (product: string) => `${product.toLowerCase()}_wallets`;

/** This user's Solana wallets from the stored list, each address once; other users' entries are not looked at. */
export function solanaWalletsOf(stored: unknown, userId: string): StoredWallets {
  if (!Array.isArray(stored)) return { wallets: [], unreadable: stored === null || stored === undefined ? 0 : 1 };
  const wallets: ShownWallet[] = [];
  const seen = new Set<string>();
  let unreadable = 0;
  for (const entry of stored as unknown[]) {
    const owner = typeof entry === 'object' && entry !== null ? (entry as { userId?: unknown }).userId : undefined;
    if (typeof owner === 'string' && owner !== '' && owner !== userId) continue;
    const parsed = storedWalletSchema.safeParse(entry);
    if (!parsed.success) {
      unreadable += 1;
      continue;
    }
    if (parsed.data.userId !== userId || parsed.data.type !== 'solana' || seen.has(parsed.data.address)) continue;
    seen.add(parsed.data.address);
    wallets.push({ address: parsed.data.address, label: parsed.data.label });
  }
  return { wallets, unreadable };
}
