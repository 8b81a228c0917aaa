import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { env } from '../config/env';
import { onUnauthorized, setAuthToken } from '../lib/auth-token';
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type SessionData,
  type SignOutReason,
} from './auth-context';
import { LOGIN_NO_REPLY, VERIFY_NO_REPLY } from './model/no-reply';
import {
  clearStoredSession,
  hasStoredToken,
  readStoredSession,
  TOKEN_KEY,
  writeStoredSession,
} from './model/session-storage';
import { toStoredUser, type StoredUser } from './model/user';

function readInitialUser(): StoredUser | null {
  const stored = readStoredSession(env.productName);
  if (stored.status === 'anonymous' && stored.corrupt) {
    console.warn('The stored user could not be read and was removed; please sign in again.');
  }
  const user = stored.status === 'authenticated' ? stored.user : null;
  setAuthToken(user?.token ?? null);
  return user;
}

interface AuthProviderProps {
  /** Called when a session ends, to drop what was cached for that user (the app clears its query cache). */
  onSessionEnd?: () => void;
  /**
   * Called once the user has signed out on purpose, to leave the page they were on (the app goes to /). The provider
   * itself does not route: the sign-in page also runs without the router (see app/app.tsx).
   */
  onLogout?: () => void;
  children: ReactNode;
}

export function AuthProvider({ onSessionEnd, onLogout, children }: AuthProviderProps) {
  // Storage is synchronous, so the session is known before the first render: no request ever leaves without its
  // bearer, and no guard ever has to wait.
  const [user, setUser] = useState<StoredUser | null>(readInitialUser);
  const status: AuthStatus = user ? 'authenticated' : 'anonymous';
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(null);
  const userRef = useRef<StoredUser | null>(user);

  const applyUser = useCallback((next: StoredUser | null) => {
    userRef.current = next;
    setUser(next);
    setAuthToken(next?.token ?? null);
  }, []);

  /** Clears everything local first; safe to call any number of times, only the first one counts. */
  const endLocalSession = useCallback(
    (reason: SignOutReason | null): string | null => {
      const token = userRef.current?.token ?? null;
      if (!token) return null;
      clearStoredSession();
      applyUser(null);
      setSignOutReason(reason);
      onSessionEnd?.();
      return token;
    },
    [applyUser, onSessionEnd],
  );

  useEffect(() => {
    onUnauthorized(() => endLocalSession('expired'));
    return () => onUnauthorized(null);
  }, [endLocalSession]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === TOKEN_KEY || event.key === null) && !hasStoredToken()) {
        endLocalSession('elsewhere');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endLocalSession]);

  // The API layer (axios, the reply schemas and what they mean) loads on the first submit, not with the sign-in page.
  // Its calls never throw: each failure is an outcome. What is caught here is the layer itself failing to download:
  // no request left, so it says what a request without a reply says (model/no-reply.ts).
  const login = useCallback<AuthContextValue['login']>(async (username, password) => {
    try {
      const api = await import('./api/login');
      return await api.login({ username, password });
    } catch {
      return LOGIN_NO_REPLY;
    }
  }, []);

  const verifyTwoFactor = useCallback<AuthContextValue['verifyTwoFactor']>(async (userId, code) => {
    try {
      const api = await import('./api/verify-two-factor');
      return await api.verifyTwoFactor(userId, code);
    } catch {
      return VERIFY_NO_REPLY;
    }
  }, []);

  const startSession = useCallback(
    ({ token, user: record }: SessionData) => {
      const next = toStoredUser(record, token);
      if (!writeStoredSession(next)) console.warn('Browser storage is unavailable: the session ends with this tab.');
      setSignOutReason(null);
      applyUser(next);
    },
    [applyUser],
  );

  const updateUser = useCallback<AuthContextValue['updateUser']>(
    (patch) => {
      const current = userRef.current;
      if (!current) throw new Error('signed out');
      const next = { ...current, ...patch };
      writeStoredSession(next);
      applyUser(next);
    },
    [applyUser],
  );

  const logout = useCallback(async () => {
    const token = endLocalSession(null);
    onLogout?.();
    if (!token) return;
    try {
      const api = await import('./api/logout');
      await api.postLogout(token);
    } catch (error) {
      console.warn(
        'Logout call failed; the local session was already cleared.',
        error instanceof Error ? error.name : '',
      );
    }
  }, [endLocalSession, onLogout]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signOutReason, login, verifyTwoFactor, startSession, updateUser, logout }),
    [status, user, signOutReason, login, verifyTwoFactor, startSession, updateUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
