// @vitest-environment node
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createVenueProxy,
  venueProxyOptionsFromEnv,
  VENUE_PROXY_PREFIX,
  VENUE_SOURCES_PATH,
  type VenueProxyOptions,
} from '../../scripts/venue-proxy';

const servers: Server[] = [];

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
}

/** A stand-in for the venues: answers every call with JSON and records what reached it. */
async function upstream(seen: Seen[] = []) {
  return listen((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', body, headers: request.headers });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ok: true, url: request.url }));
    });
  });
}

/** The proxy behind a plain HTTP server, as the dev server would hold it. */
async function proxyServer(options: VenueProxyOptions) {
  const proxy = createVenueProxy(options);
  return listen((request, response) =>
    proxy.middleware(request, response, () => {
      response.writeHead(418);
      response.end('not the proxy');
    }),
  );
}

/** A GET of a path as written, not resolved first (fetch would resolve `..` before sending). */
function rawStatus(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const outgoing = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A port nothing listens on: the venue cannot be reached. */
const CLOSED = 'http://127.0.0.1:9';

describe("the dev server's venue proxy", () => {
  it('reads its upstreams from the environment: the real venues by default, a stand-in when told', () => {
    expect(venueProxyOptionsFromEnv({}).upstreams.hyperliquid).toBe('https://api.hyperliquid.xyz');
    const options = venueProxyOptionsFromEnv({
      VENUE_PROXY_TARGET: 'http://127.0.0.1:8787/venues/',
      VENUE_PROXY_LIGHTER: 'http://127.0.0.1:9/',
      VENUE_PROXY_TIMEOUT_MS: '500',
    });
    expect(options.upstreams).toMatchObject({
      aster: 'http://127.0.0.1:8787/venues/aster',
      lighter: 'http://127.0.0.1:9',
    });
    expect(options).toMatchObject({ enabled: true, probeTimeoutMs: 500 });
    expect(venueProxyOptionsFromEnv({ VENUE_PROXY: 'OFF' }).enabled).toBe(false);
    expect(venueProxyOptionsFromEnv({ VENUE_PROXY_TIMEOUT_MS: 'soon' }).probeTimeoutMs).toBe(3_000);
  });

  it('says which venues it reaches, and falls back per venue, fast, for the others', async () => {
    const base = await upstream();
    const options = venueProxyOptionsFromEnv({ VENUE_PROXY_TARGET: base, VENUE_PROXY_LIGHTER: CLOSED });
    const proxy = await proxyServer(options);
    const started = Date.now();
    const reply = (await (await fetch(`${proxy}${VENUE_SOURCES_PATH}`)).json()) as {
      venues: Record<string, { live: boolean; path: string }>;
    };
    expect(Date.now() - started).toBeLessThan(options.probeTimeoutMs);
    expect(reply.venues.aster).toEqual({ live: true, path: `${VENUE_PROXY_PREFIX}/aster` });
    expect(reply.venues.lighter).toEqual({ live: false, path: `${VENUE_PROXY_PREFIX}/lighter` });
  });

  it('counts a venue that answers with something else than JSON (a block page) as not reached', async () => {
    const blocked = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>Not available in your region</html>');
    });
    const refusing = await listen((_request, response) => {
      response.writeHead(403);
      response.end('{}');
    });
    const proxy = createVenueProxy(
      venueProxyOptionsFromEnv({ VENUE_PROXY_TARGET: CLOSED, VENUE_PROXY_ASTER: blocked, VENUE_PROXY_EDGEX: refusing }),
    );
    expect(await proxy.reachable()).toEqual({
      hyperliquid: false,
      aster: false,
      lighter: false,
      edgex: false,
      pacifica: false,
      backpack: false,
    });
  });

  it("forwards a venue's public reads, GET and POST, with nothing of the browser's own", async () => {
    const seen: Seen[] = [];
    const base = await upstream(seen);
    const proxy = await proxyServer(venueProxyOptionsFromEnv({ VENUE_PROXY_TARGET: `${base}/venues` }));
    const got = await fetch(`${proxy}${VENUE_PROXY_PREFIX}/aster/fapi/v1/fundingRate?symbol=BTCUSDT&limit=10`, {
      headers: { Authorization: 'Bearer secret', Cookie: 'session=1', 'x-api-key': 'demo-key' },
    });
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual({ ok: true, url: '/venues/aster/fapi/v1/fundingRate?symbol=BTCUSDT&limit=10' });
    const posted = await fetch(`${proxy}${VENUE_PROXY_PREFIX}/hyperliquid/info`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'fundingHistory', coin: 'BTC', startTime: 1 }),
    });
    expect(posted.status).toBe(200);
    const [get, post] = seen;
    expect(get?.headers.authorization).toBeUndefined();
    expect(get?.headers.cookie).toBeUndefined();
    expect(get?.headers['x-api-key']).toBeUndefined();
    expect(post).toMatchObject({ method: 'POST', url: '/venues/hyperliquid/info' });
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ type: 'fundingHistory', coin: 'BTC', startTime: 1 });
  });

  it('refuses what is not a venue read, and says when the venue cannot be reached', async () => {
    const base = await upstream();
    const proxy = await proxyServer(venueProxyOptionsFromEnv({ VENUE_PROXY_TARGET: base, VENUE_PROXY_EDGEX: CLOSED }));
    expect((await fetch(`${proxy}${VENUE_PROXY_PREFIX}/binance/api`)).status).toBe(404);
    // A path that climbs out of the venue's API goes nowhere, written plainly or encoded.
    expect(await rawStatus(proxy, `${VENUE_PROXY_PREFIX}/aster/../secrets`)).toBe(400);
    expect(await rawStatus(proxy, `${VENUE_PROXY_PREFIX}/aster/%2e%2e/secrets`)).toBe(400);
    expect((await fetch(`${proxy}${VENUE_PROXY_PREFIX}/aster/x`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${proxy}${VENUE_PROXY_PREFIX}/edgex/api/v1/public/meta/getMetaData`)).status).toBe(502);
    // Anything else is the dev server's own business.
    expect((await fetch(`${proxy}/src/main.tsx`)).status).toBe(418);
  });

  it('when off, reaches nothing and says every venue is simulated', async () => {
    const seen: Seen[] = [];
    const base = await upstream(seen);
    const proxy = await proxyServer(venueProxyOptionsFromEnv({ VENUE_PROXY: 'off', VENUE_PROXY_TARGET: base }));
    const reply = (await (await fetch(`${proxy}${VENUE_SOURCES_PATH}`)).json()) as {
      venues: Record<string, { live: boolean }>;
    };
    expect(Object.values(reply.venues).every((venue) => !venue.live)).toBe(true);
    expect((await fetch(`${proxy}${VENUE_PROXY_PREFIX}/aster/fapi/v3/fundingInfo`)).status).toBe(404);
    expect(seen).toEqual([]);
  });
});
