import type { PositionSnapshot } from '../model/position-alerts';
import type { AlertSnapshot } from '../model/strategy-alerts';
import type { Strategy } from '../model/strategies';

/** The last reading a strategy's alerts were judged on, and what it was judged under (alerts on, saved settings). */
export interface LastReading {
  key: string;
  snapshot: AlertSnapshot;
  position: PositionSnapshot;
}

/**
 * Each strategy's last reading, kept for the visit by the strategies' guard (strategy-guard.tsx), which judges each
 * new reading against it; forgotten when the strategy's alerts go off. Nothing shows it, so it is a plain map: the
 * alerts it raises are kept and shown by the alert log.
 */
const readings = new Map<Strategy, LastReading>();

export const lastReading = (strategy: Strategy): LastReading | undefined => readings.get(strategy);

export function rememberReading(strategy: Strategy, reading: LastReading | null): void {
  if (reading) readings.set(strategy, reading);
  else readings.delete(strategy);
}
