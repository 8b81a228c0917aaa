// The demo's way to the real venues: `npm start` (the Vite dev server, and `vite preview` of a demo build) forwards
// the six venues' public, key-less market data under /__venue-proxy/<venue>/…, so the browser reads them from its own
// origin (no CORS question), and answers /__venue-sources with which venues it can reach. The demo reads those live
// and keeps the others on its simulated data (src/markets/venue-sources.ts). Nothing but these public GETs and POSTs
// to the configured hosts passes: no cookie, no credential, no other host.
//
// Environment (read by vite.config.ts):
//   VENUE_PROXY=off                 every venue simulated, nothing probed (the unit tests, the mock server, e2e demo)
//   VENUE_PROXY_TARGET=<base>       every venue at <base>/<venue> (e.g. http://127.0.0.1:8787/venues: the mock server)
//   VENUE_PROXY_<VENUE>=<url>       one venue elsewhere (VENUE_PROXY_LIGHTER=http://127.0.0.1:9 to see it fall back)
//   VENUE_PROXY_TIMEOUT_MS=<ms>     how long a venue has to answer its probe (3000)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { VenueId, VenueUrls } from '../src/config/parse-env.ts';
import type { ProxyProbe } from '../src/markets/model/venue-facts.ts';
import { VENUE_LIST } from '../src/markets/venues/venue-list.ts';

export const VENUE_PROXY_PREFIX = '/__venue-proxy';
export const VENUE_SOURCES_PATH = '/__venue-sources';

/** The venues of the venue list (src/markets/venues/venue-list.ts): their ids, public hosts and probes. */
const VENUES: readonly VenueId[] = VENUE_LIST.map((venue) => venue.id);
const DEFAULT_URLS: VenueUrls = Object.fromEntries(VENUE_LIST.map((venue) => [venue.id, venue.defaultUrl]));

/**
 * Each venue's probe (its facts' `proxyProbe`): a public call the app itself makes, so a venue that answers it with
 * JSON will answer the app. A venue that refuses (a geo-block's 403), times out or cannot be resolved stays simulated.
 */
const PROBES: ReadonlyMap<VenueId, ProxyProbe> = new Map(VENUE_LIST.map((venue) => [venue.id, venue.proxyProbe]));

