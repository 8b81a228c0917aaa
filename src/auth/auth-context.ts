import { createContext, useContext } from 'react';
import type { LoginOutcome, UserRecord, VerifyOutcome } from './model/replies';
import type { StoredUser } from './model/user';

export type AuthStatus = 'authenticated' | 'anonymous';
export type SignOutReason = 'expired' | 'elsewhere';

export interface SessionData {
  token: string;
  user: UserRecord;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: StoredUser | null;
  /** Why the last sign-out happened without the user asking, for the login page to say. */
  signOutReason: SignOutReason | null;
  login: (username: string, password: string) => Promise<LoginOutcome>;
  verifyTwoFactor: (userId: string, code: string) => Promise<VerifyOutcome>;
  /** Stores the session and attaches the bearer: the session login. */
  startSession: (session: SessionData) => void;
  /** Partial update of the stored user, by merge. */
  updateUser: (patch: Partial<Omit<StoredUser, 'id' | 'token'>>) => void;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside an AuthProvider');
  return value;
}

/** For screens that only render behind the protected route guard. */
export function useSignedInUser(): StoredUser {
  const { user } = useAuth();
  // A short message: this module is on the sign-in page, whose every byte counts (.size-limit.js).
  if (!user) throw new Error('useSignedInUser outside the route guard');
  return user;
}
