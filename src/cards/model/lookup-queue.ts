/**
 * Which certificates to look up, and when: only those some panel shows, each once at a time, at most `maxInFlight`
 * at once and `perSecond` started in any second, so a flood of rows never becomes a flood of calls. A failure waits
 * longer each time before it is tried again; a certificate the service does not know is not asked again for
 * `notFoundMs`. The lookup itself is handed in: this module does no I/O, only timers.
 */
export interface LookupQueueOptions {
  /** Looks one key up: true when found, false when the service does not know it; a rejection is a failure. */
  lookUp: (key: string) => Promise<boolean>;
  /** Whether a key needs no lookup (its answer is kept already). */
  isKnown: (key: string) => boolean;
  now: () => number;
  maxInFlight?: number;
  perSecond?: number;
  notFoundMs?: number;
  /** The wait after the first failure; it doubles with each failure in a row, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export const LOOKUP_LIMITS = {
  maxInFlight: 4,
  perSecond: 4,
  notFoundMs: 60 * 60 * 1000,
  backoffMs: 5_000,
  maxBackoffMs: 5 * 60 * 1000,
} as const;

export interface LookupQueue {
  /** What one owner (a panel) shows now; the keys wanted are those of every owner. Replaces that owner's last list. */
  want: (owner: string, keys: readonly string[]) => void;
  /** The owner shows nothing any more (a closed panel). */
  release: (owner: string) => void;
  inFlight: () => number;
  /** Stops every timer (sign-out, tests). Lookups under way finish but start nothing more. */
  stop: () => void;
}

/** The wait before the next try after `failures` failures in a row. */
export function backoffDelay(failures: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, failures - 1));
}

export function createLookupQueue(options: LookupQueueOptions): LookupQueue {
  const { lookUp, isKnown, now } = options;
  const maxInFlight = options.maxInFlight ?? LOOKUP_LIMITS.maxInFlight;
  const perSecond = options.perSecond ?? LOOKUP_LIMITS.perSecond;
  const notFoundMs = options.notFoundMs ?? LOOKUP_LIMITS.notFoundMs;
  const backoffMs = options.backoffMs ?? LOOKUP_LIMITS.backoffMs;
  const maxBackoffMs = options.maxBackoffMs ?? LOOKUP_LIMITS.maxBackoffMs;

  const owners = new Map<string, readonly string[]>();
  const running = new Set<string>();
  /** When each key may be asked again (not found, or failed), and how many failures in a row it has had. */
  const notBefore = new Map<string, number>();
  const failures = new Map<string, number>();
  /** When the last lookups started, oldest first: at most `perSecond` within any second. */
  let starts: number[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let timerAt = Infinity;
  let stopped = false;

  const wanted = (): string[] => {
    const keys = new Set<string>();
    for (const list of owners.values()) for (const key of list) keys.add(key);
    return [...keys];
  };

  const wakeAt = (at: number) => {
    if (stopped || at >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = null;
        timerAt = Infinity;
        pump();
      },
      Math.max(0, at - now()),
    );
  };

  const settle = (key: string, outcome: 'found' | 'unknown' | 'failed') => {
    running.delete(key);
    if (outcome === 'found') {
      notBefore.delete(key);
      failures.delete(key);
    } else if (outcome === 'unknown') {
      failures.delete(key);
      notBefore.set(key, now() + notFoundMs);
    } else {
      const count = (failures.get(key) ?? 0) + 1;
      failures.set(key, count);
      notBefore.set(key, now() + backoffDelay(count, backoffMs, maxBackoffMs));
    }
    pump();
  };

  function pump() {
    if (stopped) return;
    const at = now();
    starts = starts.filter((start) => start > at - 1000);
    let nextWake = Infinity;
    for (const key of wanted()) {
      if (running.has(key) || isKnown(key)) continue;
      const allowedAt = notBefore.get(key) ?? 0;
      if (allowedAt > at) {
        nextWake = Math.min(nextWake, allowedAt);
        continue;
      }
      if (running.size >= maxInFlight) return; // a lookup that ends pumps again
      const oldest = starts[0];
      if (starts.length >= perSecond && oldest !== undefined) {
        nextWake = Math.min(nextWake, oldest + 1000);
        break;
      }
      starts.push(at);
      running.add(key);
      lookUp(key).then(
        (found) => settle(key, found ? 'found' : 'unknown'),
        () => settle(key, 'failed'),
      );
    }
    if (nextWake !== Infinity) wakeAt(nextWake);
  }

  return {
    want(owner, keys) {
      owners.set(owner, keys);
      pump();
    },
    release(owner) {
      owners.delete(owner);
    },
    inFlight: () => running.size,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
