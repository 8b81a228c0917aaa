import { useSyncExternalStore } from 'react';

/**
 * One shared one-second clock for ages and countdowns: a single timer however many cells show a time, and only the
 * components that read it re-render when it ticks.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => now;

/** The time, updated every second while mounted. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
