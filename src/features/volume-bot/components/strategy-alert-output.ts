import type { TFunction } from 'i18next';
import { playAlertSound, showAlertNotification } from '../../../components/alerts/alert-output';
import { createAlertThrottle, type AlertThrottle } from '../../../lib/alert-throttle';
import type { Strategy } from '../model/strategies';

/** What a strategy panel with alerts on tells the output, read when an alert goes out (its latest settings). */
export interface AlertSource {
  /** The panel's title: the strategy's name as the user reads it. */
  title: string;
  sound: boolean;
  /** A click on the notification brings the panel forward. */
  focusPanel: () => void;
  t: TFunction;
}

interface Outgoing {
  strategy: Strategy;
  text: string;
}

/** The strategy panels open with alerts on, each read through its getter when an alert goes out. */
const sources = new Map<Strategy, () => AlertSource>();

/**
 * Every strategy alert of the tab goes out through one throttle: at most one chime and one desktop notification every
 * 5 s, whatever the number of strategy panels open, the alerts of several strategies grouped in one, each line named
 * by its strategy. An alert whose panel closed or whose alerts were turned off while it waited is dropped.
 */
function send(items: Outgoing[]) {
  const live = items.flatMap((item) => {
    const source = sources.get(item.strategy)?.();
    return source ? [{ ...item, source }] : [];
  });
  const last = live.at(-1);
  if (!last) return;
  const { t } = last.source;
  const strategies = new Set(live.map((item) => item.strategy));
  if (live.some((item) => item.source.sound)) playAlertSound();
  const texts = live.map((item) => item.text);
  const one = strategies.size === 1;
  let title: string;
  if (live.length === 1) title = t('volumeBot.alerts.notifyOne', { strategy: last.source.title });
  else if (one) title = t('volumeBot.alerts.notifyMany', { strategy: last.source.title, count: live.length });
  else title = t('volumeBot.alerts.notifyStrategies', { count: live.length, strategies: strategies.size });
  showAlertNotification({
    title,
    body: one ? texts.join('\n') : live.map((item) => `${item.source.title}: ${item.text}`).join('\n'),
    tag: one ? `poolbot-strategy-${last.strategy}` : 'poolbot-strategies',
    onClick: last.source.focusPanel,
  });
}

let throttle: AlertThrottle<Outgoing> | null = null;

/** Sends a strategy's alerts (already in words) to the tab's one output. */
export function sendStrategyAlerts(strategy: Strategy, texts: readonly string[]): void {
  throttle ??= createAlertThrottle(send);
  throttle.push(texts.map((text) => ({ strategy, text })));
}

/**
 * A strategy panel with alerts on; the returned function is for when it closes or its alerts are turned off (its
 * waiting alerts are then dropped). The last one gone takes the throttle's timer with it.
 */
export function addAlertSource(strategy: Strategy, source: () => AlertSource): () => void {
  sources.set(strategy, source);
  return () => {
    if (sources.get(strategy) !== source) return;
    sources.delete(strategy);
    if (sources.size === 0) {
      throttle?.clear();
      throttle = null;
    }
  };
}
