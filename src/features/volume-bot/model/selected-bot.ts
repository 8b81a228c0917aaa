import * as z from 'zod/mini';
import { readJson, writeJson } from '../../../lib/storage';

/**
 * Where this browser kept the selected volume bot (its strategy panel's id) before the choice was saved on the server.
 * Read once to move such a choice to the server; written only when a layout of the first version is taken over.
 */
export const selectedBotKey = (product: string, userId: string) => `${product.toLowerCase()}_selected_bot_${userId}`;

export function readSelectedBot(key: string): string | null {
  const stored = readJson(key, z.string().check(z.minLength(1)));
  return stored.status === 'ok' ? stored.value : null;
}

export function selectBot(key: string, panelId: string): void {
  writeJson(key, panelId);
}
