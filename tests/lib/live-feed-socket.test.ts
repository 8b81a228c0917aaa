// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { createFeedSocket, RETRY_MS, type FeedStatus } from '../../src/lib/live-feed-socket';
import { closed, trackConnections } from '../feed-server';

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

describe('the shared feed socket, in detail', () => {
  it('is disconnected before anyone subscribes, and opens no socket until then', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(socket.status()).toBe('disconnected');
    expect(socket.dropped()).toBe(0);
    expect(clients).toHaveLength(0);
  });

  it('closes the connection itself when the last subscriber leaves', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    const leave = subscribe(socket);
    await flush();
    expect(clients).toHaveLength(1);
    leave();
    await flush();
    expect(clients[0] && closed.has(clients[0])).toBe(true);
  });

  it('tells each status once, and stops telling a listener that left', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    const statuses: FeedStatus[] = [];
    const heardByLeaver: FeedStatus[] = [];
    socket.onStatus((status) => statuses.push(status));
    const stopListening = socket.onStatus((status) => heardByLeaver.push(status));
    const leave = subscribe(socket);
    await flush();
    stopListening();
    clients[0]?.close();
    await flush();
    // The last subscriber leaves while the retry waits: still disconnected, which is not news.
    leave();
    await flush();
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected']);
    expect(heardByLeaver).toEqual(['connecting', 'connected']);
  });

  it('connects afresh (not "reconnecting") for a subscriber who comes after everyone left', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    const statuses: FeedStatus[] = [];
    socket.onStatus((status) => statuses.push(status));
    subscribe(socket)();
    await flush();
    subscribe(socket);
    await flush();
    expect(statuses).toEqual(['connecting', 'disconnected', 'connecting', 'connected']);
    expect(socket.status()).toBe('connected');
    // The first socket, closed on purpose, says nothing more when its close arrives.
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(socket.status()).toBe('connected');
    expect(clients).toHaveLength(2);
  });

  it('leaves the retry to its timer when someone subscribes while it waits', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    subscribe(socket);
    await flush();
    clients[0]?.close();
    await flush();
    subscribe(socket);
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(clients).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(clients).toHaveLength(2);
    expect(socket.status()).toBe('connected');
  });

  it('retries when the socket cannot even be created', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    // A constructor that always throws, as `new WebSocket(url)` does when the page may not open it.
    function RefusedSocket(): never {
      attempts++;
      throw new DOMException('blocked', 'SecurityError');
    }
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber, {
      WebSocketImpl: RefusedSocket as unknown as typeof WebSocket,
      retryMs: 500,
    });
    const statuses: FeedStatus[] = [];
    socket.onStatus((status) => statuses.push(status));
    const leave = subscribe(socket);
    expect(attempts).toBe(1);
    expect(socket.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(499);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    leave();
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempts).toBe(2);
    expect(statuses).toEqual(['connecting', 'disconnected']);
  });
});

describe('sockets the feed has let go of', () => {
  /** A socket whose close event comes a moment after close(), as in a browser; it can still deliver a frame. */
  class SlowClosingSocket {
    static made: SlowClosingSocket[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      SlowClosingSocket.made.push(this);
      setTimeout(() => this.onopen?.(), 0);
    }
    close() {
      setTimeout(() => this.onclose?.(), 10);
    }
  }

  it('hears nothing more from a socket it closed on purpose, even while its close is under way', async () => {
    vi.useFakeTimers();
    SlowClosingSocket.made = [];
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber, {
      WebSocketImpl: SlowClosingSocket as unknown as typeof WebSocket,
    });
    const received: number[] = [];
    subscribe(socket, (n) => received.push(n))();
    const statuses: FeedStatus[] = [];
    socket.onStatus((status) => statuses.push(status));
    subscribe(socket, (n) => received.push(n));
    await vi.advanceTimersByTimeAsync(0);
    const [first, second] = SlowClosingSocket.made;
    first?.onmessage?.({ data: '{"n":1}' });
    second?.onmessage?.({ data: '{"n":2}' });
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(received).toEqual([2]);
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(SlowClosingSocket.made).toHaveLength(2);
  });

  it('waits the full 3 s after a drop even when an earlier retry was cancelled by everyone leaving', async () => {
    vi.useFakeTimers();
    const clients = trackConnections();
    const socket = createFeedSocket(env.liveFeedUrl, parseNumber);
    const leave = subscribe(socket);
    await flush();
    clients[0]?.close(); // t = 0: a retry is due at 3000
    await vi.advanceTimersByTimeAsync(100);
    leave(); // everyone left: that retry is off
    await vi.advanceTimersByTimeAsync(100);
    subscribe(socket); // t = 200: a new socket
    await flush();
    expect(clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    clients[1]?.close(); // t = 300: its retry is due at 3300
    await flush();
    await vi.advanceTimersByTimeAsync(2800); // t = 3100
    expect(clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200); // t = 3300
    expect(clients).toHaveLength(3);
  });
});
