import { useMutation } from '@tanstack/react-query';
import { poolClient } from '../../../lib/pool-client';

/** PUT {pool}/{documentId} {user}. */
export async function renameUser({ documentId, username }: { documentId: string; username: string }): Promise<void> {
  await poolClient.put(`/${encodeURIComponent(documentId)}`, { user: username });
}

export function useRenameUser() {
  return useMutation({ mutationFn: renameUser });
}
