import { poolClient } from '../../lib/pool-client';

/** POST {pool}/api/logout with the token that was just cleared; the reply is not used. */
export async function postLogout(token: string): Promise<void> {
  await poolClient.post('/api/logout', null, { headers: { Authorization: `Bearer ${token}` } });
}
