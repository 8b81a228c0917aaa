// The demo backend over a real network, as real services would answer a browser, on 127.0.0.1:
//   - the provider and pool API over HTTP with CORS (the same db and msw handlers the demo and the tests use),
//   - the Alt valuation GraphQL API under /graphql,
//   - the live feed as a real WebSocket on /feed: a demo listing or sale (Collector Crypt, Courtyard or Phygitals)
//     every 0.4–1.2 s to each connection.
// Tests (and curious people) can push a frame of their own to every connected feed client:
//   curl -X POST --data '{"type":"new_listing","data":{…}}' http://127.0.0.1:8787/__feed
// and GET /__feed says how many feed clients are connected. POST /__feed/burst with {"count":2000,"perSecond":500}
// sends that many numbered listings ('Bench card 0', 'Bench card 1', …) at that rate, for the browser benchmark
// (with "platforms":["collector_crypt","courtyard"] they take turns among those platforms).
// POST /__reset puts the db back to its seed (tests), and the venues back to normal.
// POST /__valuation {"certificates": {"80000001": "down"}} makes the valuation fail for a certificate ("down": 500,
// "malformed": a JSON reply of another shape, an object {name, brand, cardNumber, predictedPrice}: a card of the
// test's own, hostile text allowed; null: the demo's answer again). GET /__valuation says when each certificate was
// looked up (Cert calls, ms since 1970), how many valuation calls run now and the most that ever ran at once; "delayMs"
// makes every valuation call take that long.
// POST /__feed/demo {"on": false} stops the server's own demo frames (a test that must see only its own frames; a
// row pushed off screen by them is not looked up any more); /__reset turns them on again.
// A burst with "certificates": true gives its listings PSA certificates: nine in ten the demo valuation knows, the
// tenth unknown.
// The venues' public market data is served under /venues/<venue>/ (hyperliquid, aster, lighter, edgex, pacifica,
// backpack), in each venue's own reply shapes: point VITE_<VENUE>_API_URL at http://127.0.0.1:8787/venues/<venue>;
// the demo user's venue accounts too. A Solana JSON-RPC node (wallet balances) answers on /solana-rpc.
// POST /__venues {"fail": {"lighter": "down"}, "markets": 150} makes a venue fail ("down": 503, "html": an HTML page,
// null: answer again) and sets how many markets each venue lists (null: the demo's own); {"history": {"edgex":
// "down"}} fails only that venue's funding-history call ("down", "html", "malformed": a JSON reply of another shape,
// null: answer again) while its market data keeps answering. GET /__venues counts the requests each venue got and
// says whether any carried an API key or a bearer (none should).
//   node scripts/mock-server.js [port]      (default 8787)
// Point a live build at it (README, "A live build against the local mock server"):
//   VITE_PROVIDER_URL=http://127.0.0.1:8787 VITE_LIVE_FEED_URL=ws://127.0.0.1:8787/feed
//   VITE_VALUATION_URL=http://127.0.0.1:8787/graphql VITE_API_KEY=demo-key
//   VITE_HYPERLIQUID_API_URL=http://127.0.0.1:8787/venues/hyperliquid (and the same for the other five venues)
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2] ?? process.env.MOCK_SERVER_PORT ?? 8787);

