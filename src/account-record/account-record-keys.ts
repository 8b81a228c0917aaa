/**
 * The query keys of the pool's account record (`GET {pool}/{userId}`). Every view of one user's record sits under
 * `of(userId)`, so marking that key stale refreshes them all.
 */
export const accountRecordKeys = {
  all: ['account-record'] as const,
  of: (userId: string) => ['account-record', userId] as const,
  /** The record with its secrets (the Vinted password): a view of its own, never kept once its screen closes. */
  withSecrets: (userId: string) => ['account-record', userId, 'with-secrets'] as const,
};
