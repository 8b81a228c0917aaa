import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parseReply } from '../../../lib/api-error';
import { poolClient } from '../../../lib/pool-client';

const statusReplySchema = z.object({ data: z.object({ twoFAEnabled: z.nullish(z.boolean()) }) });

/** GET {pool}/{userId}: whether revealing a key can work at all. */
export async function getTwoFactorStatus(userId: string, signal?: AbortSignal): Promise<boolean> {
  const response = await poolClient.get<unknown>(`/${encodeURIComponent(userId)}`, { signal });
  return parseReply(statusReplySchema, response.data).data.twoFAEnabled === true;
}

export function useTwoFactorStatus(userId: string) {
  return useQuery({
    queryKey: ['account', userId, 'two-factor'],
    queryFn: ({ signal }) => getTwoFactorStatus(userId, signal),
  });
}
