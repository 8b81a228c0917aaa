import { z } from 'zod';
import { poolClient } from '../../lib/pool-client';
import { userRecordSchema } from '../model/user';

/** POST {root}/api/2fa/verify: {success, token, user?}. */
export const verifyReplySchema = z.object({
  success: z.boolean(),
  token: z.string().nullish(),
  user: userRecordSchema.nullish(),
});

export async function postVerifyTwoFactor(body: { userId: string; code: string }): Promise<unknown> {
  const response = await poolClient.post<unknown>('/api/2fa/verify', body);
  return response.data;
}
