import * as z from 'zod/mini';
import { readReply } from '../../../lib/read-reply';
import type { AccountRecordData } from '../../../account-record/account-record';
import { useAccountRecord, useUpdateAccountRecord } from '../../../account-record/use-account-record';
import { defaultBotSettings, readSavedBotSettings, type BotSettings } from '../model/bot-settings';

const botSettingsFieldSchema = z.object({ botSettings: z.optional(z.unknown()) });

/** The saved bot settings, or the defaults when there are none (or they no longer parse). */
export function selectBotSettings(data: AccountRecordData): BotSettings {
  return readSavedBotSettings(readReply(botSettingsFieldSchema, data).botSettings) ?? defaultBotSettings();
}

export function useBotSettings(userId: string) {
  return useAccountRecord(userId, selectBotSettings);
}

/** The settings as saved: with the time of saving. */
export const withSavingTime = (settings: BotSettings, now: Date): BotSettings => ({
  ...settings,
  timestamp: now.toISOString(),
});

/** Saves the settings in the account record: PUT {pool}/{userId} {data:{botSettings}}. */
export function useSaveBotSettings(userId: string) {
  return useUpdateAccountRecord(userId);
}
