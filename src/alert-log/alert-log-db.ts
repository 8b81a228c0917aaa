import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { env } from '../config/env';
import type { AlertRecord } from './model/alert-record';

/** `{product}_alert_log`, like the other storage keys (`poolbot_alert_log`). */
export const ALERT_DB_NAME = `${env.productName.toLowerCase()}_alert_log`;
export const ALERT_DB_VERSION = 1;
export const ALERTS_STORE = 'alerts';
export const BY_USER_INDEX = 'byUser';

/** One kept alert: whose, and the alert, under a key of both. */
export interface StoredAlert extends AlertRecord {
  key: string;
  userId: string;
}

export interface AlertLogSchema extends DBSchema {
  alerts: { key: string; value: StoredAlert; indexes: { byUser: [string, number] } };
}

export type AlertLogDb = IDBPDatabase<AlertLogSchema>;

/** JSON, so that no user id can run into the alert's. */
export const alertKey = (userId: string, id: string): string => JSON.stringify([userId, id]);

/** A user's alerts raised from `from` (inclusive) to `to` (exclusive), as index keys. */
export const userBetween = (userId: string, from: number, to: number): IDBKeyRange =>
  IDBKeyRange.bound([userId, from], [userId, to], false, true);

/**
 * Opens the alert log, or throws when the browser refuses (no IndexedDB, private mode, a security policy). Another tab
 * opening a newer version makes this one let go (`onLost`); the log then opens again on its next use.
 */
export function openAlertLogDb(onLost: () => void): Promise<AlertLogDb> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('no IndexedDB'));
  try {
    return openDB<AlertLogSchema>(ALERT_DB_NAME, ALERT_DB_VERSION, {
      upgrade(db) {
        const store = db.createObjectStore(ALERTS_STORE, { keyPath: 'key' });
        store.createIndex(BY_USER_INDEX, ['userId', 'at']);
      },
      blocking: onLost,
      terminated: onLost,
    });
  } catch (error) {
    // A browser that blocks site data throws at once (a SecurityError), not in the request: refused all the same.
    return Promise.reject(error instanceof Error ? error : new Error('IndexedDB refused'));
  }
}
