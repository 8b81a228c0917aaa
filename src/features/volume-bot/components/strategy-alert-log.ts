import { create } from 'zustand';
import type { PositionSnapshot } from '../model/position-alerts';
import { logAlerts, type AlertSnapshot, type AnyStrategyAlert, type LoggedAlert } from '../model/strategy-alerts';
import type { Strategy } from '../model/strategies';

/** The last reading a strategy's alerts were judged on, and what it was judged under (alerts on, saved settings). */
export interface LastReading {
  key: string;
  snapshot: AlertSnapshot;
  position: PositionSnapshot;
}

interface StrategyAlertLog {
  /** Newest first, the last 50 of the session. */
  entries: readonly LoggedAlert[];
  /**
   * Each strategy's last reading, kept for the session by the strategies' guard (strategy-guard.tsx), which judges each
   * new reading against it; forgotten when the strategy's alerts go off.
   */
  readings: Readonly<Partial<Record<Strategy, LastReading>>>;
  add: (strategy: Strategy, alerts: readonly AnyStrategyAlert[], time: number) => void;
  remember: (strategy: Strategy, reading: LastReading | null) => void;
  clear: () => void;
}

/**
 * The session's strategy alerts, raised by the strategies' guard in this tab and listed by every strategy panel, in
 * memory only, so the list is gone when the tab is closed or reloaded.
 */
export const useStrategyAlertLog = create<StrategyAlertLog>()((set) => ({
  entries: [],
  readings: {},
  add: (strategy, alerts, time) => {
    if (alerts.length > 0) set(({ entries }) => ({ entries: logAlerts(entries, strategy, alerts, time) }));
  },
  remember: (strategy, reading) =>
    set(({ readings }) => ({
      readings: reading
        ? { ...readings, [strategy]: reading }
        : Object.fromEntries(Object.entries(readings).filter(([id]) => id !== strategy)),
    })),
  clear: () => set({ entries: [] }),
}));
