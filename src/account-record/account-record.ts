import * as z from 'zod/mini';
import { readReply } from '../lib/read-reply';
import { poolClient } from '../lib/pool-client';

/**
 * The fields of the user's account record (`{data:{…}}`), unread: each feature parses the fields it uses with its
 * own schema when it selects them, so a field one feature cannot read fails that feature's view only.
 */
export type AccountRecordData = Readonly<Record<string, unknown>>;

const recordReplySchema = z.object({ data: z.record(z.string(), z.unknown()) });

/** Fields that hold a secret: kept out of the shared view of the record, which stays in memory for a while. */
export const SECRET_FIELDS = ['passwordVinted'] as const;

export function withoutSecrets(data: AccountRecordData): AccountRecordData {
  return Object.fromEntries(
    Object.entries(data).filter(([field]) => !(SECRET_FIELDS as readonly string[]).includes(field)),
  );
}

/** GET {pool}/{userId}. */
export async function getAccountRecord(userId: string, signal?: AbortSignal): Promise<AccountRecordData> {
  const response = await poolClient.get<unknown>(`/${encodeURIComponent(userId)}`, { signal });
  return readReply(recordReplySchema, response.data).data;
}
