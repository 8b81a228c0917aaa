import type { WatcherLocks } from './environment';

/**
 * The watcher's election on the Web Locks API: the tab that holds the lock is the watcher, for as long as it holds it;
 * the others wait in the lock's queue. When the watcher lets go, or its tab closes, reloads or crashes, the browser
 * releases the lock at once and grants it to the next tab in the queue, which takes over in the same moment: nothing
 * to time out, so no heartbeat (see docs/decisions/0200-one-watcher-per-browser-on-web-locks.md).
 */
export interface Election {
  /** Leaves the queue, or lets go of the lock; `join` queues again. */
  leave: () => void;
  /** Queues for the lock (again), unless already queued or holding it. */
  join: () => void;
}

export interface ElectionEvents {
  /** This tab holds the lock now. */
  granted: () => void;
  /** The browser refused the request (a sandboxed frame, a document going away): the tab must do without. */
  refused: () => void;
}

interface Attempt {
  abort: AbortController;
  release: () => void;
}

export function electWatcher(locks: WatcherLocks, name: string, events: ElectionEvents): Election {
  let attempt: Attempt | null = null;

  const join = () => {
    if (attempt) return;
    const abort = new AbortController();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const current: Attempt = { abort, release };
    attempt = current;
    const granted = async () => {
      // Left before the lock came: let it go at once.
      if (attempt !== current) return;
      events.granted();
      await held;
    };
    let request: Promise<void>;
    try {
      request = locks.request(name, { signal: abort.signal }, granted);
    } catch {
      request = Promise.reject(new Error('refused'));
    }
    request.catch(() => {
      // Leaving the queue rejects the request: that is no refusal.
      if (abort.signal.aborted) return;
      attempt = null;
      events.refused();
    });
  };

  const leave = () => {
    const current = attempt;
    if (!current) return;
    attempt = null;
    current.abort.abort();
    current.release();
  };

  return { join, leave };
}
