import { keysOf } from '../lib/query-keys';

const key = keysOf('account-record');

/**
 * The query and mutation keys of the pool's account record (`GET {pool}/{userId}`; lib/query-keys.ts says the
 * style). Every view of one user's record sits under `of(userId)`, so marking that key stale refreshes them all.
 */
export const accountRecordKeys = {
  all: key(),
  of: (userId: string) => key(userId),
  /** The record with its secrets (the Vinted password): a view of its own, never kept once its screen closes. */
  withSecrets: (userId: string) => key(userId, 'with-secrets'),
  /** Every save of the volume-bot settings, so that a screen can show a change while it is saved (useMutationState). */
  volumeBotSave: (userId: string) => key(userId, 'volume-bot', 'save'),
};
