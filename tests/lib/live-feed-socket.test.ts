import { ws } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { createFeedSocket, RETRY_MS, type FeedStatus } from '../../src/lib/live-feed-socket';
import { server } from '../server';

const feed = ws.link(env.liveFeedUrl);

type Client = Parameters<Parameters<typeof feed.addEventListener<'connection'>>[1]>[0]['client'];

/** Every connection the app opens, as msw sees it. */
/** Connections the app closed (or that closed). */
const closed = new Set<Client>();

function trackConnections() {
  const clients: Client[] = [];
  server.use(
    feed.addEventListener('connection', ({ client }) => {
      clients.push(client);
      client.addEventListener('close', () => closed.add(client));
    }),
  );
  return clients;
}

const parseNumber = (data: unknown) =>
  typeof data === 'object' && data !== null && 'n' in data && typeof data.n === 'number' ? data.n : null;

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

const open: { unsubscribe: () => void }[] = [];
afterEach(() => {
  for (const subscription of open.splice(0)) subscription.unsubscribe();
});

function subscribe<T>(
  socket: ReturnType<typeof createFeedSocket<T>>,
  listener: (message: T) => void = () => undefined,
) {
  const unsubscribe = socket.subscribe(listener);
  open.push({ unsubscribe });
  return unsubscribe;
}

describe('the shared feed socket', () => {
  it('opens with the first subscriber, passes parsed frames, drops and counts the rest', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    const statuses: FeedStatus[] = [];
    socket.onStatus((status) => statuses.push(status));
    const received: number[] = [];
    subscribe(socket, (n) => received.push(n));
    subscribe(socket);
    await flush();
    expect(clients).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'connected']);

    for (const frame of ['{"n":1}', 'not json', '{"m":2}', '{"n":"3"}', '{"n":4}', '']) clients[0]?.send(frame);
    await flush();
    expect(received).toEqual([1, 4]);
    expect(socket.dropped()).toBe(4);
  });

  it('retries exactly 3 s after a close it did not ask for, and never runs two sockets', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    const statuses: FeedStatus[] = [];
    socket.onStatus((status) => statuses.push(status));
    subscribe(socket);
    await flush();
    for (let drop = 1; drop <= 20; drop++) {
      clients.at(-1)?.close();
      await flush();
      expect(socket.status()).toBe('disconnected');
      await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
      expect(clients).toHaveLength(drop);
      await vi.advanceTimersByTimeAsync(1);
      expect(clients).toHaveLength(drop + 1);
      expect(clients.slice(0, -1).every((client) => closed.has(client))).toBe(true);
    }
    expect(statuses.slice(0, 5)).toEqual(['connecting', 'connected', 'disconnected', 'reconnecting', 'connected']);
  });

  it('closes with the last subscriber and does not retry after that', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    const first = subscribe(socket);
    const second = subscribe(socket);
    await flush();
    first();
    await flush();
    expect(socket.status()).toBe('connected');
    second();
    await flush();
    expect(socket.status()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(RETRY_MS * 5);
    expect(clients).toHaveLength(1);
  });

  it('closes the socket on an error, and so retries', async () => {
    vi.useFakeTimers();
    // msw cannot make a socket fail, so this one case uses a socket that only knows how to fail.
    const made: FailingSocket[] = [];
    class FailingSocket {
      onopen: (() => void) | null = null;
      onmessage: (() => void) | null = null;
      onclose: (() => void) | null = null;
      onerror: (() => void) | null = null;
      closed = false;
      constructor() {
        made.push(this);
      }
      close() {
        this.closed = true;
        this.onclose?.();
      }
    }
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber, {
      WebSocketImpl: FailingSocket as unknown as typeof WebSocket,
    });
    subscribe(socket);
    made[0]?.onerror?.();
    expect(made[0]?.closed).toBe(true);
    expect(socket.status()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(made).toHaveLength(2);
  });
});