export interface VenueProxyOptions {
  enabled: boolean;
  /** Each venue's real API base (or a stand-in: the mock server), without a trailing slash. */
  upstreams: VenueUrls;
  probeTimeoutMs: number;
  requestTimeoutMs: number;
  /** How long a probe's answer is trusted before the next page load asks again. */
  probeTtlMs: number;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The headers with which a venue says when to ask again (Retry-After, the IETF RateLimit header). */
const RETRY_HEADERS = ['retry-after', 'ratelimit'] as const;

export function venueProxyOptionsFromEnv(environment: Readonly<Record<string, string | undefined>>): VenueProxyOptions {
  const target = environment.VENUE_PROXY_TARGET?.trim();
  const upstreams = Object.fromEntries(
    VENUES.map((venue) => {
      const own = environment[`VENUE_PROXY_${venue.toUpperCase()}`]?.trim();
      return [venue, trimSlash(own || (target ? `${trimSlash(target)}/${venue}` : (DEFAULT_URLS[venue] ?? '')))];
    }),
  ) as VenueUrls;
  const timeout = Number(environment.VENUE_PROXY_TIMEOUT_MS);
  return {
    enabled: environment.VENUE_PROXY?.trim().toLowerCase() !== 'off',
    upstreams,
    probeTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 3_000,
    requestTimeoutMs: 15_000,
    probeTtlMs: 60_000,
  };
}

async function probe(upstream: string | undefined, venue: VenueId, timeoutMs: number): Promise<boolean> {
  const found = PROBES.get(venue);
  if (!found || !upstream) return false;
  const { method, path, body } = found;
  try {
    const response = await fetch(`${upstream}${path}`, {
      method,
      body,
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    JSON.parse(await response.text());
    return true;
  } catch {
    return false;
  }
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

export interface VenueProxy {
  /** A connect middleware: answers the two paths above, passes everything else on. */
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  /** Which venues answer, probed at most once per probeTtlMs (every probe at once). */
  reachable: () => Promise<Record<VenueId, boolean>>;
}

export function createVenueProxy(options: VenueProxyOptions): VenueProxy {
  let probed: { at: number; result: Promise<Record<VenueId, boolean>> } | null = null;

  const reachable = () => {
    if (!options.enabled)
      return Promise.resolve(Object.fromEntries(VENUES.map((venue) => [venue, false])) as Record<VenueId, boolean>);
    if (!probed || Date.now() - probed.at > options.probeTtlMs) {
      const result = Promise.all(
        VENUES.map((venue) => probe(options.upstreams[venue], venue, options.probeTimeoutMs)),
      ).then(
        (answers) =>
          Object.fromEntries(VENUES.map((venue, index) => [venue, answers[index] ?? false])) as Record<
            VenueId,
            boolean
          >,
      );
      probed = { at: Date.now(), result };
    }
    return probed.result;
  };

  async function forward(request: IncomingMessage, response: ServerResponse, venue: VenueId, rest: string) {
    if (!options.enabled) {
      send(response, 404, { error: 'The venue proxy is off' });
      return;
    }
    const path = rest.split('?')[0] ?? '';
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = '..';
    }
    if (decoded.split(/[/\\]/).includes('..')) {
      send(response, 400, { error: 'Bad path' });
      return;
    }
    const method = request.method === 'POST' ? 'POST' : request.method === 'GET' ? 'GET' : null;
    if (!method) {
      send(response, 405, { error: 'Only GET and POST reach a venue' });
      return;
    }
    try {
      const body = method === 'POST' ? await readBody(request) : undefined;
      const contentType = request.headers['content-type'];
      const upstream = await fetch(`${options.upstreams[venue]}${rest}`, {
        method,
        body,
        // Only what a public read needs: never the browser's cookies, authorisation or other headers.
        headers: { Accept: 'application/json', ...(contentType ? { 'Content-Type': contentType } : {}) },
        signal: AbortSignal.timeout(options.requestTimeoutMs),
      });
      const reply = Buffer.from(await upstream.arrayBuffer());
      // A venue's word on when to ask again (a 429's hint) reaches the app's gate; nothing else of its headers does.
      const retry = RETRY_HEADERS.flatMap((name) => {
        const value = upstream.headers.get(name);
        return value === null ? [] : [[name, value] as const];
      });
      response.writeHead(upstream.status, {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
        ...Object.fromEntries(retry),
      });
      response.end(reply);
    } catch {
      send(response, 502, { error: 'The venue could not be reached' });
    }
  }

  const middleware: VenueProxy['middleware'] = (request, response, next) => {
    const url = request.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (path === VENUE_SOURCES_PATH) {
      void reachable().then((live) =>
        send(response, 200, {
          venues: Object.fromEntries(
            VENUES.map((venue) => [venue, { live: live[venue], path: `${VENUE_PROXY_PREFIX}/${venue}` }]),
          ),
        }),
      );
      return;
    }
    const match = new RegExp(`^${VENUE_PROXY_PREFIX}/([a-z]+)(/.*)?$`).exec(url);
    if (!match) {
      next();
      return;
    }
    const venue = VENUES.find((candidate) => candidate === match[1]);
    if (!venue) {
      send(response, 404, { error: 'No such venue' });
      return;
    }
    void forward(request, response, venue, match[2] ?? '/');
  };

  return { middleware, reachable };
}

/**
 * The Vite plugin: the proxy in the dev server and in `vite preview`. The probes start as the server starts listening
 * (a page load then finds them done), not in servers that never listen (the unit tests', the mock server's).
 */
export function venueProxyPlugin(options: VenueProxyOptions): Plugin {
  const proxy = createVenueProxy(options);
  const install = (server: {
    middlewares: { use: (handler: VenueProxy['middleware']) => void };
    httpServer: { once: (event: 'listening', listener: () => void) => void } | null;
  }) => {
    server.middlewares.use(proxy.middleware);
    server.httpServer?.once('listening', () => void proxy.reachable());
  };
  return { name: 'poolbot:venue-proxy', configureServer: install, configurePreviewServer: install };
}
