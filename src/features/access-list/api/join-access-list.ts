import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { providerClient } from '../../../lib/provider-client';
import { readReply } from '../../../lib/read-reply';

/** The reply is any JSON; we only need it to be there. */
const joinReplySchema = z.unknown();

export async function joinAccessList(email: string): Promise<unknown> {
  const response = await providerClient.post<unknown>('/whitelist', { email });
  return readReply(joinReplySchema, response.data, 'whitelist');
}

export function useJoinAccessList() {
  return useMutation({ mutationFn: joinAccessList });
}
