import { useTranslation } from 'react-i18next';
import type { StrategySettings, VolumeBotSettings } from '../../../account-record/volume-bot';
import { useVolumeBot } from '../../../account-record/use-volume-bot';
import { DEFAULT_MARGIN_WARNING } from '../../../account-record/margin-warning';
import { useMarginWarning } from '../../../account-record/use-margin-warning';
import { useMarketData } from '../../../markets/use-market-data';
import { keptAlertSettings, type KeptAlertSettings } from '../model/kept-alert-settings';
import { legMarginRatios } from '../model/leg-margins';
import { STRATEGIES, strategyVenues, type Strategy } from '../model/strategies';
import { useStrategyAlerts } from './use-strategy-alerts';
import { useStrategyWatch } from './use-strategy-watch';

interface GuardedStrategyProps {
  strategy: Strategy;
  saved: StrategySettings;
  settings: KeptAlertSettings;
  exchanges: VolumeBotSettings['exchanges'];
  /** My Balance's margin-use warning level (a fraction). */
  marginLevel: number;
}

/** A click on a strategy alert's notification brings the app's tab forward (the panel may well be closed). */
const focusApp = () => window.focus();

/**
 * One saved strategy with alerts on: its live reading, from the same reads (react-query keys, venue gates) as its
 * panel's watch, so that an open panel and the guard share every request; judged as it changes.
 */
function GuardedStrategy({ strategy, saved, settings, exchanges, marginLevel }: GuardedStrategyProps) {
  const { t } = useTranslation();
  const data = useMarketData(strategyVenues(strategy));
  const { watch, rates, legs } = useStrategyWatch(strategy, saved, exchanges, data);
  const marginRatios = legMarginRatios(
    legs
      .filter((leg) => leg.spec.instrument === 'perp')
      .map((leg) => ({
        venue: leg.spec.venue,
        balance: leg.balance?.kind === 'read' ? (leg.balance.data ?? null) : null,
      })),
  );
  const reading = watch.legs.some((leg) => leg.source.kind === 'loading');
  const title = t(`panels.strategies.${strategy}`);
  useStrategyAlerts({
    strategy,
    title,
    watch,
    reading,
    rates,
    saved,
    settings,
    marginRatios,
    marginLevel,
    focus: focusApp,
  });
  return null;
}

/**
 * The strategies' guard: mounted by the app in the browser's watcher tab only (one per browser, app/tab-client.ts),
 * for as long as the user is signed in. It watches every saved strategy whose alerts are on, with its panel open or
 * not, and is the only place strategy alerts are judged: an open panel shows the same readings and raises nothing.
 * Default export, loaded lazily (background.ts).
 */
export default function StrategyGuard({ userId }: { userId: string }) {
  const settings = useVolumeBot(userId);
  const kept = useMarginWarning(userId);
  if (!settings.data) return null;
  const marginLevel = kept.data ?? DEFAULT_MARGIN_WARNING;
  const { bots, exchanges } = settings.data;
  return STRATEGIES.map((strategy) => {
    const saved = bots[strategy];
    const alerts = saved ? keptAlertSettings(saved.alerts) : null;
    return saved && alerts?.enabled ? (
      <GuardedStrategy
        key={strategy}
        strategy={strategy}
        saved={saved}
        settings={alerts}
        exchanges={exchanges}
        marginLevel={marginLevel}
      />
    ) : null;
  });
}
