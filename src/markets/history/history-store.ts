import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import { env } from '../../config/env';
import type { FundingPoint } from '../model/funding-history';
import { keptPoints } from '../model/kept-history';
import { isPlausibleHourlyRate } from '../model/units';
import type { VenueId } from '../model/venues';

/** `{product}_funding_history`, like the other storage keys (`poolbot_funding_history`). */
export const FUNDING_DB_NAME = `${env.productName.toLowerCase()}_funding_history`;
export const FUNDING_DB_VERSION = 1;
export const MARKETS_STORE = 'markets';

/** One venue-market's kept settlements: when they were read, and the rows (checked one by one on the way out). */
export interface StoredHistory {
  /** The venue and the market, as JSON, so that no market's name can run into the venue's. */
  key: string;
  readAt: number;
  points: unknown[];
}

interface FundingHistorySchema extends DBSchema {
  markets: { key: string; value: StoredHistory };
}

type FundingDb = IDBPDatabase<FundingHistorySchema>;

export const storedKey = (venue: VenueId, base: string): string => JSON.stringify([venue, base]);

const recordSchema = z.object({
  key: z.string(),
  readAt: z.number().check(z.int(), z.gt(0)),
  points: z.array(z.unknown()),
});

const pointSchema = z.strictObject({
  time: z.number().check(z.int(), z.gt(0)),
  rateHourly: z.number().check(z.refine(isPlausibleHourlyRate)),
  intervalHours: z.number().check(z.gt(0), z.lte(24)),
});

/** What the store gave back for a venue-market: the rows that read, how many did not, and when they were read. */
export interface KeptHistory {
  points: FundingPoint[];
  skipped: number;
  readAt: number;
}

export interface HistoryStore {
  /** The venue-market's kept history, or null when none is kept (or the record is not one). */
  load: (venue: VenueId, base: string, now: number) => Promise<KeptHistory | null>;
  /** Keeps a history read at `readAt`: its settled rows of the last KEPT_DAYS. */
  save: (venue: VenueId, base: string, points: readonly FundingPoint[], readAt: number) => Promise<void>;
  /** Whether histories are kept beyond the visit (false once the browser refused the store). */
  durable: () => boolean;
  /** `listener` is called once, when the store falls back to memory. */
  onFallback: (listener: () => void) => () => void;
}

function openFundingDb(onLost: () => void): Promise<FundingDb> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('no IndexedDB'));
  return openDB<FundingHistorySchema>(FUNDING_DB_NAME, FUNDING_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore(MARKETS_STORE, { keyPath: 'key' });
    },
    blocking: onLost,
    terminated: onLost,
  });
}

/** A stored record's rows that read as settlements, one by one: a damaged or hostile row is skipped, not the rest. */
function readRecord(raw: unknown, key: string, now: number): KeptHistory | null {
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success || parsed.data.key !== key || parsed.data.readAt > now) return null;
  const points: FundingPoint[] = [];
  let skipped = 0;
  for (const row of parsed.data.points) {
    const point = pointSchema.safeParse(row);
    if (point.success) points.push(point.data);
    else skipped += 1;
  }
  const { readAt } = parsed.data;
  const kept = keptPoints(points, readAt);
  return { points: kept, skipped: skipped + points.length - kept.length, readAt };
}

export interface HistoryStoreOptions {
  open?: (onLost: () => void) => Promise<FundingDb>;
}

/**
 * The funding histories kept between visits (DESIGN §10's shared idb layer): per venue and market, settled rows only,
 * KEPT_DAYS of them. When the browser refuses the store (no IndexedDB, private mode, a full disk, a failing
 * transaction) histories go on in memory for the visit (the query cache) and the store says so once.
 */
export function createHistoryStore({ open = openFundingDb }: HistoryStoreOptions = {}): HistoryStore {
  let database: Promise<FundingDb | null> | null = null;
  let refused = false;
  const fallbackListeners = new Set<() => void>();

  const giveUp = () => {
    database = Promise.resolve(null);
    if (refused) return;
    refused = true;
    for (const listener of [...fallbackListeners]) listener();
  };
  const db = (): Promise<FundingDb | null> => {
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

  // A table asks for its rows' kept histories all at once (a hundred and more after a reload): the loads asked in one
  // task are read in one transaction, not one each, so the last row's history comes as soon as the first's.
  let batch: { key: string; now: number; done: (kept: KeptHistory | null) => void }[] = [];
  const readBatch = async () => {
    const asked = batch;
    batch = [];
    const stored = await db();
    if (!stored) {
      for (const { done } of asked) done(null);
      return;
    }
    try {
      const transaction = stored.transaction(MARKETS_STORE, 'readonly');
      const records = await Promise.all(asked.map(({ key }) => transaction.store.get(key)));
      asked.forEach(({ key, now, done }, index) => done(readRecord(records[index], key, now)));
    } catch {
      giveUp();
      for (const { done } of asked) done(null);
    }
  };

  return {
    load: (venue, base, now) =>
      new Promise((done) => {
        if (batch.length === 0) setTimeout(() => void readBatch(), 0);
        batch.push({ key: storedKey(venue, base), now, done });
      }),
    save: async (venue, base, points, readAt) => {
      const stored = await db();
      if (!stored) return;
      try {
        await stored.put(MARKETS_STORE, { key: storedKey(venue, base), readAt, points: keptPoints(points, readAt) });
      } catch {
        // QuotaExceededError, a transaction the browser aborted: the visit goes on in memory.
        giveUp();
      }
    },
    durable: () => !refused,
    onFallback: (listener) => {
      fallbackListeners.add(listener);
      return () => fallbackListeners.delete(listener);
    },
  };
}

const stores = new WeakMap<object, HistoryStore>();

/** The app's history store: one per QueryClient, like the venue gates, so two apps (or two tests) never share one. */
export function historyStoreOf(client: object): HistoryStore {
  const store = stores.get(client) ?? createHistoryStore();
  stores.set(client, store);
  return store;
}
