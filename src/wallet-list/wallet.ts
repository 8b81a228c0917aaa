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

export const solanaWalletsOf = (wallets: readonly Wallet[], userId: string) =>
  wallets.filter((wallet) => wallet.type === 'solana' && wallet.userId === userId);
