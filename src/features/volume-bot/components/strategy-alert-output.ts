import type { ComposeAlert } from '../../../components/alerts/alert-pipeline';
import type { AlertRecord } from '../../../components/alerts/alert-record';
import { namedLines, sourceCount } from '../../../components/alerts/alert-record';

/**
 * Every strategy alert of the tab goes out through one scope of the alert pipeline: at most one chime and one desktop
 * notification every 5 s, whatever the number of strategies watched, the alerts of several strategies grouped in
 * one, each line named by its strategy. An alert whose strategy's alerts were turned off while it waited is dropped.
 */
export const STRATEGY_ALERT_SCOPE = 'strategies';

/** One strategy alert, in words, as it is raised. */
export function strategyAlertRecord(
  strategy: string,
  panelTitle: string,
  title: string,
  text: string,
  time: number,
  rule: string,
): AlertRecord {
  return { kind: 'strategy', rule, sourceId: strategy, source: panelTitle, title, lines: [text], name: null, time };
}

/** One alert by its strategy; several of one strategy by their number; several strategies' by both numbers. */
export const composeStrategyAlert: ComposeAlert = (records, t) => {
  const last = records.at(-1);
  const strategies = sourceCount(records);
  const one = strategies === 1;
  const title =
    records.length === 1
      ? (last?.title ?? '')
      : one
        ? t('volumeBot.alerts.notifyMany', { strategy: last?.source, count: records.length })
        : t('volumeBot.alerts.notifyStrategies', { count: records.length, strategies });
  return {
    title,
    body: one ? records.flatMap((record) => record.lines).join('\n') : namedLines(records),
    tag: one ? `poolbot-strategy-${last?.sourceId ?? ''}` : 'poolbot-strategies',
  };
};
