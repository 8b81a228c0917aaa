import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AlertList, AlertLog } from './alert-log-store';
import type { AlertFilter } from './model/alert-list';
import type { AlertRecord } from './model/alert-record';

/**
 * The signed-in user's alert log, as the app plugs it in (app/alert-log-link.ts), and what the panels read of it. Every
 * change (alerts kept here, kept by another tab, marked read anywhere) bumps a version: the lists read the log again.
 */

interface Plugged {
  userId: string;
  log: AlertLog;
  /** Tells the other tabs of alerts kept or marked read here. */
  share: (change: { kept: readonly AlertRecord[] } | { readUpTo: number }) => void;
}

let plugged: Plugged | null = null;
let version = 0;
const listeners = new Set<() => void>();

/** The log has changed (here or in another tab): every list reads it again. */
export function alertLogChanged(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Plugs in the user's log; returns what unplugs it (on sign-out). */
export function plugAlertLog(next: Plugged): () => void {
  plugged = next;
  alertLogChanged();
  return () => {
    if (plugged !== next) return;
    plugged = null;
    alertLogChanged();
  };
}

/** Keeps alerts in the log (the same id twice is one record), then tells this tab's lists and the others. */
export async function keepAlerts(records: readonly AlertRecord[]): Promise<void> {
  const current = plugged;
  if (!current || records.length === 0) return;
  await current.log.add(current.userId, records);
  alertLogChanged();
  current.share({ kept: records });
}

/** Marks every alert raised up to `upTo` read, here and (through the log) in every tab. */
export async function markAlertsRead(upTo: number): Promise<void> {
  const current = plugged;
  if (!current) return;
  await current.log.markAllRead(current.userId, upTo);
  alertLogChanged();
  current.share({ readUpTo: upTo });
}

export interface AlertLogView {
  /** Null while the first read is on its way, or when no user is signed in. */
  list: AlertList | null;
  /** False once the browser refused the store: the alerts are kept for this visit only. */
  durable: boolean;
}

/** The log's alerts after `filter`, newest first, read again at every change. */
export function useAlertLog(filter: AlertFilter = {}): AlertLogView {
  const seen = useSyncExternalStore(subscribe, () => version);
  const [view, setView] = useState<AlertLogView>({ list: null, durable: true });
  const { sourceId, kind } = filter;
  useEffect(() => {
    const current = plugged;
    if (!current) return;
    let live = true;
    void current.log.list(current.userId, { sourceId, kind }).then((list) => {
      if (live) setView({ list, durable: current.log.durable() });
    });
    return () => {
      live = false;
    };
  }, [seen, sourceId, kind]);
  // Signed out: nothing to show, whatever was read before.
  if (!plugged) return { list: null, durable: true };
  return view;
}

/** What marks every alert shown so far read. */
export function useMarkAlertsRead(): () => Promise<void> {
  return useCallback(() => markAlertsRead(Date.now()), []);
}
