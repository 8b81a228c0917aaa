import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrategySettings } from '../../../account-record/volume-bot';
import type { VenueId } from '../../../markets/model/venues';
import type { Strategy } from '../model/strategies';
import { alertSnapshot, strategyAlerts, type StrategyAlertSettings } from '../model/strategy-alerts';
import type { StrategyWatch } from '../model/strategy-watch';
import { alertText } from './alert-words';
import { openAlertScope, type AlertScope } from '../../../components/alerts/alert-pipeline';
import { composeStrategyAlert, STRATEGY_ALERT_SCOPE, strategyAlertRecord } from './strategy-alert-output';
import { useStrategyAlertLog } from './strategy-alert-log';

export interface StrategyAlertOptions {
  strategy: Strategy;
  /** The panel's title, for the notification. */
  title: string;
  watch: StrategyWatch;
  /** A leg's first read is still on its way: no reading to judge yet. */
  reading: boolean;
  /** Each venue's funding per hour for the market now. */
  rates: Partial<Record<VenueId, number>>;
  saved: StrategySettings;
  settings: StrategyAlertSettings;
  /** A click on the notification brings the panel forward. */
  focusPanel: () => void;
}

/**
 * A strategy's alerts, from the live readings of its saved settings while its panel is open with alerts on: each new
 * reading is judged against the one before (strategyAlerts); what it raises goes into the session's list at once and
 * out through the alert pipeline in the tab's one strategy scope (strategy-alert-output.ts): a chime and a desktop notification at most once every
 * 5 s, grouped across strategies. When alerts are turned on, or another strategy is saved, the next reading is a
 * first one: a problem already there (a pair opened 8 % apart) alerts once.
 * The last reading is the session's (see the log), so the panel drawn again does not repeat what it alerted.
 */
export function useStrategyAlerts(options: StrategyAlertOptions): void {
  const { strategy, watch, reading, rates, saved, settings } = options;
  const { t, i18n } = useTranslation();
  const latest = useRef({ ...options, t });
  useEffect(() => {
    latest.current = { ...options, t };
  });
  const add = useStrategyAlertLog((log) => log.add);

  // While alerts are on, the panel is one of the sources of the tab's strategy scope, read when an alert goes out (its
  // latest sound setting and language); off or closed, what it had waiting is dropped.
  const enabled = settings.enabled;
  const scopeRef = useRef<AlertScope | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const scope = openAlertScope(STRATEGY_ALERT_SCOPE, composeStrategyAlert);
    scopeRef.current = scope;
    const remove = scope.addSource(strategy, () => {
      const { settings: now, focusPanel, t: translate } = latest.current;
      return { sound: now.sound, focus: focusPanel, t: translate };
    });
    return () => {
      remove();
      scope.close();
      scopeRef.current = null;
    };
  }, [enabled, strategy]);

  const remember = useStrategyAlertLog((log) => log.remember);
  const key = `${saved.market}|${saved.savedAt}`;
  useEffect(() => {
    if (!settings.enabled) {
      // Turned off: the next time alerts are on starts afresh.
      if (useStrategyAlertLog.getState().readings[strategy]) remember(strategy, null);
      return;
    }
    if (reading) return;
    const last = useStrategyAlertLog.getState().readings[strategy];
    const previous = last?.key === key ? last.snapshot : null;
    const current = alertSnapshot(watch, rates, saved);
    // The clock redraws the panel every second: the same reading is neither judged nor kept again.
    if (previous && JSON.stringify(previous) === JSON.stringify(current)) return;
    const alerts = strategyAlerts(previous, current, settings);
    remember(strategy, { key, snapshot: current });
    if (alerts.length === 0) return;
    const now = Date.now();
    add(strategy, alerts, now);
    const { title } = latest.current;
    const alone = t('volumeBot.alerts.notifyOne', { strategy: title });
    scopeRef.current?.push(
      alerts.map((alert) => strategyAlertRecord(strategy, title, alone, alertText(alert, t, i18n.language), now)),
    );
  });
}
