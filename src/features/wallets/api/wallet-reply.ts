import * as z from 'zod/mini';

/** What import-wallet and generate-wallet both answer: {address, publicKey, id?}. */
export const walletReplySchema = z.object({
  address: z.string().check(z.minLength(32), z.maxLength(44)),
  publicKey: z.string().check(z.minLength(1)),
  id: z.optional(z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String))),
});
export type WalletReply = z.output<typeof walletReplySchema>;
