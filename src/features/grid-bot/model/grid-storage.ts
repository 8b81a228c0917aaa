import { readJsonValue, writeJson } from '../../../lib/storage';
import { readEntries } from '../../../lib/stored-entries';
import { gridConfigSchema, type GridConfig } from './grid-config';

/** `{product}_grid_bots`: one key holding each user's list. */
export const gridStorageKey = (product: string) => `${product.toLowerCase()}_grid_bots`;

export interface GridLoad {
  configs: GridConfig[];
  /** Stored entries that could not be read and were set aside (see lib/stored-entries). */
  setAside: number;
  writable: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** This user's list inside the stored value; something there that is not a list is one entry, which will not read. */
const entriesFor = (userId: string) => (value: unknown) => {
  if (!isRecord(value)) return null;
  const mine = value[userId];
  if (mine === undefined) return [];
  const list: readonly unknown[] = Array.isArray(mine) ? mine : [mine];
  return list;
};

/** This user's configurations, entry by entry: one that cannot be read is set aside, and every other is kept. */
export function loadConfigs(key: string, userId: string): GridLoad {
  const read = readEntries(key, gridConfigSchema, { entriesOf: entriesFor(userId) });
  return { configs: read.entries, setAside: read.setAside, writable: read.writable };
}

/**
 * Writes this user's list, leaving the other users' lists exactly as they were. False when storage refused, or when
 * something unreadable could not be set aside first (it would be lost).
 */
export function saveConfigs(key: string, userId: string, configs: GridConfig[]): boolean {
  if (!loadConfigs(key, userId).writable) return false;
  const stored = readJsonValue(key);
  return writeJson(key, { ...(isRecord(stored) ? stored : {}), [userId]: configs });
}
