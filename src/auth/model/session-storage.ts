import { readJson, readText, removeKey, writeJson, writeText } from '../../lib/storage';
import { guestUser, storedUserSchema, type StoredUser } from './user';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type StoredSession =
  { status: 'authenticated'; user: StoredUser; token: string } | { status: 'anonymous'; corrupt: boolean };

/** At start-up: a session exists only with a token; a corrupt user is removed; no user → the guest user. */
export function readStoredSession(product: string): StoredSession {
  const token = readText(TOKEN_KEY);
  const stored = readJson(USER_KEY, storedUserSchema);
  if (stored.status === 'corrupt') {
    clearStoredSession();
    return { status: 'anonymous', corrupt: true };
  }
  if (!token) {
    // Stryker disable next-line ConditionalExpression: a corrupt user returned above; removing none does nothing
    if (stored.status === 'ok') removeKey(USER_KEY);
    return { status: 'anonymous', corrupt: false };
  }
  const user = stored.status === 'ok' ? { ...stored.value, token } : guestUser(token, product);
  return { status: 'authenticated', user, token };
}

/** Whether a session may be stored, without reading (or cleaning up) the user record: only a token makes one. */
export function hasStoredToken(): boolean {
  return readText(TOKEN_KEY) !== null;
}

/** Returns false when storage refused the write; the session then lives only as long as this tab. */
export function writeStoredSession(user: StoredUser): boolean {
  return writeText(TOKEN_KEY, user.token) && writeJson(USER_KEY, user);
}

export function clearStoredSession(): void {
  removeKey(TOKEN_KEY);
  removeKey(USER_KEY);
}
