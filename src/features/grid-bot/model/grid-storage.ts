import * as z from 'zod/mini';
import { readJson, readText, writeJson, writeText } from '../../../lib/storage';
import { gridConfigSchema, type GridConfig } from './grid-config';

/** DESIGN §5: `{product}_grid_bots`, per user: one key holding each user's list. */
export const gridStorageKey = (product: string) => `${product.toLowerCase()}_grid_bots`;

const storedSchema = z.record(z.string(), z.array(gridConfigSchema));

export type LoadResult = { ok: true; configs: GridConfig[] } | { ok: false };

export function loadConfigs(key: string, userId: string): LoadResult {
  const stored = readJson(key, storedSchema);
  if (stored.status === 'missing') return { ok: true, configs: [] };
  if (stored.status === 'corrupt') return { ok: false };
  return { ok: true, configs: stored.value[userId] ?? [] };
}

/**
 * Writes this user's list, leaving the other users' lists as they were. Returns false (and writes nothing) when the
 * stored value cannot be read, so an unreadable list is never overwritten, or when storage refuses the write.
 */
export function saveConfigs(key: string, userId: string, configs: GridConfig[]): boolean {
  const stored = readJson(key, storedSchema);
  if (stored.status === 'corrupt') return false;
  const all = stored.status === 'ok' ? stored.value : {};
  return writeJson(key, { ...all, [userId]: configs });
}

/** Moves an unreadable list aside so the user can start again without losing it for good. */
export function setAsideUnreadable(key: string): boolean {
  const text = readText(key);
  if (text === null) return true;
  return writeText(`${key}_unreadable`, text) && writeJson(key, {});
}
