import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import { resolvedCardSchema, type ResolvedCard } from './model/card';

/** A resolved card is kept this long; a certificate the service did not know, an hour (then asked again). */
export const CARD_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const NOT_FOUND_TTL_MS = 60 * 60 * 1000;

/** What is kept of one certificate for one user: its card, or null when the service did not know it. */
export interface CardEntry {
  certificate: string;
  card: ResolvedCard | null;
  storedAt: number;
}

const recordSchema = z.object({
  key: z.string(),
  userId: z.string().check(z.minLength(1), z.maxLength(200)),
  certificate: z.string().check(z.regex(/^\d{1,40}$/)),
  storedAt: z.number(),
  card: z.nullable(resolvedCardSchema),
});
type CardRecord = z.infer<typeof recordSchema>;

interface CardsDb extends DBSchema {
  cards: { key: string; value: CardRecord; indexes: { byUser: string } };
}

const DB_NAME = 'poolbot-cards';
const STORE = 'cards';

/** Whether an entry still holds: a card for 7 days, a not-found for an hour. */
export function isFresh(entry: Pick<CardEntry, 'card' | 'storedAt'>, now: number): boolean {
  const ttl = entry.card ? CARD_TTL_MS : NOT_FOUND_TTL_MS;
  return entry.storedAt <= now && now - entry.storedAt < ttl;
}

/**
 * Where resolved cards are kept between visits: IndexedDB when the browser lets us, else memory for the session (a
 * private window, a refused or broken store). Every record read back is checked; a bad or stale one is skipped and
 * deleted, never the rest.
 */
export interface CardCache {
  /** The user's fresh entries. */
  load: (userId: string, now: number) => Promise<CardEntry[]>;
  save: (userId: string, entry: CardEntry) => Promise<void>;
  /** Whether entries are kept beyond the session (false once the browser refused the store). */
  durable: () => boolean;
}

export function createCardCache(open: () => Promise<IDBPDatabase<CardsDb>> = openCardsDb): CardCache {
  let database: Promise<IDBPDatabase<CardsDb> | null> | null = null;
  let refused = false;
  const memory = new Map<string, CardRecord>();

  const db = () => {
    database ??= open().catch(() => {
      refused = true;
      return null;
    });
    return database;
  };
  /** A store that fails after opening (quota, a broken disk) is given up for the session: memory takes over. */
  const giveUp = () => {
    refused = true;
    database = Promise.resolve(null);
  };

  return {
    async load(userId, now) {
      const stored = await db();
      let records: unknown[] = [...memory.values()].filter((record) => record.userId === userId);
      if (stored) {
        try {
          records = await stored.getAllFromIndex(STORE, 'byUser', userId);
        } catch {
          giveUp();
        }
      }
      const fresh: CardEntry[] = [];
      const stale: string[] = [];
      for (const raw of records) {
        const parsed = recordSchema.safeParse(raw);
        if (!parsed.success) {
          const key = typeof raw === 'object' && raw !== null && 'key' in raw ? raw.key : null;
          if (typeof key === 'string') stale.push(key);
          continue;
        }
        const { certificate, card, storedAt, key } = parsed.data;
        if (parsed.data.userId !== userId || !isFresh({ card, storedAt }, now)) {
          stale.push(key);
          continue;
        }
        fresh.push({ certificate, card, storedAt });
      }
      if (stored && stale.length > 0) {
        try {
          const tx = stored.transaction(STORE, 'readwrite');
          await Promise.all([...stale.map((key) => tx.store.delete(key)), tx.done]);
        } catch {
          // Left for the next visit: a record that cannot be deleted is skipped again then.
        }
      }
      return fresh;
    },
    async save(userId, entry) {
      const record: CardRecord = { key: `${userId}|${entry.certificate}`, userId, ...entry };
      const stored = await db();
      if (!stored) {
        memory.set(record.key, record);
        return;
      }
      try {
        await stored.put(STORE, record);
      } catch {
        giveUp();
        memory.set(record.key, record);
      }
    },
    durable: () => !refused,
  };
}

function openCardsDb(): Promise<IDBPDatabase<CardsDb>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('no IndexedDB'));
  return openDB<CardsDb>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('byUser', 'userId');
    },
  });
}
