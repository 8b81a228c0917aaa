/**
 * The app's one clock for ages and countdowns: a single one-second timer however many rows, cells and headings show a
 * time, running only while something listens, and every listener reads the same "now" (a timer per row would be
 * hundreds of timers and as many separate renders).
 */
export const TICK_MS = 1000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

/** Listens to the ticks; the returned function stops listening, and the timer stops with the last listener. */
export function subscribeClock(listener: () => void): () => void {
  if (listeners.size === 0) timer = setInterval(tick, TICK_MS);
  // A first listener, or one that joins a clock whose last tick is far from now (the timer held back while the tab
  // slept, or the system clock moved): it starts from the time of now, not from that tick.
  if (listeners.size === 0 || Math.abs(Date.now() - now) > 2 * TICK_MS) now = Date.now();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The time of the last tick (or of the first listener). */
export const clockNow = (): number => now;
