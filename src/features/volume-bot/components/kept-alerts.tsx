import { useCallback, useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StrategySettings } from '../../../account-record/volume-bot';
import { useSaveVolumeBot } from '../../../account-record/use-volume-bot';
import { DEFAULT_KEPT_ALERT_SETTINGS, keptAlertSettings, type KeptAlertSettings } from '../model/kept-alert-settings';
import type { Strategy } from '../model/strategies';
import type { AlertFormSettings, StrategyPanelState } from '../model/strategy-alert-settings';
import { StrategyAlertSection } from './strategy-alert-settings';

export interface KeptAlerts {
  strategy: Strategy;
  /** What the strategy's alerts are set to: kept with it, else kept with its panel by an older version, else off. */
  settings: KeptAlertSettings;
  /** Whether the strategy is saved: its alerts are kept with it, and apply, once it is. */
  saved: boolean;
  /** Keeps a change with the saved strategy at once (settings apply as they change). */
  change: (next: AlertFormSettings) => void;
  /** The last change could not be kept. */
  failed: boolean;
}

type LegacyAlerts = StrategyPanelState['alerts'];

const isDefault = (settings: LegacyAlerts) =>
  (Object.keys(settings) as (keyof LegacyAlerts)[]).every(
    (name) => settings[name] === DEFAULT_KEPT_ALERT_SETTINGS[name],
  );

/**
 * A strategy's alert settings, kept with the strategy in the account record (`bots.<strategy>.alerts`): they outlive
 * the panel, a reload and the browser, and the strategies' guard reads them there. Alert settings that an older
 * version kept with the panel (in the layout) are taken over once: kept with the strategy when it is saved, or with its
 * first Save.
 */
export function useKeptAlerts(
  userId: string,
  strategy: Strategy,
  saved: StrategySettings | undefined,
  legacy: LegacyAlerts | undefined,
): KeptAlerts {
  const save = useSaveVolumeBot(userId);
  const isSaved = saved !== undefined;
  const raw = saved?.alerts;
  // The same object while the kept value is the same: the alert section is memoised on it (market data redraws the
  // panel every few seconds).
  const kept = useMemo(() => (isSaved ? keptAlertSettings(raw) : null), [isSaved, raw]);
  const settings = useMemo(() => kept ?? { ...DEFAULT_KEPT_ALERT_SETTINGS, ...legacy }, [kept, legacy]);
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });
  const { mutate } = save;
  const takeOver = isSaved && kept === null && legacy !== undefined && !isDefault(legacy);
  const takenOver = useRef(false);
  useEffect(() => {
    if (!takeOver || takenOver.current) return;
    takenOver.current = true;
    mutate({ alerts: { [strategy]: latest.current } });
  }, [takeOver, mutate, strategy]);
  // One handler for the panel's life: the alert section is memoised on it.
  const change = useCallback(
    (next: AlertFormSettings) => {
      const merged = { ...latest.current, ...next };
      latest.current = merged;
      mutate({ alerts: { [strategy]: merged } });
    },
    [mutate, strategy],
  );
  return { strategy, settings, saved: isSaved, change, failed: save.isError };
}

/** The strategy's alert settings, or, before its first Save, why there are none to set yet. */
export function KeptAlertSection({ alerts }: { alerts: KeptAlerts }) {
  const { t } = useTranslation();
  if (!alerts.saved) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('volumeBot.alerts.saveFirst')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      <StrategyAlertSection strategy={alerts.strategy} settings={alerts.settings} onChange={alerts.change} />
      {alerts.failed && <Alert severity="error">{t('volumeBot.alerts.keepFailed')}</Alert>}
    </Stack>
  );
}
