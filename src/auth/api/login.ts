import * as z from 'zod/mini';
import { poolClient } from '../../lib/pool-client';
import { interpretLoginFailure, interpretLoginReply } from '../model/login-outcome';
import type { LoginOutcome, LoginReply } from '../model/replies';
import { userRecordSchema } from './user-record';

/** POST {root}/api/login. Every field but `success` is optional: the outcome model decides what a reply is worth. */
export const loginReplySchema = z.object({
  success: z.boolean(),
  token: z.nullish(z.string()),
  user: z.nullish(userRecordSchema),
  require2FA: z.nullish(z.boolean()),
  userId: z.nullish(z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String))),
  error: z.nullish(z.string()),
});

/** Signs in; never throws: every failure is an outcome with its message. */
export async function login(credentials: { username: string; password: string }): Promise<LoginOutcome> {
  try {
    const response = await poolClient.post<unknown>('/api/login', credentials);
    const parsed = loginReplySchema.safeParse(response.data);
    const reply: LoginReply | null = parsed.success ? parsed.data : null;
    return interpretLoginReply(reply, response.data);
  } catch (error) {
    return interpretLoginFailure(error);
  }
}
