import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RouteByUrl, staticPrefix } from '../../src/mocks/handlers/route-by-url';

/** Handlers that say who answered, and count how often msw ran each one's matching. */
function counted() {
  const tries = new Map<string, number>();
  const named = (name: string, handler: ReturnType<typeof http.get>) => {
    const run = handler.run.bind(handler);
    handler.run = (args) => {
      tries.set(name, (tries.get(name) ?? 0) + 1);
      return run(args);
    };
    return handler;
  };
  return { tries, named };
}

describe('the demo handlers routed by URL', () => {
  it('answers with the first handler that fits, trying only those whose method and URL start fit', async () => {
    const { tries, named } = counted();
    const router = new RouteByUrl([
      named(
        'aster',
        http.get('https://fapi.asterdex.com/fapi/v1/premiumIndex', () => HttpResponse.text('aster')),
      ),
      named(
        'hl-post',
        http.post('https://api.hyperliquid.xyz/info', () => HttpResponse.text('hl')),
      ),
      named(
        'pool-id',
        http.get('https://poolbot.test:8443/api/pool/:id', ({ params }) =>
          HttpResponse.text(`pool ${String(params.id)}`),
        ),
      ),
      named(
        'pool-list',
        http.get('https://poolbot.test:8443/api/pool/', () => HttpResponse.text('list')),
      ),
    ]);

    const pool = await getResponse([router], new Request('https://poolbot.test:8443/api/pool/7?x=1'));
    expect(await pool?.text()).toBe('pool 7');
    const list = await getResponse([router], new Request('https://POOLBOT.test:8443/api/pool/'));
    expect(await list?.text()).toBe('list');
    const hl = await getResponse([router], new Request('https://api.hyperliquid.xyz/info', { method: 'POST' }));
    expect(await hl?.text()).toBe('hl');

    // Neither the GET handlers of other hosts nor the POST one were tried for the pool reads.
    expect(tries.get('aster')).toBeUndefined();
    expect(tries.get('hl-post')).toBe(1);
    expect(tries.get('pool-id')).toBe(2);
    expect(tries.get('pool-list')).toBe(1);
  });

  it('passes a request a handler lets through to the next one, and answers nothing where none fits', async () => {
    const router = new RouteByUrl([
      // Hyperliquid's book handler: it answers only l2Book requests.
      http.post('https://api.hyperliquid.xyz/info', () => undefined),
      http.post('https://api.hyperliquid.xyz/info', async ({ request }) => HttpResponse.json(await request.json())),
    ]);
    const book = await getResponse(
      [router],
      new Request('https://api.hyperliquid.xyz/info', { method: 'POST', body: '{"type":"meta"}' }),
    );
    expect(await book?.json()).toEqual({ type: 'meta' });
    expect(await getResponse([router], new Request('https://api.hyperliquid.xyz/other', { method: 'POST' }))).toBe(
      undefined,
    );
  });

  it('keeps a handler for any method, and one with a relative or parameterised host, for every request', async () => {
    const router = new RouteByUrl([
      http.all('https://venue.test/*', () => HttpResponse.text('any')),
      http.get('/relative', () => HttpResponse.text('relative')),
    ]);
    const deleted = await getResponse([router], new Request('https://venue.test/a/b', { method: 'DELETE' }));
    expect(await deleted?.text()).toBe('any');
    expect(staticPrefix('/relative')).toBeNull();
    expect(staticPrefix('https://:tenant.venue.test/api')).toBeNull();
  });

  it('compares the fixed start of a handler URL: host with its port, path up to a parameter or wildcard', () => {
    expect(staticPrefix('https://api.Venue.test:8443/api/v1/book')).toBe('https://api.venue.test:8443/api/v1/book');
    expect(staticPrefix('https://api.venue.test/api/pool/:id')).toBe('https://api.venue.test/api/pool');
    expect(staticPrefix('https://api.venue.test/files/*')).toBe('https://api.venue.test/files');
    expect(staticPrefix('http://localhost:5173/')).toBe('http://localhost:5173');
  });
});
