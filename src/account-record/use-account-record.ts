import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  accountRecordQuery,
  accountRecordWithSecretsQuery,
  withoutSecrets,
  type AccountRecordData,
} from './account-record';
import { accountRecordKeys } from './account-record-keys';
import { updateAccountRecord } from './update-account-record';

/**
 * One feature's view of the account record: `select` picks (and parses) what it needs. Every view shares one request
 * and one cache entry, which holds no secret; a `select` that throws fails that view alone. With `enabled: false` the
 * view asks for nothing (a screen that needs the record only once the user turns something on).
 */
export function useAccountRecord<T>(
  userId: string,
  select: (data: AccountRecordData) => T,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...accountRecordQuery(userId), select, enabled });
}

/** The record with its secrets, for the one screen that shows them (see accountRecordWithSecretsQuery). */
export function useAccountRecordWithSecrets<T>(userId: string, select: (data: AccountRecordData) => T) {
  return useQuery({ ...accountRecordWithSecretsQuery(userId), select });
}

/**
 * After a change to the record, wherever it was made: what is known changes at once in every view (secrets aside),
 * and every view fetches the record again.
 */
export function refreshAccountRecord(queryClient: QueryClient, userId: string, changed: AccountRecordData = {}) {
  queryClient.setQueryData<AccountRecordData>(accountRecordKeys.of(userId), (current) =>
    current ? { ...current, ...withoutSecrets(changed) } : current,
  );
  return queryClient.invalidateQueries({ queryKey: accountRecordKeys.of(userId) });
}

/** `refreshAccountRecord` for a screen: for changes the record hears of through another call (2FA on or off). */
export function useRefreshAccountRecord(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (changed?: AccountRecordData) => refreshAccountRecord(queryClient, userId, changed),
    [queryClient, userId],
  );
}

/** Writes fields of the record (PUT {data:{…}}); once it succeeds, every view of the record is fresh. */
export function useUpdateAccountRecord(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: AccountRecordData) => updateAccountRecord(userId, data),
    onSuccess: (_reply, data) => refreshAccountRecord(queryClient, userId, data),
  });
}
