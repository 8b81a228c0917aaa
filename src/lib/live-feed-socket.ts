/**
 * One reconnecting WebSocket shared by every subscriber: opened with the first, closed with the last. A close that
 * nobody asked for is retried after RETRY_MS; an error closes the socket (and so retries); there is never more than
 * one socket at a time. Frames are handed to `parse`; whatever it refuses is counted and dropped, never thrown.
 */
export const RETRY_MS = 3000;

export type FeedStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface FeedSocket<T> {
  subscribe: (listener: (message: T) => void) => () => void;
  onStatus: (listener: (status: FeedStatus) => void) => () => void;
  status: () => FeedStatus;
  dropped: () => number;
  /** Calls `listener` for each frame that `parse` refused; returns the unsubscribe. */
  onDropped: (listener: () => void) => () => void;
}

interface Options {
  retryMs?: number;
  WebSocketImpl?: typeof WebSocket;
}

export function createFeedSocket<T>(
  url: string,
  parse: (data: unknown) => T | null,
  options: Options = {},
): FeedSocket<T> {
  const retryMs = options.retryMs ?? RETRY_MS;
  const listeners = new Set<(message: T) => void>();
  const statusListeners = new Set<(status: FeedStatus) => void>();
  const dropListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let status: FeedStatus = 'disconnected';
  let dropped = 0;
  let everConnected = false;

  const setStatus = (next: FeedStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const detach = (closing: WebSocket) => {
    closing.onopen = null;
    closing.onmessage = null;
    closing.onerror = null;
    closing.onclose = null;
  };

  const open = () => {
    retryTimer = null;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a guard; open is only ever called with a
    // subscriber and without a socket (the retry timer is cleared when the last one leaves), so it never returns here.
    if (listeners.size === 0 || socket) return;
    const Impl = options.WebSocketImpl ?? WebSocket;
    setStatus(everConnected ? 'reconnecting' : 'connecting');
    let created: WebSocket;
    try {
      created = new Impl(url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = created;
    created.onopen = () => {
      everConnected = true;
      setStatus('connected');
    };
    created.onmessage = (event: MessageEvent) => {
      let message: T | null;
      try {
        // Stryker disable next-line ConditionalExpression: a binary frame (Blob, ArrayBuffer) reads as '[object …]',
        // which is no JSON.
        message = typeof event.data === 'string' ? parse(JSON.parse(event.data)) : null;
      } catch {
        message = null;
      }
      if (message === null) {
        dropped++;
        for (const listener of dropListeners) listener();
        return;
      }
      for (const listener of listeners) listener(message);
    };
    created.onerror = () => created.close();
    created.onclose = () => {
      detach(created);
      // Stryker disable next-line ConditionalExpression: a socket closed on purpose is detached first, so only the
      // current one closes here.
      if (socket === created) socket = null;
      setStatus('disconnected');
      scheduleRetry();
    };
  };

  const scheduleRetry = () => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a guard; only the current socket's close or a
    // failed construction asks, both with a subscriber and no timer running.
    if (listeners.size === 0 || retryTimer) return;
    retryTimer = setTimeout(open, retryMs);
  };

  const closeOnPurpose = () => {
    // Stryker disable next-line ConditionalExpression: clearing no timer does nothing.
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (socket) {
      const closing = socket;
      socket = null;
      detach(closing);
      closing.close();
    }
    everConnected = false;
    setStatus('disconnected');
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!socket && !retryTimer) open();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) closeOnPurpose();
      };
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    status: () => status,
    dropped: () => dropped,
    onDropped(listener) {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },
  };
}
