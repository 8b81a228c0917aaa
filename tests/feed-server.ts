import { ws } from 'msw';
import { env } from '../src/config/env';
import { server } from './server';

/**
 * The live feed as the tests' mock server (tests/server.ts) holds it. It sends nothing by itself: the demo's feed
 * handler sends frames only in the browser demo, so every frame a test sees is one it sent through a client below.
 */
export const feedLink = ws.link(env.liveFeedUrl);

/** One connection the app opened, as msw sees it: `client.send(text)` is a frame from the feed. */
export type FeedClient = Parameters<Parameters<typeof feedLink.addEventListener<'connection'>>[1]>[0]['client'];

/** Connections that closed (the app closed them, or they were closed), for every test of the file. */
export const closed = new Set<FeedClient>();

/** Every connection the app opens from now on, in order. */
export function trackConnections(): FeedClient[] {
  const clients: FeedClient[] = [];
  server.use(
    feedLink.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.addEventListener('close', () => closed.add(client));
    }),
  );
  return clients;
}
