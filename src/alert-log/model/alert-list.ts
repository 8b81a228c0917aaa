import type { AlertRecord } from './alert-record';

/** The alert log keeps, per user, the last 500 alerts of the last 30 days, whichever is less (DESIGN §10). */
export const ALERT_LOG_LIMIT = 500;
export const ALERT_LOG_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The oldest time still kept at `now`: an alert raised before it has expired. */
export const alertCutoff = (now: number): number => now - ALERT_LOG_MAX_AGE_MS;

/** How many of `count` kept alerts must go, oldest first, for the log to hold no more than its limit. */
export const excessAlerts = (count: number, limit = ALERT_LOG_LIMIT): number => Math.max(0, count - limit);

/**
 * What the log holds at `now`: each alert once (by id; the first met is kept), none raised before the cutoff, newest
 * first (equal times keep the order they came in), at most the limit.
 */
export function retainAlerts(records: readonly AlertRecord[], now: number, limit = ALERT_LOG_LIMIT): AlertRecord[] {
  const cutoff = alertCutoff(now);
  const seen = new Set<string>();
  const kept: AlertRecord[] = [];
  for (const record of records) {
    if (record.at < cutoff || seen.has(record.id)) continue;
    seen.add(record.id);
    kept.push(record);
  }
  // Array.prototype.sort is stable: ties stay in the order they came.
  kept.sort((a, b) => b.at - a.at);
  return kept.slice(0, limit);
}

/** The Alerts panel's filters: one source (a strategy, a feed) and one kind; either may be left open. */
export interface AlertFilter {
  sourceId?: string | null;
  kind?: string | null;
}

export function filterAlerts(records: readonly AlertRecord[], filter: AlertFilter = {}): AlertRecord[] {
  const { sourceId, kind } = filter;
  return records.filter(
    (record) => (sourceId == null || record.sourceId === sourceId) && (kind == null || record.kind === kind),
  );
}

export const unreadCount = (records: readonly AlertRecord[]): number =>
  records.reduce((count, record) => count + (record.read ? 0 : 1), 0);

/** "Mark all read": every alert raised up to `upTo` is read; one raised after (while the user looked) is not. */
export function markRead(records: readonly AlertRecord[], upTo: number): AlertRecord[] {
  return records.map((record) => (record.read || record.at > upTo ? record : { ...record, read: true }));
}

/** The sources met, for the filter's choices: each once, named as in its newest alert, in the order of the list. */
export function alertSources(records: readonly AlertRecord[]): { sourceId: string; sourceName: string }[] {
  const sources = new Map<string, string>();
  for (const record of records) if (!sources.has(record.sourceId)) sources.set(record.sourceId, record.sourceName);
  return [...sources].map(([sourceId, sourceName]) => ({ sourceId, sourceName }));
}

/** The kinds met, each once, in the order of the list. */
export const alertKinds = (records: readonly AlertRecord[]): string[] => [
  ...new Set(records.map((record) => record.kind)),
];
