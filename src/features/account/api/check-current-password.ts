import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { readReply } from '../../../lib/read-reply';
import { poolClient } from '../../../lib/pool-client';

const recordSchema = z.looseObject({ password: z.optional(z.unknown()) });
/** The reply may be a list, a single object, or an object with a data list. */
const checkReplySchema = z.union([z.array(recordSchema), z.object({ data: z.array(recordSchema) }), recordSchema]);

type PoolRecord = z.output<typeof recordSchema>;

function recordsOf(reply: z.output<typeof checkReplySchema>): PoolRecord[] {
  if (Array.isArray(reply)) return reply;
  if ('data' in reply && Array.isArray(reply.data)) return reply.data as PoolRecord[];
  return [reply];
}

/** GET {pool}/?user=U&password=P&limit=1, then compares the record's password field. */
export async function isCurrentPassword({
  username,
  password,
}: {
  username: string;
  password: string;
}): Promise<boolean> {
  const response = await poolClient.get<unknown>('/', {
    params: { user: username, password, limit: 1 },
    headers: { Accept: 'application/json' },
  });
  return recordsOf(readReply(checkReplySchema, response.data)).some((record) => record.password === password);
}

/** Asked when the user saves a new password; the password is in the mutation's state only while the dialog is open. */
export function useCheckCurrentPassword() {
  return useMutation({ mutationFn: isCurrentPassword, gcTime: 0 });
}
