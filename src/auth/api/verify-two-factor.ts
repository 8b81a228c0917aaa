import * as z from 'zod/mini';
import { poolClient } from '../../lib/pool-client';
import { interpretVerifyFailure, interpretVerifyReply } from '../model/login-outcome';
import type { VerifyOutcome, VerifyReply } from '../model/replies';
import { userRecordSchema } from './user-record';
import { getUserRecord } from './get-user';

/** POST {root}/api/2fa/verify: {success, token, user?}. */
export const verifyReplySchema = z.object({
  success: z.boolean(),
  token: z.nullish(z.string()),
  user: z.nullish(userRecordSchema),
});

/** Checks the code; when the reply has no user, loads the record with the new token. Never throws. */
export async function verifyTwoFactor(userId: string, code: string): Promise<VerifyOutcome> {
  try {
    const response = await poolClient.post<unknown>('/api/2fa/verify', { userId, code });
    const parsed = verifyReplySchema.safeParse(response.data);
    const reply: VerifyReply | null = parsed.success ? parsed.data : null;
    const outcome = interpretVerifyReply(reply);
    if (outcome.kind !== 'session' || outcome.user) return outcome;
    return { ...outcome, user: await getUserRecord(userId, outcome.token) };
  } catch (error) {
    return interpretVerifyFailure(error);
  }
}
