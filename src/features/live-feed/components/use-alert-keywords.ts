import { useMemo } from 'react';
import { useBuyBotKeywords } from '../api/buy-bot-keywords';
import type { AlertSettings } from '../model/deal-alerts';
import type { BotKeywordsState } from './deal-alert-settings';

const NONE: readonly string[] = [];

/**
 * The buy bot's keywords for a panel's alert rules: read only while the rules ask for them, with what the settings say
 * of them (loading, how many, or that they could not be read).
 */
export function useAlertKeywords(
  userId: string,
  alerts: AlertSettings,
): { keywords: readonly string[]; state: BotKeywordsState } {
  const wanted = alerts.enabled && alerts.on === 'rules' && alerts.useBotKeywords;
  const botKeywords = useBuyBotKeywords(userId, wanted);
  const status: BotKeywordsState['status'] = !alerts.useBotKeywords
    ? 'idle'
    : botKeywords.isError
      ? 'error'
      : botKeywords.data
        ? 'ready'
        : wanted
          ? 'loading'
          : 'idle';
  const count = status === 'ready' ? (botKeywords.data?.length ?? 0) : 0;
  const state = useMemo<BotKeywordsState>(() => ({ status, count }), [status, count]);
  return { keywords: botKeywords.data ?? NONE, state };
}
