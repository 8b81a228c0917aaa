import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api-error';
import { readReply } from '../../../lib/read-reply';
import { poolClient } from '../../../lib/pool-client';

const privateKeyReplySchema = z.object({
  success: z.boolean(),
  privateKey: z.nullish(
    z.union([z.string().check(z.minLength(1)), z.array(z.int().check(z.minimum(0), z.maximum(255)))]),
  ),
  error: z.nullish(z.string()),
});

export interface PrivateKeyRequest {
  userId: string;
  walletId: string;
  code: string;
}

/**
 * POST {root}/api/solana/get-private-2fa {userId, walletId, code}: the key. A wrong code comes back as a 4xx or as
 * `success: false` (both a refusal); a reply that succeeds without a key is malformed.
 */
export async function getPrivateKey({ userId, walletId, code }: PrivateKeyRequest): Promise<string | number[]> {
  const response = await poolClient.post<unknown>('/api/solana/get-private-2fa', { userId, walletId, code });
  // The errors carry nothing of the reply: whatever it held stays out of error objects and caches.
  const reply = readReply(privateKeyReplySchema, response.data, 'get-private-2fa');
  if (!reply.success) throw new ApiError({ kind: 'refused', serverMessage: reply.error ?? undefined });
  if (!reply.privateKey) throw new ApiError({ kind: 'malformed' });
  return reply.privateKey;
}

/** The key lives in the mutation's state while the dialog shows it, and is dropped the moment the dialog closes. */
export function useGetPrivateKey() {
  return useMutation({ mutationFn: getPrivateKey, gcTime: 0 });
}
