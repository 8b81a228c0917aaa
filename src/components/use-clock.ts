import { type RefObject, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { clockNow, subscribeClock } from '../lib/clock';

/** The time, updated every second while mounted, from the app's one clock (lib/clock.ts). */
export function useClock(): number {
  return useSyncExternalStore(subscribeClock, clockNow, clockNow);
}

/**
 * The time rounded down to `stepMs`, from the same clock: the component renders again only when the step changes, not
 * at every tick. For figures that move by the minute (totals of a window, a time held in hours): a panel that read
 * useClock() and rounded would still render, with its tables, every second.
 */
export function useClockStep(stepMs: number): number {
  const stepped = useCallback(() => Math.floor(clockNow() / stepMs) * stepMs, [stepMs]);
  return useSyncExternalStore(subscribeClock, stepped, stepped);
}

/**
 * Text that follows the clock, written into the element the returned ref is given, at each tick where it changed,
 * without rendering the component: a feed shows a hundred ages that all change every second, and rendering their rows
 * again (React's work, then the layout) made a task of 30–60 ms a second in the middle of a flood. React renders no
 * children into that element; `text` is asked for the text at a given time, and is set again when it changes (a new
 * time or language).
 */
export function useClockText<E extends HTMLElement>(text: (now: number) => string): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const write = () => {
      const next = text(clockNow());
      if (element.textContent !== next) element.textContent = next;
    };
    // Listening first: a clock nobody listened to starts again from now.
    const stop = subscribeClock(write);
    write();
    return stop;
  }, [text]);
  return ref;
}
