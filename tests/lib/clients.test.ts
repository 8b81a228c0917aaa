// @vitest-environment happy-dom
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { env } from '../../src/config/env';
import { i18n } from '../../src/i18n';
import { AxiosError } from 'axios';
import { errorText } from '../../src/components/error-text';
import { ApiError, isRefused } from '../../src/lib/api-error';
import { readReply } from '../../src/lib/read-reply';
import { notifyUnauthorized, onUnauthorized, setAuthToken } from '../../src/lib/auth-token';
import { toApiError } from '../../src/lib/http';
import { poolBaseFor, poolClient } from '../../src/lib/pool-client';
import { providerClient } from '../../src/lib/provider-client';
import { postGraphql, valuationClient } from '../../src/lib/valuation-client';
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

  it('sends a body as JSON', async () => {
    const seen: { type: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${env.poolApiUrl}/42`, async ({ request }) => {
        seen.push({ type: request.headers.get('Content-Type'), body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    await poolClient.post('/42', { data: { a: 1 } });
    expect(seen).toEqual([{ type: expect.stringContaining('application/json') as unknown, body: { data: { a: 1 } } }]);
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
    expect(errorText(error, i18n.t)).toBe('The server took too long to answer. Please try again.');
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
    expect(errorText(error, i18n.t)).toBe('Already full');
  });

  it("says 'Errore del server' / Server error for a reply without a message", async () => {
    server.use(http.post(`${env.providerUrl}/api/whitelist`, () => new HttpResponse('boom', { status: 500 })));
    const error = await failureOf(providerClient.post('/whitelist', {}));
    expect(error).toMatchObject({ kind: 'http', status: 500, serverMessage: undefined });
    expect(errorText(error, i18n.t)).toBe('Server error');
    await i18n.changeLanguage('it');
    expect(errorText(error, i18n.t)).toBe('Errore del server');
  });

  it("says 'Errore di rete' / Network Error when there is no reply", async () => {
    server.use(http.post(`${env.providerUrl}/api/whitelist`, () => HttpResponse.error()));
    const error = await failureOf(providerClient.post('/whitelist', {}));
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(errorText(error, i18n.t)).toBe('Network Error');
    await i18n.changeLanguage('it');
    expect(errorText(error, i18n.t)).toBe('Errore di rete');
  });
});

describe('a 401 reply', () => {
  afterEach(() => {
    onUnauthorized(null);
    setAuthToken(null);
  });

  /** Answers 401 on every pool and provider path; returns how often the session heard "expired". */
  function expiredEverywhere(status = 401) {
    const expired = vi.fn();
    onUnauthorized(expired);
    server.use(http.all(`${env.providerUrl}/*`, () => HttpResponse.json({ error: 'Unauthorized' }, { status })));
    return expired;
  }
  const settle = (call: Promise<unknown>) => call.then(() => null).catch((caught: unknown) => caught);

  it("to a call made with the session's token ends the session, and still rejects as an ApiError", async () => {
    const expired = expiredEverywhere();
    setAuthToken('old-token');
    const error = await settle(poolClient.get('/42'));
    expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Unauthorized' });
    expect(expired).toHaveBeenCalledTimes(1);
    await settle(providerClient.post('/whitelist', {}));
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('to a call that brought its own token counts too', async () => {
    const expired = expiredEverywhere();
    await settle(poolClient.post('/api/logout', {}, { headers: { Authorization: 'Bearer just-cleared' } }));
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('means wrong credentials, not an expired session, on login and 2FA', async () => {
    const expired = expiredEverywhere();
    setAuthToken('old-token');
    await settle(poolClient.post('/api/login', {}));
    await settle(poolClient.post('/api/2fa/verify', {}));
    expect(expired).not.toHaveBeenCalled();
  });

  it('to a call made without a token ends nothing', async () => {
    const expired = expiredEverywhere();
    await settle(poolClient.get('/42'));
    expect(expired).not.toHaveBeenCalled();
  });

  it('is the only status that ends the session', async () => {
    const expired = expiredEverywhere(403);
    setAuthToken('old-token');
    expect(await settle(poolClient.get('/42'))).toMatchObject({ kind: 'http', status: 403 });
    expect(expired).not.toHaveBeenCalled();
  });

  it('is heard by the session only while it listens', () => {
    const expired = vi.fn();
    onUnauthorized(expired);
    notifyUnauthorized();
    expect(expired).toHaveBeenCalledTimes(1);
    onUnauthorized(null);
    expect(() => notifyUnauthorized()).not.toThrow();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('the valuation client', () => {
  const base = 'https://valuation.test/graphql';

  it('POSTs the operation to {base}/{operation} and returns the reply as it came', async () => {
    const seen: { url: string; body: unknown; headers: Headers }[] = [];
    server.use(
      http.post(`${base}/Cert`, async ({ request }) => {
        seen.push({ url: request.url, body: await request.json(), headers: request.headers });
        return HttpResponse.json({ data: { cert: { id: 'a1' } } });
      }),
    );
    const reply = await postGraphql(base, 'Cert', 'query Cert { cert }', { certNumber: '123' });
    expect(reply).toEqual({ data: { cert: { id: 'a1' } } });
    expect(seen.map((call) => call.url)).toEqual([`${base}/Cert`]);
    expect(seen[0]?.body).toEqual({
      operationName: 'Cert',
      query: 'query Cert { cert }',
      variables: { certNumber: '123' },
    });
    expect(seen[0]?.headers.get('Content-Type')).toContain('application/json');
    expect(seen[0]?.headers.get('Accept')).toContain('application/json');
  });

  it('never sends the API key or the bearer: those belong to the pool provider', async () => {
    const seen: Headers[] = [];
    server.use(
      http.post(`${base}/AssetDetails`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({});
      }),
    );
    setAuthToken('secret-token');
    await postGraphql(base, 'AssetDetails', 'query', {});
    setAuthToken(null);
    expect(seen[0]?.get('x-api-key')).toBeNull();
    expect(seen[0]?.get('Authorization')).toBeNull();
  });

  it('waits 15 s at most, and fails as an ApiError', async () => {
    expect(valuationClient.defaults.timeout).toBe(15_000);
    expect(valuationClient.defaults.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    server.use(http.post(`${base}/Cert`, () => HttpResponse.json({ message: 'Overloaded' }, { status: 503 })));
    const error = await postGraphql(base, 'Cert', 'query', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503, serverMessage: 'Overloaded' });
    server.use(http.post(`${base}/Cert`, () => HttpResponse.error()));
    expect(await postGraphql(base, 'Cert', 'query', {}).catch((caught: unknown) => caught)).toMatchObject({
      kind: 'network',
    });
  });

  it('can be cancelled', async () => {
    const reply = gate();
    server.use(
      http.post(`${base}/Cert`, async () => {
        await reply.passed;
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const request = postGraphql(base, 'Cert', 'query', {}, controller.signal);
    controller.abort();
    await expect(request).rejects.toMatchObject({ kind: 'canceled' });
    reply.open();
  });
});

describe('reply parsing', () => {
  const schema = z.object({ id: z.string() });

  it('returns a reply of the right shape', () => {
    expect(readReply(schema, { id: 'a', extra: 1 })).toEqual({ id: 'a' });
  });

  it('turns any wrong shape into an ApiError, never a crash', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        fc.pre(!(typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'string'));
        expect(() => readReply(schema, data)).toThrow(ApiError);
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
    const text = (error: unknown) => errorText(error, i18n.t);
    expect(text(new ApiError({ kind: 'refused', serverMessage: 'Name taken' }))).toBe('Name taken');
    expect(text(new ApiError({ kind: 'refused' }))).toBe('The server refused the request.');
    expect(text(new ApiError({ kind: 'empty' }))).toBe('The server sent an empty reply.');
    expect(text(new ApiError({ kind: 'malformed' }))).toBe('The server sent a reply this app does not understand.');
    expect(text(new ApiError({ kind: 'canceled' }))).toBe('Network Error');
    // Anything else thrown comes from our own code reading a reply (see tests/components/error-text.test.ts).
    expect(text(new Error('?'))).toBe('The server sent a reply this app does not understand.');
  });
});
