import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  interpretLoginFailure,
  interpretLoginReply,
  interpretVerifyFailure,
  interpretVerifyReply,
} from '../../../src/auth/model/login-outcome';
import { LOGIN_NO_REPLY, VERIFY_NO_REPLY } from '../../../src/auth/model/no-reply';
import type { LoginReply, UserRecord } from '../../../src/auth/model/replies';
import { ApiError, type ApiErrorKind } from '../../../src/lib/api-error';

const user: UserRecord = { id: '7', username: 'ash', email: 'ash@example.com' };
const error = (key: string, serverMessage?: string) => ({
  kind: 'error',
  error: serverMessage === undefined ? { key } : { key, serverMessage },
});

describe('a 2xx reply to the sign-in', () => {
  it('is a session when it succeeds with a token and a user', () => {
    expect(interpretLoginReply({ success: true, token: 'tok', user }, {})).toEqual({
      kind: 'session',
      token: 'tok',
      user,
    });
  });

  it("uses the user's id as the token when the reply has none, or an empty one", () => {
    expect(interpretLoginReply({ success: true, user }, {})).toEqual({ kind: 'session', token: '7', user });
    expect(interpretLoginReply({ success: true, token: '', user }, {})).toEqual({ kind: 'session', token: '7', user });
    expect(interpretLoginReply({ success: true, token: null, user }, {})).toEqual({
      kind: 'session',
      token: '7',
      user,
    });
  });

  it("is 'token or user missing' without a user, or without any token at all", () => {
    expect(interpretLoginReply({ success: true, token: 'tok' }, {})).toEqual(error('tokenOrUserMissing'));
    expect(interpretLoginReply({ success: true, token: 'tok', user: null }, {})).toEqual(error('tokenOrUserMissing'));
    expect(interpretLoginReply({ success: true, user: { id: '' } }, {})).toEqual(error('tokenOrUserMissing'));
    expect(interpretLoginReply({ success: true }, {})).toEqual(error('tokenOrUserMissing'));
  });

  it('asks for the second factor when the reply says so and names the user', () => {
    expect(interpretLoginReply({ success: true, require2FA: true, userId: '7' }, {})).toEqual({
      kind: 'twoFactor',
      userId: '7',
    });
    // Asking for 2FA wins over a token sent along with it: the session starts only after the code.
    expect(interpretLoginReply({ success: true, require2FA: true, userId: '7', token: 'tok', user }, {})).toEqual({
      kind: 'twoFactor',
      userId: '7',
    });
  });

  it("is 'token or user missing' when it asks for the second factor without naming the user", () => {
    expect(interpretLoginReply({ success: true, require2FA: true }, {})).toEqual(error('tokenOrUserMissing'));
    expect(interpretLoginReply({ success: true, require2FA: true, userId: '', token: 't', user }, {})).toEqual(
      error('tokenOrUserMissing'),
    );
  });

  it('starts a session when require2FA is false or null', () => {
    for (const require2FA of [false, null]) {
      expect(interpretLoginReply({ success: true, require2FA, userId: '7', token: 'tok', user }, {})).toEqual({
        kind: 'session',
        token: 'tok',
        user,
      });
    }
  });

  it("is 'login failed' when it says no, with the server's text when it sent one", () => {
    expect(interpretLoginReply({ success: false, error: 'Account locked' }, {})).toEqual(
      error('loginFailed', 'Account locked'),
    );
    expect(interpretLoginReply({ success: false }, {})).toEqual(error('loginFailed'));
    expect(interpretLoginReply({ success: false, error: '' }, {})).toEqual(error('loginFailed'));
    expect(interpretLoginReply({ success: false, error: null }, {})).toEqual(error('loginFailed'));
    // A refusal never starts a session, whatever else it carries.
    expect(interpretLoginReply({ success: false, token: 'tok', user, require2FA: true, userId: '7' }, {})).toEqual(
      error('loginFailed'),
    );
  });

  it("is 'unauthorized' when the body is not a login result, with its error text when it has one", () => {
    expect(interpretLoginReply(null, { error: 'Bad key' })).toEqual(error('unauthorized', 'Bad key'));
    expect(interpretLoginReply(null, { error: 42 })).toEqual(error('unauthorized'));
    expect(interpretLoginReply(null, { message: 'Bad key' })).toEqual(error('unauthorized'));
    expect(interpretLoginReply(null, null)).toEqual(error('unauthorized'));
    expect(interpretLoginReply(null, 'Bad key')).toEqual(error('unauthorized'));
    expect(interpretLoginReply(null, undefined)).toEqual(error('unauthorized'));
  });

  it('is always one of the three outcomes, whatever the reply holds', () => {
    const reply: fc.Arbitrary<LoginReply> = fc.record(
      {
        success: fc.boolean(),
        token: fc.option(fc.string()),
        user: fc.option(fc.record({ id: fc.string() })),
        require2FA: fc.option(fc.boolean()),
        userId: fc.option(fc.string()),
        error: fc.option(fc.string()),
      },
      { requiredKeys: ['success'] },
    );
    fc.assert(
      fc.property(fc.option(reply), fc.jsonValue(), (candidate, raw) => {
        const outcome = interpretLoginReply(candidate, raw);
        if (outcome.kind === 'session') {
          expect(candidate?.success).toBe(true);
          expect(outcome.token).not.toBe('');
        }
        if (outcome.kind === 'twoFactor') expect(outcome.userId).not.toBe('');
        if (outcome.kind === 'error') expect(outcome.error.serverMessage).not.toBe('');
      }),
    );
  });
});

