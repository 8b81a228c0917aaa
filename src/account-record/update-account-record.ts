import * as z from 'zod/mini';
import { ApiError } from '../lib/api-error';
import { readReply } from '../lib/read-reply';
import { poolClient } from '../lib/pool-client';
import type { AccountRecordData } from './account-record';

const updateReplySchema = z.object({
  success: z.optional(z.boolean()),
  data: z.optional(z.unknown()),
  error: z.nullish(z.string()),
});

/**
 * PUT {pool}/{userId} {data:{…}}: the one way to write fields of the account record. A reply that says no
 * (`success: false`, an `error`), or that neither succeeds nor carries data, is a refusal.
 */
export async function updateAccountRecord(userId: string, data: AccountRecordData): Promise<void> {
  const response = await poolClient.put<unknown>(`/${encodeURIComponent(userId)}`, { data });
  const reply = readReply(updateReplySchema, response.data);
  if (reply.success === false || reply.error || (reply.success === undefined && reply.data === undefined)) {
    throw new ApiError({ kind: 'refused', data: response.data, serverMessage: reply.error?.trim() || undefined });
  }
}
