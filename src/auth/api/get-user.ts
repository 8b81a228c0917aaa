import * as z from 'zod/mini';
import { readReply } from '../../lib/read-reply';
import { poolClient } from '../../lib/pool-client';
import type { UserRecord } from '../model/replies';
import { userRecordSchema } from './user-record';

const userReplySchema = z.object({ data: userRecordSchema });

/** GET {pool}/{id}, with a token that is not the session's yet (right after 2FA). */
export async function getUserRecord(userId: string, token: string): Promise<UserRecord> {
  const response = await poolClient.get<unknown>(`/${encodeURIComponent(userId)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return readReply(userReplySchema, response.data).data;
}
