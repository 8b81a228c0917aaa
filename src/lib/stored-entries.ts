import { safeParse } from 'zod/mini';
import type * as z from 'zod/mini';
import { parseJson, readText, writeJson } from './storage';

// Apart from storage.ts, which the sign-in page loads: only the dashboard keeps lists.

/** Where the entries of `key` that could not be read are kept. */
export const setAsideKey = (key: string) => `${key}_unreadable`;

/**
 * Keeps what could not be read under `…_unreadable`: a JSON list to which entries are only ever added (the same one
 * never twice), so nothing set aside is lost, whatever happens next. A value found there that is not such a list
 * (written by an older version) becomes the list's first item.
 */
export function setAside(key: string, items: readonly unknown[]): boolean {
  // Stryker disable next-line ConditionalExpression: a shortcut; with nothing to add, nothing is written either way.
  if (items.length === 0) return true;
  const asideKey = setAsideKey(key);
  const existingText = readText(asideKey);
  const existing = existingText === null ? { ok: true as const, value: [] } : parseJson(existingText);
  const kept: unknown[] = existing.ok && Array.isArray(existing.value) ? existing.value : [existingText];
  const seen = new Set(kept.map((item) => JSON.stringify(item)));
  const added = items.filter((item) => {
    const text = JSON.stringify(item);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  return added.length === 0 || writeJson(asideKey, [...kept, ...added]);
}

export interface StoredEntries<T> {
  entries: T[];
  /** How many stored entries could not be read and were set aside by this read. */
  setAside: number;
  /**
   * False when unreadable entries could not be set aside (storage full or refused): the key must then not be written,
   * or they would be lost.
   */
  writable: boolean;
}

export interface ReadEntriesOptions {
  /**
   * The list inside the stored value, or null when the value is not what this key holds at all (then it is set aside
   * whole). By default the value itself must be a list.
   */
  entriesOf?: (value: unknown) => readonly unknown[] | null;
}

const asList = (value: unknown): readonly unknown[] | null => (Array.isArray(value) ? value : null);

/**
 * The one rule for stored lists we cannot fully read: each entry is read on its own, and one that does not parse is
 * set aside (see `setAside`) while every other entry is kept. A value that is not a list at all is set aside whole.
 * Nothing is ever overwritten before it has been set aside; the caller tells the user when `setAside` is above 0.
 */
export function readEntries<S extends z.core.$ZodType>(
  key: string,
  schema: S,
  { entriesOf = asList }: ReadEntriesOptions = {},
): StoredEntries<z.output<S>> {
  const text = readText(key);
  if (text === null) return { entries: [], setAside: 0, writable: true };
  const json = parseJson(text);
  const raw = json.ok ? entriesOf(json.value) : null;
  if (raw === null) return { entries: [], setAside: 1, writable: setAside(key, [text]) };
  const entries: z.output<S>[] = [];
  const unreadable: unknown[] = [];
  for (const item of raw) {
    const parsed = safeParse(schema, item);
    if (parsed.success) entries.push(parsed.data);
    else unreadable.push(item);
  }
  return { entries, setAside: unreadable.length, writable: setAside(key, unreadable) };
}
