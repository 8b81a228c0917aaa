import { useSyncExternalStore } from 'react';

/**
 * One clock for every age on screen: a single timer ticks each second while anything shows an age, and every row
 * reads the same "now" (a timer per row would be hundreds of timers and as many separate renders).
 */
export const TICK_MS = 1000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => now;

/** The time of the last tick; the component renders again at the next one. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
