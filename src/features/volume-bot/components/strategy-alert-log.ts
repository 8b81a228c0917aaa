import { create } from 'zustand';
import { logAlerts, type AlertSnapshot, type LoggedAlert, type StrategyAlert } from '../model/strategy-alerts';
import type { Strategy } from '../model/strategies';

/** The last reading a strategy's alerts were judged on, and what it was judged under (alerts on, saved settings). */
export interface LastReading {
  key: string;
  snapshot: AlertSnapshot;
}

interface StrategyAlertLog {
  /** Newest first, the last 50 of the session. */
  entries: readonly LoggedAlert[];
  /**
   * Each strategy's last reading, kept for the session rather than by the panel: a panel drawn again (the workspace
   * switching to its phone layout, or the panel closed and opened) does not alert again on what it already alerted.
   */
  readings: Readonly<Partial<Record<Strategy, LastReading>>>;
  add: (strategy: Strategy, alerts: readonly StrategyAlert[], time: number) => void;
  remember: (strategy: Strategy, reading: LastReading | null) => void;
  clear: () => void;
}

/**
 * The session's strategy alerts, from every strategy panel: one store for the seven panels (they share this module,
 * one lazy chunk), in memory only, so the list is gone when the tab is closed or reloaded, as the issue asks.
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
