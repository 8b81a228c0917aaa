import { z } from 'zod';

/** What import-wallet and generate-wallet both answer: {address, publicKey, id?}. */
export const walletReplySchema = z.object({
  address: z.string().min(32).max(44),
  publicKey: z.string().min(1),
  id: z
    .union([z.string().min(1), z.number()])
    .transform(String)
    .optional(),
});
export type WalletReply = z.output<typeof walletReplySchema>;
