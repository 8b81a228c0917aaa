import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { env } from '../../src/config/env';
import { i18n } from '../../src/i18n';
import { AxiosError } from 'axios';
import { apiErrorText } from '../../src/components/api-error-text';
import { ApiError, isRefused, parseReply } from '../../src/lib/api-error';
import { setAuthToken } from '../../src/lib/auth-token';
import { toApiError } from '../../src/lib/http';
import { poolBaseFor, poolClient } from '../../src/lib/pool-client';
import { providerClient } from '../../src/lib/provider-client';
import { server } from '../server';
import { gate } from '../gate';

function capture(method: 'get' | 'post', url: string) {
  const seen: { url: string; headers: Headers }[] = [];
  server.use(
    http[method](url, ({ request }) => {
      seen.push({ url: request.url, headers: request.headers });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('the main client', () => {
  it.each([
    ['/api/login', `${env.providerUrl}/api/login`],
    ['/api/2fa/verify', `${env.providerUrl}/api/2fa/verify`],
    ['/api/solana/import-wallet', `${env.providerUrl}/api/solana/import-wallet`],
    ['/api/logout', `${env.poolApiUrl}/api/logout`],
    ['/42', `${env.poolApiUrl}/42`],
  ])('sends %s to %s', async (path, expected) => {
    const seen = capture('post', expected);
    await poolClient.post(path, {});
    expect(seen.map((call) => call.url)).toEqual([expected]);
  });

  it('routes only the login, 2FA and Solana paths to the provider root', () => {
    const urls = { providerUrl: 'https://root.example', poolApiUrl: 'https://root.example/api/pool' };
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const base = poolBaseFor(path, urls);
        const special = /^\/api\/(2fa|login|solana)(\/|\?|$)/.test(path);
        expect(base).toBe(special ? urls.providerUrl : urls.poolApiUrl);
      }),
    );
    expect(poolBaseFor('/api/loginx', urls)).toBe(urls.poolApiUrl);
  });

  it('sends JSON, the API key, and the bearer only once a token is set', async () => {
    const seen = capture('get', `${env.poolApiUrl}/me`);
    await poolClient.get('/me');
    setAuthToken('secret-token');
    await poolClient.get('/me');
    setAuthToken(null);
    await poolClient.get('/me');
    expect(seen.map((call) => call.headers.get('x-api-key'))).toEqual(['demo-key', 'demo-key', 'demo-key']);
    expect(seen[0]?.headers.get('Content-Type') ?? seen[0]?.headers.get('Accept')).toContain('application/json');
    expect(seen.map((call) => call.headers.get('Authorization'))).toEqual([null, 'Bearer secret-token', null]);
  });

  it('has a 15 s timeout, and a timed-out call gets a clear message', () => {
    // msw's XHR interceptor does not emulate timeouts, so the mapping is checked on the error axios raises.
    expect(poolClient.defaults.timeout).toBe(15_000);
    expect(providerClient.defaults.timeout).toBe(15_000);
    const error = toApiError(new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(apiErrorText(error, i18n.t)).toBe('The server took too long to answer. Please try again.');
  });

  it('can be cancelled', async () => {
    const reply = gate();
    server.use(
      http.get(`${env.poolApiUrl}/slow`, async () => {
        await reply.passed;
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const request = poolClient.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ kind: 'canceled' });
    reply.open();
  });
});

describe('the second client', () => {
  it('uses the provider /api base with the API key and bearer', async () => {
    const seen = capture('post', `${env.providerUrl}/api/whitelist`);
    setAuthToken('t1');
    await providerClient.post('/whitelist', { email: 'a@b.co' });
    setAuthToken(null);
    expect(seen[0]?.headers.get('x-api-key')).toBe('demo-key');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer t1');
  });

  const failureOf = (call: Promise<unknown>) => call.then(() => null).catch((caught: unknown) => caught);

  it("turns a reply into an ApiError with its status, its data and the server's own words", async () => {
    server.use(
      http.post(`${env.providerUrl}/api/whitelist`, () =>
        HttpResponse.json({ error: 'Already full' }, { status: 409 }),
      ),
    );
    const error = await failureOf(providerClient.post('/whitelist', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 409, data: { error: 'Already full' } });
    expect(apiErrorText(error, i18n.t)).toBe('Already full');
  });

  it("says 'Errore del server' / Server error for a reply without a message", async () => {
    server.use(http.post(`${env.providerUrl}/api/whitelist`, () => new HttpResponse('boom', { status: 500 })));
    const error = await failureOf(providerClient.post('/whitelist', {}));
    expect(error).toMatchObject({ kind: 'http', status: 500, serverMessage: undefined });
    expect(apiErrorText(error, i18n.t)).toBe('Server error');
    await i18n.changeLanguage('it');
    expect(apiErrorText(error, i18n.t)).toBe('Errore del server');
  });

  it("says 'Errore di rete' / Network Error when there is no reply", async () => {
    server.use(http.post(`${env.providerUrl}/api/whitelist`, () => HttpResponse.error()));
    const error = await failureOf(providerClient.post('/whitelist', {}));
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(apiErrorText(error, i18n.t)).toBe('Network Error');
    await i18n.changeLanguage('it');
    expect(apiErrorText(error, i18n.t)).toBe('Errore di rete');
  });
});

describe('reply parsing', () => {
  const schema = z.object({ id: z.string() });

  it('returns a reply of the right shape', () => {
    expect(parseReply(schema, { id: 'a', extra: 1 })).toEqual({ id: 'a' });
  });

  it('turns any wrong shape into an ApiError, never a crash', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        fc.pre(!(typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'string'));
        expect(() => parseReply(schema, data)).toThrow(ApiError);
      }),
    );
  });
});

describe('what counts as refused', () => {
  it('is a 4xx or a reply that says no; no reply, a server fault or a wrong shape may go through next time', () => {
    expect(isRefused(new ApiError({ kind: 'http', status: 400 }))).toBe(true);
    expect(isRefused(new ApiError({ kind: 'http', status: 499 }))).toBe(true);
    expect(isRefused(new ApiError({ kind: 'refused' }))).toBe(true);
    expect(isRefused(new ApiError({ kind: 'http', status: 399 }))).toBe(false);
    expect(isRefused(new ApiError({ kind: 'http', status: 500 }))).toBe(false);
    expect(isRefused(new ApiError({ kind: 'http' }))).toBe(false);
    for (const kind of ['network', 'timeout', 'canceled', 'malformed', 'empty'] as const) {
      expect(isRefused(new ApiError({ kind, status: 400 }))).toBe(false);
    }
    expect(isRefused(new Error('400'))).toBe(false);
  });

  it("words every kind for the user, the server's own text first", () => {
    const text = (error: unknown) => apiErrorText(error, i18n.t);
    expect(text(new ApiError({ kind: 'refused', serverMessage: 'Name taken' }))).toBe('Name taken');
    expect(text(new ApiError({ kind: 'refused' }))).toBe('The server refused the request.');
    expect(text(new ApiError({ kind: 'empty' }))).toBe('The server sent an empty reply.');
    expect(text(new ApiError({ kind: 'malformed' }))).toBe('The server sent a reply this app does not understand.');
    expect(text(new ApiError({ kind: 'canceled' }))).toBe('Network Error');
    expect(text(new Error('?'))).toBe('Network Error');
  });
});
