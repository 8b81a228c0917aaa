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

/**
 * 'Solana Wallet N' for a wallet added without a name: N counts on from the user's wallets (their third wallet is
 * number 3, however the first two are named), skipping a number another wallet already carries.
 */
export function nextDefaultLabel(wallets: readonly Wallet[], prefix = 'Solana Wallet'): string {
  const labels = new Set(wallets.map((wallet) => wallet.label));
  let n = wallets.length + 1;
  while (labels.has(`${prefix} ${n}`)) n++;
  return `${prefix} ${n}`;
}

export const solanaWalletsOf = (wallets: readonly Wallet[], userId: string) =>
  wallets.filter((wallet) => wallet.type === 'solana' && wallet.userId === userId);
