import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { poolClient } from '../../../lib/pool-client';

/** PUT {pool}/{documentId} {password}; a reply without content is a failure of its own ('Failed to update password'). */
export async function updatePassword({
  documentId,
  password,
}: {
  documentId: string;
  password: string;
}): Promise<void> {
  const response = await poolClient.put<unknown>(`/${encodeURIComponent(documentId)}`, { password });
  const body = response.data;
  const empty =
    body === null || body === undefined || body === '' || (typeof body === 'object' && Object.keys(body).length === 0);
  if (empty) throw new ApiError({ kind: 'empty' });
}

/** The new password is in the mutation's state only while the profile dialog is open. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword, gcTime: 0 });
}
