import { useSyncExternalStore } from 'react';
import { clockNow, subscribeClock } from '../lib/clock';

/** The time, updated every second while mounted, from the app's one clock (lib/clock.ts). */
export function useClock(): number {
  return useSyncExternalStore(subscribeClock, clockNow, clockNow);
}