describe('a sign-in request that failed', () => {
  it("shows the server's own text as invalid credentials, whatever the status", () => {
    for (const status of [400, 401, 500, 503]) {
      expect(interpretLoginFailure(new ApiError({ kind: 'http', status, serverMessage: 'Wrong password' }))).toEqual(
        error('invalidCredentials', 'Wrong password'),
      );
    }
  });

  it("is 'server error' from 500 up without a text of the server's, and 'invalid credentials' below", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        expect(interpretLoginFailure(new ApiError({ kind: 'http', status }))).toEqual(
          error(status >= 500 ? 'server' : 'invalidCredentials'),
        );
      }),
    );
    expect(interpretLoginFailure(new ApiError({ kind: 'http', status: 499 }))).toEqual(error('invalidCredentials'));
    expect(interpretLoginFailure(new ApiError({ kind: 'http', status: 500 }))).toEqual(error('server'));
    expect(interpretLoginFailure(new ApiError({ kind: 'http' }))).toEqual(error('invalidCredentials'));
  });

  it("is 'unauthorized' for a reply it cannot read, and says a timeout is one", () => {
    expect(interpretLoginFailure(new ApiError({ kind: 'malformed', data: '<html>' }))).toEqual(error('unauthorized'));
    expect(interpretLoginFailure(new ApiError({ kind: 'timeout' }))).toEqual(error('timeout'));
  });

  it("is 'Network Error' for every other failure that got no usable reply", () => {
    const kinds: ApiErrorKind[] = ['network', 'canceled', 'empty', 'refused'];
    for (const kind of kinds) expect(interpretLoginFailure(new ApiError({ kind }))).toEqual(LOGIN_NO_REPLY);
    expect(LOGIN_NO_REPLY).toEqual(error('network'));
  });

  it("is 'an error occurred during login' for anything that is not an API error", () => {
    expect(interpretLoginFailure(new TypeError('x is undefined'))).toEqual(error('loginException'));
    expect(interpretLoginFailure({ kind: 'http', status: 500 })).toEqual(error('loginException'));
    expect(interpretLoginFailure(undefined)).toEqual(error('loginException'));
  });
});

describe('the 2FA check', () => {
  it('starts a session on success with a token, with or without the user', () => {
    expect(interpretVerifyReply({ success: true, token: 'tok', user })).toEqual({
      kind: 'session',
      token: 'tok',
      user,
    });
    expect(interpretVerifyReply({ success: true, token: 'tok' })).toEqual({
      kind: 'session',
      token: 'tok',
      user: null,
    });
    expect(interpretVerifyReply({ success: true, token: 'tok', user: null })).toEqual({
      kind: 'session',
      token: 'tok',
      user: null,
    });
  });

  it("is 'invalid verification code' without success, without a token, or without a reply it can read", () => {
    const invalid = { kind: 'error', error: 'invalidVerificationCode' };
    expect(interpretVerifyReply({ success: false, token: 'tok', user })).toEqual(invalid);
    expect(interpretVerifyReply({ success: true })).toEqual(invalid);
    expect(interpretVerifyReply({ success: true, token: '' })).toEqual(invalid);
    expect(interpretVerifyReply({ success: true, token: null })).toEqual(invalid);
    expect(interpretVerifyReply(null)).toEqual(invalid);
  });

  it("is 'invalid verification code' when the server refuses the code: a 4xx or a reply that says no", () => {
    const invalid = { kind: 'error', error: 'invalidVerificationCode' };
    expect(interpretVerifyFailure(new ApiError({ kind: 'http', status: 400 }))).toEqual(invalid);
    expect(interpretVerifyFailure(new ApiError({ kind: 'http', status: 499 }))).toEqual(invalid);
    expect(interpretVerifyFailure(new ApiError({ kind: 'refused' }))).toEqual(invalid);
  });

  it("is 'verification failed' for a server fault (5xx), a timeout, no reply or anything else", () => {
    for (const failure of [
      new ApiError({ kind: 'http', status: 500 }),
      new ApiError({ kind: 'http', status: 503, serverMessage: 'down' }),
      new ApiError({ kind: 'timeout' }),
      new ApiError({ kind: 'network' }),
      new ApiError({ kind: 'malformed' }),
      new Error('boom'),
    ]) {
      expect(interpretVerifyFailure(failure)).toEqual(VERIFY_NO_REPLY);
    }
    expect(VERIFY_NO_REPLY).toEqual({ kind: 'error', error: 'verificationFailed' });
  });
});
