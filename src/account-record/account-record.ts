import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { readReply } from '../lib/read-reply';
import { poolClient } from '../lib/pool-client';
import { accountRecordKeys } from './account-record-keys';

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

/**
 * The record as the screens share it: one request and one cache entry for every view, which holds no secret. Each
 * view picks (and parses) what it needs with `select` (use-account-record.ts).
 */
export function accountRecordQuery(userId: string) {
  return queryOptions({
    queryKey: accountRecordKeys.of(userId),
    queryFn: async ({ signal }) => withoutSecrets(await getAccountRecord(userId, signal)),
  });
}

/** The record with its secrets, for the one screen that shows them: fetched when it opens, forgotten when it closes. */
export function accountRecordWithSecretsQuery(userId: string) {
  return queryOptions({
    queryKey: accountRecordKeys.withSecrets(userId),
    queryFn: ({ signal }) => getAccountRecord(userId, signal),
    gcTime: 0,
    staleTime: 0,
  });
}
