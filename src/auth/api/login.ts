import { z } from 'zod';
import { poolClient } from '../../lib/pool-client';
import { userRecordSchema } from '../model/user';

/** POST {root}/api/login. Every field is optional here: the outcome model decides what a reply is worth. */
export const loginReplySchema = z.object({
  success: z.boolean(),
  token: z.string().nullish(),
  user: userRecordSchema.nullish(),
  require2FA: z.boolean().nullish(),
  userId: z
    .union([z.string().min(1), z.number()])
    .transform(String)
    .nullish(),
  error: z.string().nullish(),
});
export type LoginReply = z.output<typeof loginReplySchema>;

export async function postLogin(credentials: { username: string; password: string }): Promise<unknown> {
  const response = await poolClient.post<unknown>('/api/login', credentials);
  return response.data;
}
