import * as z from 'zod/mini';

/** A wallet as stored, with the user it belongs to. No field ever holds a private key. */
export const walletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  publicKey: z.string().check(z.minLength(1)),
  label: z.string(),
  createdAt: z.string(),
  type: z.enum(['evm', 'solana']),
  userId: z.string().check(z.minLength(1)),
});
export type Wallet = z.output<typeof walletSchema>;

export const walletListSchema = z.array(walletSchema);

/** An address shown by its first 6 and last 6 characters. */
export function shortAddress(address: string): string {
  return address.length > 15 ? `${address.slice(0, 6)}...${address.slice(-6)}` : address;
}

/** 'Solana Wallet N', N the next number no wallet of this user uses. */
export function nextDefaultLabel(wallets: readonly Wallet[], prefix = 'Solana Wallet'): string {
  const used = new Set(
    wallets
      .map((wallet) => new RegExp(`^${prefix} (\\d+)$`).exec(wallet.label)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  let n = 1;
  while (used.has(n)) n++;
  return `${prefix} ${n}`;
}

export const solanaWalletsOf = (wallets: readonly Wallet[], userId: string) =>
  wallets.filter((wallet) => wallet.type === 'solana' && wallet.userId === userId);
