/**
 * A panel alerts at most once every 5 seconds; what arrives in between goes out together in the next alert. Shared by
 * the feeds' deal alerts and the strategies' alerts (the volume bot).
 */
export const ALERT_INTERVAL_MS = 5000;

export interface AlertThrottle<T> {
  /** New deals: they alert now if the last alert is old enough, otherwise with the next one. */
  push: (items: readonly T[]) => void;
  /** Forgets deals still waiting (the panel was paused or closed, or its alerts turned off). */
  clear: () => void;
}

/**
 * Calls `fire` with every item pushed since the last call, at most once per `intervalMs`: the first deal after a quiet
 * spell alerts at once, and what arrives within the interval waits for its end.
 */
export function createAlertThrottle<T>(
  fire: (items: T[]) => void,
  intervalMs = ALERT_INTERVAL_MS,
  now: () => number = Date.now,
): AlertThrottle<T> {
  let pending: T[] = [];
  let lastFired = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  // Runs only with deals waiting: a push of nothing returns first, and clear() takes the timer away with the deals.
  const flush = () => {
    timer = null;
    const items = pending;
    pending = [];
    lastFired = now();
    fire(items);
  };

  const clear = () => {
    pending = [];
    if (timer) clearTimeout(timer);
    timer = null;
  };

  return {
    push(items) {
      if (items.length === 0) return;
      pending.push(...items);
      if (timer) return;
      const wait = lastFired + intervalMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    clear,
  };
}
