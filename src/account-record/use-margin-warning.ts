import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectMarginWarning } from './margin-warning';
import { updateAccountRecord } from './update-account-record';
import { refreshAccountRecord, useAccountRecord } from './use-account-record';

/** The margin-use warning level kept in the account record (null: none kept yet). */
export function useMarginWarning(userId: string) {
  return useAccountRecord(userId, selectMarginWarning);
}

/** Keeps a new margin-use warning level in the account record (PUT {data:{marginWarning}}). */
export function useSaveMarginWarning(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marginWarning: number) => updateAccountRecord(userId, { marginWarning }),
    onSuccess: (_reply, marginWarning) => refreshAccountRecord(queryClient, userId, { marginWarning }),
  });
}
