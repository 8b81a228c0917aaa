import * as z from 'zod/mini';
import { alertKey, ALERTS_STORE, BY_USER_INDEX, openAlertLogDb, userBetween, type AlertLogDb } from './alert-log-db';
import { alertCutoff, excessAlerts, filterAlerts, markRead, retainAlerts, type AlertFilter } from './model/alert-list';
import { alertRecordShape, type AlertRecord } from './model/alert-record';

/**
 * The alert log (DESIGN §10): every alert of the deals and the strategies, per user, the last 500 and 30 days, in
 * IndexedDB through idb. One tab writes it (the watcher); every tab reads it and may mark alerts read. Each record is
 * checked on the way out: one that cannot be read is skipped (and deleted), never the rest. When the browser refuses
 * the store (no IndexedDB, private mode, a full disk, a failing transaction) the log goes on in memory for the visit
 * and says so once.
 */

export interface AlertList {
  /** Newest first, within the limits, after the filter. */
  alerts: AlertRecord[];
  /**
   * This user's records that could not be read (damaged or hostile) and were skipped, in this visit: counted by key,
   * so every view says it, whichever read met (and deleted) them first.
   */
  skipped: number;
}

export interface AlertLog {
  /** Keeps new alerts; one already kept (the same id) stays as it is, read or not. */
  add: (userId: string, records: readonly AlertRecord[]) => Promise<void>;
  list: (userId: string, filter?: AlertFilter) => Promise<AlertList>;
  /** Marks every alert raised up to `upTo` read. */
  markAllRead: (userId: string, upTo: number) => Promise<void>;
  /** Whether alerts are kept beyond the visit (false once the browser refused the store). */
  durable: () => boolean;
  /** `listener` is called once, when the log falls back to memory. */
  onFallback: (listener: () => void) => () => void;
}

export interface AlertLogOptions {
  open?: (onLost: () => void) => Promise<AlertLogDb>;
  now?: () => number;
}

const storedSchema = z.strictObject({
  ...alertRecordShape,
  key: z.string(),
  userId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** A stored record as the alert it holds, or null when it is not one this user's log would hold under its key. */
function readStored(raw: unknown, userId: string): AlertRecord | null {
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { key, userId: owner, ...record } = parsed.data;
  return owner === userId && key === alertKey(userId, record.id) ? record : null;
}

export function createAlertLog({ open = openAlertLogDb, now = Date.now }: AlertLogOptions = {}): AlertLog {
  let database: Promise<AlertLogDb | null> | null = null;
  let refused = false;
  const fallbackListeners = new Set<() => void>();
  const memory = new Map<string, AlertRecord[]>();
  const skippedKeys = new Map<string, Set<IDBValidKey>>();
  const skip = (userId: string, keys: readonly IDBValidKey[]): number => {
    const seen = skippedKeys.get(userId) ?? new Set<IDBValidKey>();
    for (const key of keys) seen.add(key);
    skippedKeys.set(userId, seen);
    return seen.size;
  };

  const giveUp = () => {
    database = Promise.resolve(null);
    if (refused) return;
    refused = true;
    for (const listener of [...fallbackListeners]) listener();
  };
  const db = (): Promise<AlertLogDb | null> => {
    database ??= open(() => {
      // Another tab upgraded the database, or the browser closed it: let go, and open it again when next needed.
      if (refused) return;
      void database?.then((lost) => lost?.close());
      database = null;
    }).catch(() => {
      giveUp();
      return null;
    });
    return database;
  };
  /** Runs `work` on the store, or `inMemory` when there is none or it fails (then for the rest of the visit). */
  const withStore = async <T>(work: (store: AlertLogDb) => Promise<T>, inMemory: () => T): Promise<T> => {
    const stored = await db();
    if (stored) {
      try {
        return await work(stored);
      } catch {
        giveUp();
      }
    }
    return inMemory();
  };
  const remember = (userId: string, records: readonly AlertRecord[]) =>
    memory.set(userId, retainAlerts(records, now()));

  return {
    add: (userId, records) =>
      withStore(
        async (stored) => {
          const tx = stored.transaction(ALERTS_STORE, 'readwrite');
          const work = async () => {
            for (const record of records) {
              const key = alertKey(userId, record.id);
              if ((await tx.store.getKey(key)) === undefined) await tx.store.put({ ...record, key, userId });
            }
            const index = tx.store.index(BY_USER_INDEX);
            const cutoff = alertCutoff(now());
            for (const key of await index.getAllKeys(userBetween(userId, -Infinity, cutoff)))
              await tx.store.delete(key);
            const live = userBetween(userId, cutoff, Infinity);
            const excess = excessAlerts(await index.count(live));
            if (excess > 0) for (const key of await index.getAllKeys(live, excess)) await tx.store.delete(key);
          };
          await Promise.all([work(), tx.done]);
        },
        () => {
          // Added first, so that an alert already kept (the same id) wins over the new copy.
          remember(userId, [...(memory.get(userId) ?? []), ...records]);
        },
      ),

    list: (userId, filter) =>
      withStore(
        async (stored) => {
          // What the store holds under its key path, whatever else it holds.
          const raws: { key: IDBValidKey }[] = await stored.getAllFromIndex(
            ALERTS_STORE,
            BY_USER_INDEX,
            userBetween(userId, alertCutoff(now()), Infinity),
          );
          const alerts: AlertRecord[] = [];
          const bad: IDBValidKey[] = [];
          for (const raw of raws) {
            const record = readStored(raw, userId);
            if (record) alerts.push(record);
            else bad.push(raw.key);
          }
          await forget(stored, bad);
          return { alerts: filterAlerts(retainAlerts(alerts, now()), filter), skipped: skip(userId, bad) };
        },
        () => ({
          alerts: filterAlerts(retainAlerts(memory.get(userId) ?? [], now()), filter),
          skipped: skip(userId, []),
        }),
      ),

    markAllRead: (userId, upTo) =>
      withStore(
        async (stored) => {
          const tx = stored.transaction(ALERTS_STORE, 'readwrite');
          const work = async () => {
            for (const raw of await tx.store.index(BY_USER_INDEX).getAll(userBetween(userId, -Infinity, Infinity))) {
              const record = readStored(raw, userId);
              if (record && !record.read && record.at <= upTo) await tx.store.put({ ...raw, read: true });
            }
          };
          await Promise.all([work(), tx.done]);
        },
        () => {
          memory.set(userId, markRead(memory.get(userId) ?? [], upTo));
        },
      ),

    durable: () => !refused,
    onFallback(listener) {
      fallbackListeners.add(listener);
      return () => fallbackListeners.delete(listener);
    },
  };
}

/** Deletes records that could not be read, so that they are not met again; left for later if that fails. */
async function forget(stored: AlertLogDb, keys: readonly IDBValidKey[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const tx = stored.transaction(ALERTS_STORE, 'readwrite');
    // Whatever key a damaged record has, it is the one it is stored under.
    await Promise.all([...keys.map((key) => tx.store.delete(key as string)), tx.done]);
  } catch {
    // Skipped again next time.
  }
}
