import * as z from 'zod/mini';
import { ApiError, parseReply } from '../../../lib/api-error';
import { poolClient } from '../../../lib/pool-client';

const privateKeyReplySchema = z.object({
  success: z.boolean(),
  privateKey: z.nullish(
    z.union([z.string().check(z.minLength(1)), z.array(z.int().check(z.minimum(0), z.maximum(255)))]),
  ),
  error: z.nullish(z.string()),
});

export class CodeRefusedError extends Error {
  constructor() {
    super('2FA code refused');
    this.name = 'CodeRefusedError';
  }
}

/** POST {root}/api/solana/get-private-2fa {userId, walletId, code}: the key, or why not. */
export async function getPrivateKey(userId: string, walletId: string, code: string): Promise<string | number[]> {
  let data: unknown;
  try {
    data = (await poolClient.post<unknown>('/api/solana/get-private-2fa', { userId, walletId, code })).data;
  } catch (error) {
    // The server answers a wrong code with a 4xx; anything else is a failure to fetch.
    if (error instanceof ApiError && error.kind === 'http' && (error.status ?? 500) < 500 && error.status !== 404) {
      throw new CodeRefusedError();
    }
    throw error;
  }
  const reply = parseReply(privateKeyReplySchema, data);
  if (!reply.success) throw new CodeRefusedError();
  if (!reply.privateKey) throw new ApiError({ kind: 'malformed', message: 'no key in the reply' });
  return reply.privateKey;
}
