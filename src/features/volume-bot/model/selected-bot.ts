import * as z from 'zod/mini';
import { readJson, writeJson } from '../../../lib/storage';

/**
 * Which volume-bot strategy the user chose last, one per user of this browser: choosing a strategy in the menu
 * marks it Selected and every other Not Selected. Held as the strategy panel's id.
 */
export const selectedBotKey = (product: string, userId: string) => `${product.toLowerCase()}_selected_bot_${userId}`;

const listeners = new Set<() => void>();

export function readSelectedBot(key: string): string | null {
  const stored = readJson(key, z.string().check(z.minLength(1)));
  return stored.status === 'ok' ? stored.value : null;
}

export function selectBot(key: string, panelId: string): void {
  writeJson(key, panelId);
  for (const listener of listeners) listener();
}

export function subscribeSelectedBot(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
