import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { poolClient } from '../../../lib/pool-client';
import { encodeUtf8Base64 } from '../model/base64';
import { vintedCredentialsKey } from './get-vinted-credentials';

const saveReplySchema = z.object({
  success: z.optional(z.boolean()),
  data: z.optional(z.unknown()),
  error: z.nullish(z.string()),
});

/** Why a save did not go through, for SPEC §8's three messages. */
export class SaveRefusedError extends Error {
  constructor(readonly serverMessage: string | null) {
    super('save refused');
    this.name = 'SaveRefusedError';
  }
}

export interface SaveCredentialsInput {
  userId: string;
  email: string;
  password: string;
  now?: Date;
}

/** PUT {pool}/{userId} {data:{emailVinted, passwordVinted (base64 of UTF-8), vintedUpdatedAt}}. */
export async function saveVintedCredentials({ userId, email, password, now = new Date() }: SaveCredentialsInput) {
  const vintedUpdatedAt = now.toISOString();
  const response = await poolClient.put<unknown>(`/${encodeURIComponent(userId)}`, {
    data: { emailVinted: email, passwordVinted: encodeUtf8Base64(password), vintedUpdatedAt },
  });
  const reply = saveReplySchema.parse(response.data);
  if (reply.success === false || reply.error || (reply.success === undefined && reply.data === undefined)) {
    throw new SaveRefusedError(reply.error ?? null);
  }
  return { email, password, updatedAt: vintedUpdatedAt };
}

export function useSaveVintedCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVintedCredentials,
    onSuccess: (saved, { userId }) => queryClient.setQueryData(vintedCredentialsKey(userId), saved),
  });
}
