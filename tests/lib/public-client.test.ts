// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, isApiError, type ApiErrorKind } from '../../src/lib/api-error';
import { fetchPublicJson, readPublicJson } from '../../src/lib/public-client';
import { server } from '../server';

const HOST = 'https://public.example/info';

/** What the call failed with: its kind and status, or a note that it did not fail. */
async function failureOf(call: Promise<unknown>): Promise<{ kind: ApiErrorKind; status?: number } | 'none'> {
  try {
    await call;
    return 'none';
  } catch (error) {
    if (!isApiError(error)) throw error;
    return error.status === undefined ? { kind: error.kind } : { kind: error.kind, status: error.status };
  }
}

describe('a call to a public host', () => {
  it('asks with GET for JSON, with no credential, key or bearer, and gives the parsed reply', async () => {
    const seen: Request[] = [];
    server.use(
      http.all(HOST, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ markets: ['BTC'] });
      }),
    );
    expect(await fetchPublicJson({ url: HOST })).toEqual({ markets: ['BTC'] });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.headers.get('x-api-key')).toBeNull();
    expect(request?.credentials).not.toBe('include');
  });

  it('sends a POST body as JSON', async () => {
    let received: unknown = null;
    server.use(
      http.post(HOST, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json([1, 2]);
      }),
    );
    expect(await fetchPublicJson({ url: HOST, method: 'POST', body: { type: 'metaAndAssetCtxs' } })).toEqual([1, 2]);
    expect(received).toEqual({ type: 'metaAndAssetCtxs' });
  });

  it('takes a reply of exactly the largest size, and refuses one byte more', async () => {
    const sized = (bytes: number) => `"${'a'.repeat(bytes - 2)}"`;
    server.use(http.get(HOST, () => HttpResponse.text(sized(1000))));
    expect(await fetchPublicJson({ url: HOST, maxBytes: 1000 })).toHaveLength(998);
    expect(await failureOf(fetchPublicJson({ url: HOST, maxBytes: 999 }))).toEqual({ kind: 'tooLarge' });
  });

  it.each([
    ['an HTML page', () => HttpResponse.html('<html>Bad gateway</html>')],
    ['truncated JSON', () => HttpResponse.text('{"markets": [')],
    ['nothing at all', () => new HttpResponse(null, { status: 200 })],
  ])('calls %s not JSON', async (_name, reply) => {
    server.use(http.get(HOST, reply));
    expect(await failureOf(fetchPublicJson({ url: HOST }))).toEqual({ kind: 'notJson' });
  });

  it('says an HTTP error with its status, and a network failure as such', async () => {
    server.use(http.get(HOST, () => new HttpResponse('down', { status: 503 })));
    expect(await failureOf(fetchPublicJson({ url: HOST }))).toEqual({ kind: 'http', status: 503 });
    server.use(http.get(HOST, () => HttpResponse.error()));
    expect(await failureOf(fetchPublicJson({ url: HOST }))).toEqual({ kind: 'network' });
  });

  it('leaves no timer behind when the reply comes in time', async () => {
    vi.useFakeTimers();
    server.use(http.get(HOST, () => HttpResponse.json({ ok: true })));
    const timers = vi.getTimerCount();
    expect(await fetchPublicJson({ url: HOST, timeoutMs: 2_000 })).toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(timers);
  });

  it('gives up after its time limit', async () => {
    vi.useFakeTimers();
    server.use(
      http.get(HOST, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const slow = failureOf(fetchPublicJson({ url: HOST, timeoutMs: 2_000 }));
    await vi.advanceTimersByTimeAsync(1_999);
    let settled = false;
    void slow.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await slow).toEqual({ kind: 'timeout' });
  });

  it("is canceled by the caller's signal, before it starts (nothing is asked) or while it waits", async () => {
    let asked = 0;
    server.use(
      http.get(HOST, async () => {
        asked += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const before = new AbortController();
    before.abort();
    expect(await failureOf(fetchPublicJson({ url: HOST, signal: before.signal }))).toEqual({ kind: 'canceled' });
    expect(asked).toBe(0);

    const during = new AbortController();
    // A short limit of our own: a cancel that did not reach the request would end as a timeout instead.
    const waiting = failureOf(fetchPublicJson({ url: HOST, signal: during.signal, timeoutMs: 3_000 }));
    await vi.waitFor(() => expect(asked).toBe(1));
    during.abort();
    expect(await waiting).toEqual({ kind: 'canceled' });
  });

  it('fails with an ApiError that keeps nothing of an error page', async () => {
    server.use(http.get(HOST, () => new HttpResponse('<html>'.padEnd(10_000, 'x'), { status: 502 })));
    const error = await fetchPublicJson({ url: HOST }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 502, data: undefined, serverMessage: undefined });
    expect((error as ApiError).message).toBe('http 502');
  });
});

describe('a call to a public host read with its schema', () => {
  const schema = z.object({ markets: z.array(z.string()) });

  it('gives what the schema reads', async () => {
    server.use(http.get(HOST, () => HttpResponse.json({ markets: ['BTC'], extra: 1 })));
    expect(await readPublicJson(schema, { url: HOST })).toEqual({ markets: ['BTC'] });
  });

  it('is malformed when the reply is JSON of another shape, naming the path without its query', async () => {
    server.use(http.get(HOST, () => HttpResponse.json({ code: -1121, msg: 'Invalid symbol.' })));
    const error = await readPublicJson(schema, { url: `${HOST}?account=secret` }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'malformed', message: `malformed: ${HOST}` });
  });

  it('fails as the call failed when there is no reply to read', async () => {
    server.use(http.get(HOST, () => HttpResponse.html('<html>Bad gateway</html>')));
    expect(await failureOf(readPublicJson(schema, { url: HOST }))).toEqual({ kind: 'notJson' });
  });
});
