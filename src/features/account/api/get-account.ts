import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parseReply } from '../../../lib/api-error';
import { poolClient } from '../../../lib/pool-client';

const accountReplySchema = z.object({ data: z.object({ twoFAEnabled: z.nullish(z.boolean()) }) });

export interface Account {
  twoFAEnabled: boolean;
}

/** GET {pool}/{userId}: what the account page needs of the account record. */
export async function getAccount(userId: string, signal?: AbortSignal): Promise<Account> {
  const response = await poolClient.get<unknown>(`/${encodeURIComponent(userId)}`, { signal });
  return { twoFAEnabled: parseReply(accountReplySchema, response.data).data.twoFAEnabled === true };
}

export const accountKey = (userId: string) => ['account', userId, 'profile'] as const;

export function useAccount(userId: string) {
  return useQuery({ queryKey: accountKey(userId), queryFn: ({ signal }) => getAccount(userId, signal) });
}
