import { poolClient } from '../../../lib/pool-client';

/** PUT {pool}/{documentId} {user}. */
export async function renameUser(documentId: string, username: string): Promise<void> {
  await poolClient.put(`/${encodeURIComponent(documentId)}`, { user: username });
}
