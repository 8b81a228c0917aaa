import type { LoginOutcome, VerifyOutcome } from './replies';

/**
 * What a sign-in or a 2FA check says when its request got no reply: the network failed, or the API layer itself
 * could not be downloaded. Kept apart from the rules that read replies (login-outcome.ts), which load with the API
 * layer, because the session provider needs these two on the sign-in page.
 */
export const LOGIN_NO_REPLY: LoginOutcome = { kind: 'error', error: { key: 'network' } };
export const VERIFY_NO_REPLY: VerifyOutcome = { kind: 'error', error: 'verificationFailed' };
