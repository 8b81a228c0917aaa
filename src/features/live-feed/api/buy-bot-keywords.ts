import * as z from 'zod/mini';
import type { AccountRecordData } from '../../../account-record/account-record';
import { useAccountRecord } from '../../../account-record/use-account-record';

const MAX_KEYWORDS = 200;
const MAX_LENGTH = 60;

/**
 * Only what deal alerts need of the buy bot's saved settings (`botSettings.selectedKeywords` in the account record),
 * read with a schema of our own: anything else in there may change without touching the alerts.
 */
const keywordsSchema = z.object({
  botSettings: z.catch(z.nullish(z.object({ selectedKeywords: z.catch(z.nullish(z.array(z.unknown())), null) })), null),
});

/** The buy bot's keywords: texts only, trimmed, none empty; an empty list when there are none or they cannot be read. */
export function selectBuyBotKeywords(data: AccountRecordData): string[] {
  const parsed = keywordsSchema.safeParse(data);
  const listed = parsed.success ? (parsed.data.botSettings?.selectedKeywords ?? []) : [];
  return listed
    .filter((keyword): keyword is string => typeof keyword === 'string')
    .map((keyword) => keyword.trim().slice(0, MAX_LENGTH))
    .filter((keyword) => keyword !== '')
    .slice(0, MAX_KEYWORDS);
}

/** Read only while a panel's alerts use them. */
export function useBuyBotKeywords(userId: string, enabled: boolean) {
  return useAccountRecord(userId, selectBuyBotKeywords, { enabled });
}
