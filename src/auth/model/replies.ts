/**
 * What the sign-in calls answer, once the API layer has checked them (auth/api holds the schemas; this file only the
 * shapes, so that the rules which read replies do not depend on the code that fetches them).
 */

/** A user record as the pool API and the login and 2FA replies send it; ids always as strings. */
export interface UserRecord {
  id: string;
  documentId?: string;
  email?: string;
  username?: string;
  name?: string;
}

/** POST /api/login: every field but `success` may be missing; the outcome rules decide what a reply is worth. */
export interface LoginReply {
  success: boolean;
  token?: string | null;
  user?: UserRecord | null;
  require2FA?: boolean | null;
  userId?: string | null;
  error?: string | null;
}

/** POST /api/2fa/verify. */
export interface VerifyReply {
  success: boolean;
  token?: string | null;
  user?: UserRecord | null;
}

/** Keys under `errors.` in the locale files. */
export type LoginErrorKey =
  | 'loginFailed'
  | 'tokenOrUserMissing'
  | 'loginException'
  | 'invalidCredentials'
  | 'unauthorized'
  | 'server'
  | 'network'
  | 'timeout';

export type LoginError = { key: LoginErrorKey; serverMessage?: string };

export type LoginOutcome =
  | { kind: 'session'; token: string; user: UserRecord }
  | { kind: 'twoFactor'; userId: string }
  | { kind: 'error'; error: LoginError };

export type VerifyOutcome =
  | { kind: 'session'; token: string; user: UserRecord | null }
  | { kind: 'error'; error: 'invalidVerificationCode' | 'verificationFailed' };
