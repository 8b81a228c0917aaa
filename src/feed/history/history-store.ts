import { historyCutoff, excessCount, pendingOnce, retainHistory } from '../model/retention';
import { eventKey, feedEventRecordSchema, type FeedEvent } from '../model/feed-event';
import type { FeedKind, FeedPlatform } from '../platforms';
import {
  BY_FEED_INDEX,
  EVENTS_STORE,
  feedBetween,
  feedId,
  openHistoryDb,
  wholeFeed,
  type HistoryDb,
  type HistoryRecord,
} from './history-db';

/**
 * The feeds' history in IndexedDB (DESIGN §10), for every panel and feature of the tab. Writes are gathered and made
 * once a second in one transaction, so that a flood of 500 events a second costs one write a second, not 500. When
 * the browser refuses the store (no IndexedDB, private mode, a full disk, a failing transaction), history is off for
 * the rest of the session, the panels work on the live feed alone and say so once, and nothing throws.
 */

/** Arrivals wait this long, then go in one transaction. */
export const HISTORY_FLUSH_MS = 1000;

export type HistoryStatus = 'on' | 'off';

export interface StoredHistory {
  /** Newest arrival first, each once, within the retention rules. */
  events: FeedEvent[];
  /** Records that could not be read (damaged or hostile) and were skipped. */
  skipped: number;
}

interface Session {
  factory: IDBFactory | undefined;
  status: HistoryStatus;
  db: Promise<HistoryDb> | null;
  pending: Map<string, FeedEvent[]>;
  timer: ReturnType<typeof setTimeout> | null;
  writing: Promise<void>;
}

const listeners = new Set<() => void>();
let session: Session | null = null;

const browserFactory = (): IDBFactory | undefined => {
  try {
    return typeof indexedDB === 'undefined' ? undefined : indexedDB;
  } catch {
    // Reading it can throw where the browser blocks site data.
    return undefined;
  }
};

/**
 * The session of the IndexedDB the page has. A new one starts if that changes: tests give every test a fresh
 * in-memory IndexedDB, and a browser never does.
 */
function current(): Session {
  const factory = browserFactory();
  if (session && session.factory === factory) return session;
  if (session?.timer) clearTimeout(session.timer);
  const fresh: Session = {
    factory,
    status: factory ? 'on' : 'off',
    db: null,
    pending: new Map(),
    timer: null,
    writing: Promise.resolve(),
  };
  session = fresh;
  return fresh;
}

function turnOff(which: Session) {
  if (which.status === 'off') return;
  which.status = 'off';
  which.pending.clear();
  if (which.timer) clearTimeout(which.timer);
  which.timer = null;
  if (which === session) for (const listener of listeners) listener();
}

function database(which: Session): Promise<HistoryDb> {
  which.db ??= openHistoryDb(() => {
    // Another tab upgraded the database, or the browser closed it: let go, and open it again when next needed.
    void which.db?.then((db) => db.close());
    which.db = null;
  });
  return which.db;
}

/** Whether history is kept in this session. */
export const historyStatus = (): HistoryStatus => current().status;

export function subscribeHistoryStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records put per turn of the page: a second of the feed's busiest is 500 records, and copying them all into the store
 * in one go held the page for tens of milliseconds (a long task). Each chunk waits for the one before it, in the same
 * transaction, so the page answers clicks in between.
 */
export const HISTORY_WRITE_CHUNK = 50;

async function write(which: Session, batches: Map<string, FeedEvent[]>): Promise<void> {
  const db = await database(which);
  const tx = db.transaction(EVENTS_STORE, 'readwrite');
  const store = tx.objectStore(EVENTS_STORE);
  const index = store.index(BY_FEED_INDEX);
  const cutoff = historyCutoff(Date.now());
  const records: HistoryRecord[] = [];
  const feeds = new Set<string>();
  for (const [userId, events] of batches) {
    for (const event of pendingOnce(events)) {
      const feed = feedId(userId, event.platform, event.kind);
      feeds.add(feed);
      records.push({ id: JSON.stringify([feed, eventKey(event)]), feed, receivedAt: event.receivedAt, event });
    }
  }
  const work = async () => {
    for (let start = 0; start < records.length; start += HISTORY_WRITE_CHUNK) {
      await Promise.all(records.slice(start, start + HISTORY_WRITE_CHUNK).map((record) => store.put(record)));
    }
    // Then, per feed, what expired, and the oldest beyond the limit.
    for (const feed of feeds) {
      for (const key of await index.getAllKeys(feedBetween(feed, -Infinity, cutoff))) await store.delete(key);
      const live = feedBetween(feed, cutoff, Infinity);
      const excess = excessCount(await index.count(live));
      if (excess > 0) for (const key of await index.getAllKeys(live, excess)) await store.delete(key);
    }
  };
  await Promise.all([work(), tx.done]);
}

