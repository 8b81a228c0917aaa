import { useCallback, useSyncExternalStore } from 'react';
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
