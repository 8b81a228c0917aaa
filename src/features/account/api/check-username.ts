import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { readReply } from '../../../lib/read-reply';
import { poolClient } from '../../../lib/pool-client';

const lookupReplySchema = z.array(z.unknown());

/** GET {pool}/?field=user&operator===&value=U&limit=1: an empty array means the name is free. */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const response = await poolClient.get<unknown>('/', {
    params: { field: 'user', operator: '==', value: username, limit: 1 },
  });
  return readReply(lookupReplySchema, response.data).length > 0;
}

/** Asked when the user saves a new name, not while typing: a mutation rather than a query. */
export function useCheckUsername() {
  return useMutation({ mutationFn: isUsernameTaken });
}
