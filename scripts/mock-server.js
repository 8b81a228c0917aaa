// The demo backend over real HTTP, as a real provider would answer a browser (with CORS), on 127.0.0.1.
// It loads the same db and msw handlers that the demo and the tests use, through Vite's module loader.
//   node scripts/mock-server.js [port]      (default 8787)
// Point a live build at it: VITE_PROVIDER_URL=http://127.0.0.1:8787 VITE_LIVE_FEED_URL=ws://127.0.0.1:8787/feed
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';

const port = Number(process.argv[2] ?? process.env.MOCK_SERVER_PORT ?? 8787);

const vite = await createViteServer({
  mode: 'demo',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts');
const { env } = await vite.ssrLoadModule('/src/config/env.ts');
const { getResponse } = await import('msw');

const CORS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, x-api-key',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
};

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
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  try {
    // The handlers answer the demo's URLs: map this server's origin onto the demo provider's.
    const url = new URL(request.url ?? '/', env.providerUrl);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const mocked = await getResponse(handlers, new Request(url, { method: request.method, headers, body }));
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

server.listen(port, '127.0.0.1', () => console.log(`PoolBot mock server on http://127.0.0.1:${port}`));

const stop = () => server.close(() => void vite.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