const vite = await createViteServer({
  mode: 'demo',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts');
const { env } = await vite.ssrLoadModule('/src/config/env.ts');
const { demoFeedMessage, nextDemoFrameDelay } = await vite.ssrLoadModule('/src/mocks/demo-feed.ts');
const { resetDb } = await vite.ssrLoadModule('/src/mocks/db.ts');
const { resetVenueFaults, setHistoryFault, setVenueFault, venueRequestLog } = await vite.ssrLoadModule(
  '/src/mocks/venues/venue-faults.ts',
);
const { setSimMarketCount } = await vite.ssrLoadModule('/src/mocks/venues/market-sim.ts');
const { resetBookFaults, setBookFault } = await vite.ssrLoadModule('/src/mocks/handlers/venues/books.ts');
const { DEMO_COPIES } = await vite.ssrLoadModule('/src/mocks/demo-cards.ts');
const { getResponse } = await import('msw');
// HTTP requests go to the HTTP handlers only: msw's WebSocket handler cannot answer one (it throws), so a path no
// handler knows gets a 404 instead of a 500.
const httpHandlers = handlers.filter((handler) => handler.kind !== 'websocket');

const FEED_PATH = '/feed';
const VALUATION_PATH = '/graphql';
const VENUES_PATH = '/venues';
const SOLANA_RPC_PATH = '/solana-rpc';
const VENUE_FAULTS = ['down', 'html'];
const HISTORY_FAULTS = ['down', 'html', 'malformed'];
const BOOK_FAULTS = ['down', 'html', 'malformed', 'empty', 'crossed', 'hostile'];
const VALUATION_FAULTS = ['down', 'malformed'];

const CORS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, x-api-key',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
};

/** The handlers answer the demo's URLs: map this server's paths onto the demo provider's, the valuation's, the venues'. */
function demoUrlFor(path) {
  const venue = new RegExp(`^${VENUES_PATH}/([a-z]+)(/.*)?$`).exec(path);
  if (venue && Object.hasOwn(env.venueUrls, venue[1])) return new URL(`${env.venueUrls[venue[1]]}${venue[2] ?? '/'}`);
  if (path === SOLANA_RPC_PATH) return new URL(env.solanaRpcUrl);
  if (path === VALUATION_PATH || path.startsWith(`${VALUATION_PATH}/`)) {
    return new URL(`${env.valuationUrl}${path.slice(VALUATION_PATH.length)}`);
  }
  return new URL(path, env.providerUrl);
}

const feed = new WebSocketServer({ noServer: true });

/** Whether connections get the server's own demo frames (a test can stop them). */
let demoFrames = true;

/** How many markets each venue lists, when a test asked for a number (null: the demo's own). */
let marketCount = null;

feed.on('connection', (socket, request) => {
  // Card pictures come from the app's own origin (they are in its public/ folder), as in the browser demo.
  const appOrigin = request.headers.origin ?? 'http://127.0.0.1:4174';
  let timer;
  const next = () => {
    timer = setTimeout(() => {
      if (demoFrames) socket.send(JSON.stringify(demoFeedMessage(appOrigin)));
      next();
    }, nextDemoFrameDelay());
  };
  next();
  socket.on('close', () => clearTimeout(timer));
  socket.on('error', () => clearTimeout(timer));
});

function broadcast(frame) {
  for (const client of feed.clients) client.send(frame);
  return feed.clients.size;
}

const BURST_TICK_MS = 10;

/**
 * Numbered listings at a steady rate to every client, in 10 ms ticks: the feed at its busiest. With several platforms
 * the listings take turns among them (listing n goes to platforms[n % platforms.length]).
 */
function burst(count, perSecond, platforms, certificates) {
  // Whole frames per tick, carrying the remainder over, so that slow rates stay slow.
  let due = 0;
  let sent = 0;
  const timer = setInterval(() => {
    due += (perSecond * BURST_TICK_MS) / 1000;
    for (; due >= 1 && sent < count; due -= 1, sent += 1) {
      broadcast(
        JSON.stringify({
          type: 'new_listing',
          data: {
            platform: platforms[sent % platforms.length],
            tokenMint: `BenchMint${String(sent).padStart(36, '1')}`,
            timestamp: Date.now(),
            name: `Bench card ${sent}`,
            priceSOL: 1 + (sent % 7),
            priceUSD: 150 + (sent % 50),
            isGoodDeal: sent % 3 === 0,
            ...(certificates ? benchCertificate(sent) : {}),
          },
        }),
      );
    }
    if (sent >= count) clearInterval(timer);
  }, BURST_TICK_MS);
}

/** Listing n's certificate and grade: a demo copy the valuation knows, but every tenth one it does not know. */
function benchCertificate(n) {
  if (n % 10 === 9) return { psaId: String(90_000_000 + n), grade: 9 };
  const copy = DEMO_COPIES[n % DEMO_COPIES.length];
  return { psaId: copy.certificate, grade: copy.grade };
}

/** What the tests asked of the valuation, per certificate; when each was looked up; the calls running now. */
const valuation = { faults: new Map(), lookups: new Map(), running: 0, maxRunning: 0, delayMs: 0 };

function resetValuation() {
  valuation.faults.clear();
  valuation.lookups.clear();
  valuation.running = 0;
  valuation.maxRunning = 0;
  valuation.delayMs = 0;
}

const validCard = (card) =>
  typeof card === 'object' &&
  card !== null &&
  typeof card.name === 'string' &&
  typeof card.brand === 'string' &&
  (card.predictedPrice === undefined || typeof card.predictedPrice === 'number');

/**
 * The valuation as a test set it up, before the demo's handlers: a Cert lookup is counted, and a certificate with a
 * fault or a card of the test's own is answered here. AssetDetails of a test's card (asset id "e2e-<cert>") too.
 */
function valuationReply(path, body) {
  let variables;
  try {
    variables = JSON.parse(String(body ?? '{}')).variables ?? {};
  } catch {
    return null;
  }
  if (path === `${VALUATION_PATH}/Cert`) {
    const cert = String(variables.certNumber ?? '');
    valuation.lookups.set(cert, [...(valuation.lookups.get(cert) ?? []), Date.now()]);
    const fault = valuation.faults.get(cert);
    if (fault === 'down') return { status: 500, body: { error: 'Valuation unavailable' } };
    if (fault === 'malformed') return { status: 200, body: { data: { cert: 'not an object' } } };
    if (fault) return { status: 200, body: { data: { cert: { asset: { id: `e2e-${cert}` } } } } };
    return null;
  }
  const id = String(variables.id ?? '');
  const card = id.startsWith('e2e-') ? valuation.faults.get(id.slice(4)) : undefined;
  if (path !== `${VALUATION_PATH}/AssetDetails` || !validCard(card)) return null;
  const { name, brand, cardNumber = null, predictedPrice = null } = card;
  return { status: 200, body: { data: { asset: { name, brand, attributes: { cardNumber }, predictedPrice } } } };
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const server = createHttpServer(async (request, response) => {
  const origin = request.headers.origin;
  const cors = { ...CORS, ...(origin ? { 'Access-Control-Allow-Origin': origin } : {}) };
  if (request.url === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  if (request.url === '/__reset' && request.method === 'POST') {
    resetDb();
    resetVenueFaults();
    resetBookFaults();
    resetValuation();
    demoFrames = true;
    setSimMarketCount(null);
    marketCount = null;
    response.writeHead(204).end();
    return;
  }
  if (request.url === '/__venues') {
    if (request.method === 'POST') {
      let options;
      try {
        options = JSON.parse(String((await readBody(request)) ?? '{}'));
      } catch {
        options = null;
      }
      const fail = options?.fail ?? {};
      const faultsOk = Object.entries(fail).every(
        ([venue, fault]) => Object.hasOwn(env.venueUrls, venue) && (fault === null || VENUE_FAULTS.includes(fault)),
      );
      const history = options?.history ?? {};
      const historyOk = Object.entries(history).every(
        ([venue, fault]) => Object.hasOwn(env.venueUrls, venue) && (fault === null || HISTORY_FAULTS.includes(fault)),
      );
      const book = options?.book ?? {};
      const bookOk = Object.entries(book).every(
        ([venue, fault]) => Object.hasOwn(env.venueUrls, venue) && (fault === null || BOOK_FAULTS.includes(fault)),
      );
      const markets = options?.markets;
      const marketsOk =
        markets === undefined || markets === null || (Number.isInteger(markets) && markets > 0 && markets <= 1000);
      if (!options || !faultsOk || !historyOk || !bookOk || !marketsOk) {
        response
          .writeHead(400, { 'Content-Type': 'text/plain' })
          .end(
            'fail: {venue: "down" | "html" | null}; history: {venue: "down" | "html" | "malformed" | null}; ' +
              `book: {venue: ${BOOK_FAULTS.map((fault) => `"${fault}"`).join(' | ')} | null}; ` +
              'markets: 1 to 1000 or null',
          );
        return;
      }
      for (const [venue, fault] of Object.entries(fail)) setVenueFault(venue, fault);
      for (const [venue, fault] of Object.entries(history)) setHistoryFault(venue, fault);
      for (const [venue, fault] of Object.entries(book)) setBookFault(venue, fault);
      if (markets !== undefined) {
        setSimMarketCount(markets);
        marketCount = markets;
      }
    }
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ ...venueRequestLog(), markets: marketCount }));
    return;
  }
  if (request.url === '/__feed/demo' && request.method === 'POST') {
    let options;
    try {
      options = JSON.parse(String((await readBody(request)) ?? '{}'));
    } catch {
      options = null;
    }
    if (typeof options?.on !== 'boolean') {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('on: true or false');
      return;
    }
    demoFrames = options.on;
    response.writeHead(204).end();
    return;
  }
  if (request.url === '/__feed/burst' && request.method === 'POST') {
    let options;
    try {
      options = JSON.parse(String((await readBody(request)) ?? '{}'));
    } catch {
      options = null;
    }
    const { count = 2000, perSecond = 500, platforms = ['collector_crypt'], certificates = false } = options ?? {};
    if (![count, perSecond].every((value) => Number.isInteger(value) && value > 0 && value <= 100_000)) {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('count and perSecond: whole numbers, 1 to 100000');
      return;
    }
    if (!Array.isArray(platforms) || platforms.length === 0 || !platforms.every((name) => typeof name === 'string')) {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('platforms: a list of platform names');
      return;
    }
    burst(count, perSecond, platforms, certificates === true);
    response.writeHead(202, { 'Content-Type': 'application/json' }).end(JSON.stringify({ clients: feed.clients.size }));
    return;
  }
  if (request.url === '/__valuation') {
    if (request.method === 'POST') {
      let options;
      try {
        options = JSON.parse(String((await readBody(request)) ?? '{}'));
      } catch {
        options = null;
      }
      const certificates = options?.certificates ?? {};
      const delayMs = options?.delayMs;
      const ok =
        options &&
        (delayMs === undefined || (Number.isInteger(delayMs) && delayMs >= 0 && delayMs <= 10_000)) &&
        Object.entries(certificates).every(
          ([cert, fault]) =>
            /^\d{1,40}$/.test(cert) && (fault === null || VALUATION_FAULTS.includes(fault) || validCard(fault)),
        );
      if (!ok) {
        response
          .writeHead(400, { 'Content-Type': 'text/plain' })
          .end(
            'certificates: {"<digits>": "down" | "malformed" | {name, brand, cardNumber, predictedPrice} | null}; ' +
              'delayMs: 0 to 10000',
          );
        return;
      }
      if (delayMs !== undefined) valuation.delayMs = delayMs;
      for (const [cert, fault] of Object.entries(certificates)) {
        if (fault === null) valuation.faults.delete(cert);
        else valuation.faults.set(cert, fault);
      }
    }
    const { lookups, running, maxRunning } = valuation;
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ lookups: Object.fromEntries(lookups), running, maxRunning }));
    return;
  }
  if (request.url === '/__feed') {
    const sentTo = request.method === 'POST' ? broadcast(String((await readBody(request)) ?? '')) : 0;
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ clients: feed.clients.size, sentTo }));
    return;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  try {
    const url = demoUrlFor(request.url ?? '/');
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path.startsWith(`${VALUATION_PATH}/`) && request.method === 'POST') {
      // Counted while it runs, the test's delay included: what the app has in flight at the valuation.
      valuation.running++;
      valuation.maxRunning = Math.max(valuation.maxRunning, valuation.running);
      response.on('close', () => valuation.running--);
      if (valuation.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, valuation.delayMs));
      const own = valuationReply(path, body);
      if (own) {
        response.writeHead(own.status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(own.body));
        return;
      }
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const mocked = await getResponse(httpHandlers, new Request(url, { method: request.method, headers, body }));
    if (!mocked) {
      response.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const out = { ...cors };
    mocked.headers.forEach((value, name) => (out[name] = value));
    response.writeHead(mocked.status, out).end(Buffer.from(await mocked.arrayBuffer()));
  } catch (error) {
    console.error(error);
    response.writeHead(500, { ...cors, 'Content-Type': 'application/json' }).end('{"error":"Mock server error"}');
  }
});

server.on('upgrade', (request, socket, head) => {
  if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== FEED_PATH) {
    socket.destroy();
    return;
  }
  feed.handleUpgrade(request, socket, head, (client) => feed.emit('connection', client, request));
});

// Test runners keep their connections open between requests (Playwright's request context does), and Node's server
// closed an idle one after 5 s: a request sent as it closed failed with "socket hang up" (ECONNRESET), one flaky e2e
// test. Idle connections now stay open until their client closes them.
server.keepAliveTimeout = 0;
server.listen(port, '127.0.0.1', () => console.log(`PoolBot mock server on http://127.0.0.1:${port}`));

const stop = () => {
  for (const client of feed.clients) client.terminate();
  server.close(() => void vite.close().then(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
