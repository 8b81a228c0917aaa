import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { env } from '../../config/env';
import type { FeedEvent } from '../model/feed-event';
import type { FeedKind, FeedPlatform } from '../platforms';

/** `{product}_feed_history`, like the other storage keys (`poolbot_feed_history`). */
export const HISTORY_DB_NAME = `${env.productName.toLowerCase()}_feed_history`;
export const HISTORY_DB_VERSION = 1;
export const EVENTS_STORE = 'events';
export const BY_FEED_INDEX = 'byFeed';

/** One kept event: whose, which feed, when it arrived (indexed with the feed, for ranges by age) and the event. */
export interface HistoryRecord {
  /** The feed and the event's identity: the same event of the same feed is one record. */
  id: string;
  feed: string;
  receivedAt: number;
  event: FeedEvent;
}

export interface HistorySchema extends DBSchema {
  events: { key: string; value: HistoryRecord; indexes: { byFeed: [string, number] } };
}

export type HistoryDb = IDBPDatabase<HistorySchema>;

/** One user's listings or sales of one platform. JSON, so that no id can run into the next part. */
export const feedId = (userId: string, platform: FeedPlatform, kind: FeedKind): string =>
  JSON.stringify([userId, platform, kind]);

/** Every index key of a feed, whatever type its time has: an array sorts after numbers, dates and strings. */
export const wholeFeed = (feed: string): IDBKeyRange => IDBKeyRange.bound([feed], [feed, []]);

/** A feed's events received from `from` (inclusive) to `to` (exclusive), as index keys. */
export const feedBetween = (feed: string, from: number, to: number): IDBKeyRange =>
  IDBKeyRange.bound([feed, from], [feed, to], false, true);

/**
 * Opens the history database, or throws when the browser refuses (no IndexedDB, private mode, a security policy).
 * Another tab opening a newer version makes this one let go; the store then reopens on its next use.
 */
export function openHistoryDb(onLost: () => void): Promise<HistoryDb> {
  return openDB<HistorySchema>(HISTORY_DB_NAME, HISTORY_DB_VERSION, {
    upgrade(db) {
      const store = db.createObjectStore(EVENTS_STORE, { keyPath: 'id' });
      store.createIndex(BY_FEED_INDEX, ['feed', 'receivedAt']);
    },
    blocking() {
      onLost();
    },
    terminated() {
      onLost();
    },
  });
}
