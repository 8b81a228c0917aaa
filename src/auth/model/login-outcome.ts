import { isApiError, isRefused } from '../../lib/api-error';
import { LOGIN_NO_REPLY, VERIFY_NO_REPLY } from './no-reply';
import type { LoginErrorKey, LoginOutcome, LoginReply, VerifyOutcome, VerifyReply } from './replies';

const fail = (key: LoginErrorKey, serverMessage?: string | null): LoginOutcome => ({
  kind: 'error',
  error: serverMessage ? { key, serverMessage } : { key },
});

/**
 * What a 2xx reply from /api/login means. `reply` is null when the body is not a login result at all;
 * `raw` is the body as it came, for its error text.
 */
export function interpretLoginReply(reply: LoginReply | null, raw: unknown): LoginOutcome {
  if (!reply) {
    const error = typeof raw === 'object' && raw !== null ? (raw as { error?: unknown }).error : undefined;
    return fail('unauthorized', typeof error === 'string' ? error : undefined);
  }
  if (!reply.success) return fail('loginFailed', reply.error);
  if (reply.require2FA) return reply.userId ? { kind: 'twoFactor', userId: reply.userId } : fail('tokenOrUserMissing');
  const token = reply.token || reply.user?.id;
  if (!token || !reply.user) return fail('tokenOrUserMissing');
  return { kind: 'session', token, user: reply.user };
}

/** A failed request: the server's error field, else its error text, else 'Credenziali non valide' (Invalid credentials). */
export function interpretLoginFailure(error: unknown): LoginOutcome {
  if (!isApiError(error)) return fail('loginException');
  switch (error.kind) {
    case 'http':
      if (error.serverMessage) return fail('invalidCredentials', error.serverMessage);
      // Stryker disable next-line ConditionalExpression: undefined >= 500 is false too; the guard is for the types
      return fail(error.status !== undefined && error.status >= 500 ? 'server' : 'invalidCredentials');
    case 'malformed':
      return fail('unauthorized');
    case 'timeout':
      return fail('timeout');
    default:
      return LOGIN_NO_REPLY;
  }
}

/** A successful verification needs success true and a token. */
export function interpretVerifyReply(reply: VerifyReply | null): VerifyOutcome {
  if (!reply?.success || !reply.token) return { kind: 'error', error: 'invalidVerificationCode' };
  return { kind: 'session', token: reply.token, user: reply.user ?? null };
}

/** A refused code (4xx) is the user's mistake; no reply or a server fault is 'Verification failed'. */
export function interpretVerifyFailure(error: unknown): VerifyOutcome {
  return isRefused(error) ? { kind: 'error', error: 'invalidVerificationCode' } : VERIFY_NO_REPLY;
}
