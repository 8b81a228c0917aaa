import * as z from 'zod/mini';
import { parseReply } from '../../../lib/api-error';
import { poolClient } from '../../../lib/pool-client';

const okReplySchema = z.object({ success: z.literal(true) });

/** POST {root}/api/2fa/enable {userId, secret}. */
export async function enableTwoFactor(userId: string, secret: string): Promise<void> {
  const response = await poolClient.post<unknown>('/api/2fa/enable', { userId, secret });
  parseReply(okReplySchema, response.data);
}

/** POST {root}/api/2fa/disable {userId, code}: 2FA is off only when the server says so. */
export async function disableTwoFactor(userId: string, code: string): Promise<void> {
  const response = await poolClient.post<unknown>('/api/2fa/disable', { userId, code });
  parseReply(okReplySchema, response.data);
}
