import { create } from 'zustand';
import { logAlerts, type LoggedAlert, type StrategyAlert } from '../model/strategy-alerts';
import type { Strategy } from '../model/strategies';

interface StrategyAlertLog {
  /** Newest first, the last 50 of the session. */
  entries: readonly LoggedAlert[];
  add: (strategy: Strategy, alerts: readonly StrategyAlert[], time: number) => void;
  clear: () => void;
}

/**
 * The session's strategy alerts, from every strategy panel: one store for the seven panels (they share this module,
 * one lazy chunk), in memory only, so the list is gone when the tab is closed or reloaded, as the issue asks.
 */
export const useStrategyAlertLog = create<StrategyAlertLog>()((set) => ({
  entries: [],
  add: (strategy, alerts, time) => {
    if (alerts.length > 0) set(({ entries }) => ({ entries: logAlerts(entries, strategy, alerts, time) }));
  },
  clear: () => set({ entries: [] }),
}));
