import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parseReply } from '../../../lib/api-error';
import { poolClient } from '../../../lib/pool-client';
import { decodeUtf8Base64 } from '../model/base64';

const accountReplySchema = z.object({
  data: z.object({
    emailVinted: z.nullish(z.string()),
    passwordVinted: z.nullish(z.string()),
    vintedUpdatedAt: z.nullish(z.string()),
  }),
});

export interface VintedCredentials {
  email: string;
  /** null when the stored value is not base64 of UTF-8. */
  password: string | null;
  updatedAt: string | null;
}

/** GET {pool}/{userId}: the Vinted fields of the account record, password decoded. */
export async function getVintedCredentials(userId: string, signal?: AbortSignal): Promise<VintedCredentials> {
  const response = await poolClient.get<unknown>(`/${encodeURIComponent(userId)}`, { signal });
  const { data } = parseReply(accountReplySchema, response.data);
  return {
    email: data.emailVinted ?? '',
    password: data.passwordVinted ? decodeUtf8Base64(data.passwordVinted) : '',
    updatedAt: data.vintedUpdatedAt ?? null,
  };
}

export const vintedCredentialsKey = (userId: string) => ['account', userId, 'vinted'] as const;

export function useVintedCredentials(userId: string) {
  return useQuery({
    queryKey: vintedCredentialsKey(userId),
    queryFn: ({ signal }) => getVintedCredentials(userId, signal),
    // The password is a secret: keep it in memory no longer than the panel is open.
    gcTime: 0,
    staleTime: 0,
  });
}
