import { createAlertLog, type AlertLog } from '../alert-log/alert-log-store';
import { alertLogChanged, keepAlerts, plugAlertLog } from '../alert-log/live-alert-log';
import { alertRecordSchema, MAX_ALERT_LINES, MAX_ALERT_TEXT, type AlertRecord } from '../alert-log/model/alert-record';
import { setAlertSink } from '../components/alerts/alert-pipeline';
import type { AlertRecord as RaisedAlert } from '../components/alerts/alert-record';

/**
 * Every alert raised goes into the signed-in user's alert log (DESIGN §10; docs/architecture.md, "The alert log"):
 * the alert pipeline hands each record over as it is raised, before the throttle groups them. The watcher tab (or a
 * tab alone) keeps them and tells the other tabs, whose lists read the log again; the strategies' guard runs in the
 * watcher only, so their alerts are kept once. A deal found by a panel of another tab is kept by that tab: the same
 * deal found in two tabs has one id (its feed event's), so it is one record.
 */

/** What a tab may say of the log to the others (the tab client's channel carries it). */
export interface AlertLogChannel {
  /** Whether this tab keeps the alerts raised by its strategies' guard and tells the others. */
  watching: () => boolean;
  publishKept: (records: AlertRecord[]) => void;
  publishRead: (upTo: number) => void;
  onKept: (listener: (records: AlertRecord[]) => void) => () => void;
  onRead: (listener: (upTo: number) => void) => () => void;
}

const clip = (text: string): string => (text.length > MAX_ALERT_TEXT ? `${text.slice(0, MAX_ALERT_TEXT - 1)}…` : text);

/**
 * A raised alert as the log keeps it, or null when it cannot be one (the record schema is the judge). Its id is its
 * deal's (the same in every tab) or its strategy, rule, time and place in the batch (one batch per reading).
 */
export function loggedAlert(raised: RaisedAlert, index: number): AlertRecord | null {
  const kind = raised.rule ?? raised.kind;
  const id = (raised.key ?? `${raised.sourceId}|${kind}|${raised.time}|${index}`).slice(0, 100);
  const record: AlertRecord = {
    id,
    at: raised.time,
    kind,
    sourceId: raised.sourceId.slice(0, 200),
    sourceName: clip(raised.source),
    title: clip(raised.title),
    lines: raised.lines.slice(0, MAX_ALERT_LINES).map(clip),
    read: false,
  };
  return alertRecordSchema.safeParse(record).success ? record : null;
}

/** Plugs the user's alert log into the app; returns what unplugs it. `channel` is null for a tab alone. */
export function linkAlertLog(userId: string, channel: AlertLogChannel | null, log: AlertLog = createAlertLog()) {
  const unplug = plugAlertLog({
    userId,
    log,
    share(change) {
      if (!channel) return;
      if ('kept' in change) {
        if (channel.watching()) channel.publishKept([...change.kept]);
      } else channel.publishRead(change.readUpTo);
    },
  });
  const unsink = setAlertSink((raised) => {
    const records = raised.flatMap((one, index) => loggedAlert(one, index) ?? []);
    void keepAlerts(records);
  });
  // A tab whose log is in memory (the browser refused the store) keeps its own copy of what the others tell.
  const stops = channel
    ? [
        channel.onKept((records) => {
          if (log.durable()) alertLogChanged();
          else void log.add(userId, records).then(alertLogChanged);
        }),
        channel.onRead((upTo) => {
          if (log.durable()) alertLogChanged();
          else void log.markAllRead(userId, upTo).then(alertLogChanged);
        }),
      ]
    : [];
  return () => {
    for (const stop of stops) stop();
    unsink();
    unplug();
  };
}
