import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { readReply } from '../../../lib/read-reply';
import { poolClient } from '../../../lib/pool-client';

const okReplySchema = z.object({ success: z.literal(true) });

/** POST {root}/api/2fa/enable {userId, secret}. */
export async function enableTwoFactor({ userId, secret }: { userId: string; secret: string }): Promise<void> {
  const response = await poolClient.post<unknown>('/api/2fa/enable', { userId, secret });
  readReply(okReplySchema, response.data);
}

/** The secret is in the mutation's state only while the setup dialog is open. */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor, gcTime: 0 });
}

/** POST {root}/api/2fa/disable {userId, code}: 2FA is off only when the server says so. */
export async function disableTwoFactor({ userId, code }: { userId: string; code: string }): Promise<void> {
  const response = await poolClient.post<unknown>('/api/2fa/disable', { userId, code });
  readReply(okReplySchema, response.data);
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor, gcTime: 0 });
}