/** Writes what is waiting now, in one transaction. Resolves when it is written (or history turned off). */
export function flushHistory(): Promise<void> {
  const which = current();
  if (which.timer) clearTimeout(which.timer);
  which.timer = null;
  if (which.status === 'off' || which.pending.size === 0) return which.writing;
  const batches = which.pending;
  which.pending = new Map();
  // One transaction after the other: a write never races the one before it.
  which.writing = which.writing.then(() => write(which, batches)).catch(() => turnOff(which));
  return which.writing;
}

/** Keeps a user's new feed events (oldest first): they are written with the next batch, within a second. */
export function recordHistory(userId: string, events: readonly FeedEvent[]): void {
  const which = current();
  if (which.status === 'off' || events.length === 0) return;
  const waiting = which.pending.get(userId);
  if (waiting) waiting.push(...events);
  else which.pending.set(userId, [...events]);
  which.timer ??= setTimeout(() => void flushHistory(), HISTORY_FLUSH_MS);
}

/**
 * A user's kept listings or sales of one platform, checked record by record: one that cannot be read is skipped,
 * never the rest. Nothing when history is off; a store that fails to read turns it off.
 */
export async function readHistory(userId: string, platform: FeedPlatform, kind: FeedKind): Promise<StoredHistory> {
  const which = current();
  if (which.status === 'off') return { events: [], skipped: 0 };
  const feed = feedId(userId, platform, kind);
  let records: unknown[];
  try {
    // What is waiting to be written is read too, once it is.
    await which.writing;
    const db = await database(which);
    records = await db.getAllFromIndex(
      EVENTS_STORE,
      BY_FEED_INDEX,
      feedBetween(feed, historyCutoff(Date.now()), Infinity),
    );
  } catch {
    turnOff(which);
    return { events: [], skipped: 0 };
  }
  const events: FeedEvent[] = [];
  let skipped = 0;
  for (const record of records) {
    const event = readRecord(record, feed, platform, kind);
    if (event) events.push(event);
    else skipped++;
  }
  return { events: retainHistory(events, Date.now()), skipped };
}

function readRecord(record: unknown, feed: string, platform: FeedPlatform, kind: FeedKind): FeedEvent | null {
  if (typeof record !== 'object' || record === null || !('event' in record) || !('feed' in record)) return null;
  if (record.feed !== feed) return null;
  const parsed = feedEventRecordSchema.safeParse(record.event);
  if (!parsed.success) return null;
  const event = parsed.data;
  // A record filed under another feed, or with another arrival time than its index says, is not what we wrote.
  const receivedAt = 'receivedAt' in record ? record.receivedAt : null;
  return event.platform === platform && event.kind === kind && event.receivedAt === receivedAt ? event : null;
}

/** Forgets a user's kept listings or sales of one platform, those waiting to be written included. */
export async function clearHistory(userId: string, platform: FeedPlatform, kind: FeedKind): Promise<void> {
  const which = current();
  if (which.status === 'off') return;
  const waiting = which.pending.get(userId);
  if (waiting) {
    which.pending.set(
      userId,
      waiting.filter((event) => event.platform !== platform || event.kind !== kind),
    );
  }
  const feed = feedId(userId, platform, kind);
  try {
    await which.writing;
    const db = await database(which);
    const tx = db.transaction(EVENTS_STORE, 'readwrite');
    const keys = await tx.store.index(BY_FEED_INDEX).getAllKeys(wholeFeed(feed));
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  } catch {
    turnOff(which);
  }
}
