import { safeParse } from 'zod/mini';
import type * as z from 'zod/mini';

export type StoredValue<T> = { status: 'ok'; value: T } | { status: 'missing' } | { status: 'corrupt' };

/**
 * Browser storage that never throws: storage can be disabled (where even reading `window.localStorage` throws a
 * SecurityError, so it is only touched inside the try), full, or hold anything another version (or a person with dev
 * tools) put there.
 */
export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The JSON stored under `key` as it is, unchecked; undefined when there is none or it is not JSON. */
export function readJsonValue(key: string): unknown {
  const text = readText(key);
  if (text === null) return undefined;
  const json = parseJson(text);
  return json.ok ? json.value : undefined;
}

/** One value read whole, for values that are all or nothing (the signed-in user); lists use stored-entries.ts. */
export function readJson<S extends z.core.$ZodType>(key: string, schema: S): StoredValue<z.output<S>> {
  const text = readText(key);
  if (text === null) return { status: 'missing' };
  const json = parseJson(text);
  if (!json.ok) return { status: 'corrupt' };
  const parsed = safeParse(schema, json.value);
  return parsed.success ? { status: 'ok', value: parsed.data } : { status: 'corrupt' };
}

/** Returns false when the write failed (quota, disabled storage); what was stored before is left as it was. */
export function writeText(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: a storage we cannot write to holds nothing of ours either.
  }
}
