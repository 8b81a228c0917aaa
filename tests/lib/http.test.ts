import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import { env } from '../../src/config/env';
import { createApiClient, isCredentialCall, pathStartsWith, REQUEST_TIMEOUT_MS, toApiError } from '../../src/lib/http';

function replyOf(status: number, data: unknown): AxiosResponse {
  const headers = new AxiosHeaders();
  return { status, statusText: '', data, headers, config: { headers } };
}

describe('which paths a prefix covers', () => {
  it('is the prefix itself, or it followed by / or ?', () => {
    const prefixes = ['/api/login'];
    expect(pathStartsWith('/api/login', prefixes)).toBe(true);
    expect(pathStartsWith('/api/login/step', prefixes)).toBe(true);
    expect(pathStartsWith('/api/login?next=1', prefixes)).toBe(true);
    expect(pathStartsWith('/api/loginx', prefixes)).toBe(false);
    expect(pathStartsWith('/api/log', prefixes)).toBe(false);
    expect(pathStartsWith('/v2/api/login', prefixes)).toBe(false);
    expect(pathStartsWith('/v2/api/login?', prefixes)).toBe(false);
    expect(pathStartsWith('/anything', [])).toBe(false);
  });

  it('is a credential call only for login and 2FA: their 401 means wrong credentials', () => {
    expect(isCredentialCall('/api/login')).toBe(true);
    expect(isCredentialCall('/api/2fa/verify')).toBe(true);
    expect(isCredentialCall('/api/2fa?step=2')).toBe(true);
    expect(isCredentialCall('/api/logout')).toBe(false);
    expect(isCredentialCall('/api/solana/import-wallet')).toBe(false);
    expect(isCredentialCall('/42')).toBe(false);
    expect(isCredentialCall('')).toBe(false);
  });
});

describe('what axios throws, as an ApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError({ kind: 'refused', serverMessage: 'No' });
    expect(toApiError(error)).toBe(error);
  });

  it('is canceled when the screen that asked went away', () => {
    expect(toApiError(new CanceledError())).toMatchObject({ kind: 'canceled', status: undefined });
  });

  it("is http with the status, the reply and the server's own words when the server answered", () => {
    const reply = replyOf(409, { error: ' Name taken ' });
    const error = toApiError(new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, null, reply));
    expect(error).toMatchObject({ kind: 'http', status: 409, data: { error: ' Name taken ' } });
    expect(error.serverMessage).toBe('Name taken');
    const silent = toApiError(new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, null, replyOf(502, '')));
    expect(silent).toMatchObject({ kind: 'http', status: 502, data: '', serverMessage: undefined });
  });

  it.each([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT])('is a timeout when axios gave up waiting (%s)', (code) => {
    expect(toApiError(new AxiosError('timeout of 15000ms exceeded', code))).toMatchObject({ kind: 'timeout' });
  });

  it('is network for a request that got no reply, and for anything else thrown', () => {
    expect(toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toMatchObject({ kind: 'network' });
    expect(toApiError(new AxiosError('Network Error'))).toMatchObject({ kind: 'network' });
    expect(toApiError(new Error('boom'))).toMatchObject({ kind: 'network', status: undefined });
    // Only axios's own errors are read: an object that looks like a reply is not one.
    expect(toApiError({ response: { status: 500, data: {} }, code: 'ECONNABORTED' })).toMatchObject({
      kind: 'network',
      status: undefined,
    });
  });

  it('is always an ApiError, whatever was thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        expect(toApiError(thrown)).toBeInstanceOf(ApiError);
      }),
    );
  });
});

describe('a client for the pool or the provider', () => {
  it('asks and answers in JSON, carries the API key and gives up after 15 s', () => {
    const client = createApiClient('https://pool.test/api');
    expect(client.defaults.baseURL).toBe('https://pool.test/api');
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(client.defaults.timeout).toBe(15_000);
    expect(client.defaults.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'x-api-key': env.apiKey,
    });
  });
});
