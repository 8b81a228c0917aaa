import { poolClient } from '../../../lib/pool-client';

export class EmptyReplyError extends Error {
  constructor() {
    super('empty reply');
    this.name = 'EmptyReplyError';
  }
}

/** PUT {pool}/{documentId} {password}; a reply without content is a failure (SPEC §5). */
export async function updatePassword(documentId: string, password: string): Promise<void> {
  const response = await poolClient.put<unknown>(`/${encodeURIComponent(documentId)}`, { password });
  const body = response.data;
  const empty =
    body === null || body === undefined || body === '' || (typeof body === 'object' && Object.keys(body).length === 0);
  if (empty) throw new EmptyReplyError();
}
