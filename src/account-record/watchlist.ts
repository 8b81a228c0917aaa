import * as z from 'zod/mini';
import type { AccountRecordData } from './account-record';

/**
 * The collector's watchlist, kept in the account record beside the buying costs as `data.watchlist`:
 * `{entries: [{id, card, targetUsd, addedAt}], updatedAt}`, so that it follows the user to another browser. The shape
 * and bounds mirror cards/model/watchlist.ts (this layer may not import the cards layer). Entries are read one by one:
 * a hostile or broken entry is skipped and counted, never the rest.
 */
export const MAX_WATCHLIST_ENTRIES = 200;
const MAX_TARGET_USD = 10_000_000;
const MAX_TEXT = 120;

const text = z.string().check(
  z.minLength(1),
  z.maxLength(MAX_TEXT),
  z.refine((value) => value.trim() !== ''),
);
const grade = z.number().check(
  z.gte(1),
  z.lte(10),
  z.refine((value) => Number.isInteger(value * 2)),
);

export const watchCardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('certificate'), certificate: z.string().check(z.regex(/^\d{1,40}$/)) }),
  z.object({ kind: z.literal('card'), name: text, set: text, grade }),
]);

export const watchEntrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  card: watchCardSchema,
  targetUsd: z.number().check(
    z.gt(0),
    z.lte(MAX_TARGET_USD),
    z.refine((value) => Number.isFinite(value)),
  ),
  addedAt: z.string().check(z.maxLength(40)),
});
export type StoredWatchEntry = z.output<typeof watchEntrySchema>;

const storedSchema = z.object({ entries: z.optional(z.unknown()), updatedAt: z.optional(z.unknown()) });

export interface Watchlist {
  entries: StoredWatchEntry[];
  updatedAt: string | null;
  /** How many stored entries could not be read (skipped, never used). */
  skipped: number;
}

/** The watchlist view of the account record: a record without one reads as an empty list. */
export function selectWatchlist(data: AccountRecordData): Watchlist {
  const stored = storedSchema.safeParse(data.watchlist);
  const raw = stored.success ? stored.data : {};
  const list = Array.isArray(raw.entries) ? (raw.entries as unknown[]) : [];
  let skipped =
    (stored.success || data.watchlist === undefined ? 0 : 1) +
    (raw.entries === undefined || Array.isArray(raw.entries) ? 0 : 1);
  const entries: StoredWatchEntry[] = [];
  const ids = new Set<string>();
  for (const entry of list.slice(0, MAX_WATCHLIST_ENTRIES)) {
    const parsed = watchEntrySchema.safeParse(entry);
    if (parsed.success && !ids.has(parsed.data.id)) {
      ids.add(parsed.data.id);
      entries.push(parsed.data);
    } else skipped++;
  }
  skipped += Math.max(0, list.length - MAX_WATCHLIST_ENTRIES);
  return { entries, updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null, skipped };
}

export type WatchlistChange =
  | { kind: 'add'; entry: StoredWatchEntry }
  | { kind: 'target'; id: string; targetUsd: number }
  | { kind: 'remove'; id: string };

export class WatchlistFullError extends Error {
  constructor() {
    super(`The watchlist holds at most ${MAX_WATCHLIST_ENTRIES} cards`);
    this.name = 'WatchlistFullError';
  }
}

/**
 * The `watchlist` field to write: the readable entries the server holds now, with the change made. Entries that could
 * not be read are dropped on a write (they were never shown, and cannot be kept in a list of sound ones). Adding past
 * the limit throws WatchlistFullError.
 */
export function changedWatchlist(data: AccountRecordData, change: WatchlistChange, now: Date): Record<string, unknown> {
  const { entries } = selectWatchlist(data);
  let next: StoredWatchEntry[];
  if (change.kind === 'add') {
    if (entries.length >= MAX_WATCHLIST_ENTRIES) throw new WatchlistFullError();
    next = [...entries.filter((entry) => entry.id !== change.entry.id), watchEntrySchema.parse(change.entry)];
  } else if (change.kind === 'target') {
    next = entries.map((entry) =>
      entry.id === change.id ? watchEntrySchema.parse({ ...entry, targetUsd: change.targetUsd }) : entry,
    );
  } else {
    next = entries.filter((entry) => entry.id !== change.id);
  }
  return { entries: next, updatedAt: now.toISOString() };
}
