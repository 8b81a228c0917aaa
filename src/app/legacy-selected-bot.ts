import { env } from '../config/env';
import { readText } from '../lib/storage';
import { readSelectedBot, selectBot, selectedBotKey } from '../features/volume-bot/model/selected-bot';
import { layoutStorageKey, legacySelectedBot } from '../workspace/model/saved-layout';

/**
 * Layouts of version 1 kept the selected volume bot; it now belongs to the volume-bot feature. Called before the
 * workspace opens (and rewrites the layout as version 2), so a user's choice survives the upgrade.
 */
export function takeOverLegacySelectedBot(userId: string): void {
  const key = selectedBotKey(env.productName, userId);
  if (readSelectedBot(key) !== null) return;
  const text = readText(layoutStorageKey(env.productName, userId));
  if (text === null) return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  const selected = legacySelectedBot(value);
  if (selected) selectBot(key, selected);
}
