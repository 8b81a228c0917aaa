import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrategySettings } from '../../../account-record/volume-bot';
import type { VenueId } from '../../../markets/model/venues';
import { openAlertScope, type AlertScope } from '../../../components/alerts/alert-pipeline';
import type { KeptAlertSettings } from '../model/kept-alert-settings';
import { positionAlerts, positionSnapshot } from '../model/position-alerts';
import type { Strategy } from '../model/strategies';
import { alertSnapshot, strategyAlerts } from '../model/strategy-alerts';
import type { StrategyWatch } from '../model/strategy-watch';
import { alertText } from './alert-words';
import { composeStrategyAlert, STRATEGY_ALERT_SCOPE, strategyAlertRecord } from './strategy-alert-output';
import { lastReading, rememberReading } from './strategy-readings';

export interface StrategyAlertOptions {
  strategy: Strategy;
  /** The strategy's panel title, for the notification. */
  title: string;
  watch: StrategyWatch;
  /** A leg's first read is still on its way: no reading to judge yet. */
  reading: boolean;
  /** Each venue's funding per hour for the market now. */
  rates: Partial<Record<VenueId, number>>;
  saved: StrategySettings;
  settings: KeptAlertSettings;
  /** Margin used ÷ equity on the venues of its perpetual legs (null: not read). */
  marginRatios: Partial<Record<VenueId, number | null>>;
  /** My Balance's margin-use warning level, a fraction (0.8 for 80 %). */
  marginLevel: number;
  /** A click on the notification: brings the app forward. */
  focus: () => void;
}

/**
 * A strategy's alerts while they are on, from the live readings of its saved settings (run by the strategies' guard,
 * strategy-guard.tsx, whether the strategy's panel is open or not): each new reading is judged against the one before
 * (strategyAlerts, positionAlerts); what it raises goes out through the alert pipeline in the tab's one strategy
 * scope (strategy-alert-output.ts): a chime and a desktop notification at most once every 5 s, grouped across
 * strategies; the pipeline has each kept in the alert log as it is raised. The first reading after alerts go on, or
 * after another strategy is saved, states the problems already there, once.
 */
export function useStrategyAlerts(options: StrategyAlertOptions): void {
  const { strategy, watch, reading, rates, saved, settings, marginRatios, marginLevel } = options;
  const { t, i18n } = useTranslation();
  const latest = useRef({ ...options, t });
  useEffect(() => {
    latest.current = { ...options, t };
  });

  // The strategy is one of the sources of the tab's strategy scope, read when an alert goes out (its latest sound
  // setting and language). Its alerts gone off, what it had waiting is dropped, and its last reading forgotten: the
  // next time they are on starts afresh.
  const scopeRef = useRef<AlertScope | null>(null);
  useEffect(() => {
    const scope = openAlertScope(STRATEGY_ALERT_SCOPE, composeStrategyAlert);
    scopeRef.current = scope;
    const remove = scope.addSource(strategy, () => {
      const { settings: now, focus, t: translate } = latest.current;
      return { sound: now.sound, focus, t: translate };
    });
    return () => {
      remove();
      scope.close();
      scopeRef.current = null;
      rememberReading(strategy, null);
    };
  }, [strategy]);

  const key = `${saved.market}|${saved.savedAt}`;
  useEffect(() => {
    if (reading) return;
    const last = lastReading(strategy);
    const previous = last?.key === key ? last : null;
    const current = {
      key,
      snapshot: alertSnapshot(watch, rates, saved),
      position: positionSnapshot(watch, marginRatios),
    };
    // The same reading is neither judged nor kept again.
    if (
      previous &&
      JSON.stringify([previous.snapshot, previous.position]) === JSON.stringify([current.snapshot, current.position])
    ) {
      return;
    }
    const alerts = [
      ...strategyAlerts(previous?.snapshot ?? null, current.snapshot, settings),
      ...positionAlerts(previous?.position ?? null, current.position, settings, marginLevel),
    ];
    rememberReading(strategy, current);
    if (alerts.length === 0) return;
    const now = Date.now();
    const { title } = latest.current;
    const alone = t('volumeBot.alerts.notifyOne', { strategy: title });
    scopeRef.current?.push(
      alerts.map((alert) =>
        strategyAlertRecord(strategy, title, alone, alertText(alert, t, i18n.language), now, alert.kind),
      ),
    );
  });
}
