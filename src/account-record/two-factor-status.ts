import * as z from 'zod/mini';
import { readReply } from '../lib/read-reply';
import type { AccountRecordData } from './account-record';
import { useAccountRecord } from './use-account-record';

const twoFactorSchema = z.object({ twoFAEnabled: z.nullish(z.boolean()) });

/** Whether the account has two-factor authentication on: the account page and the wallet manager both ask. */
export const selectTwoFactorEnabled = (data: AccountRecordData): boolean =>
  readReply(twoFactorSchema, data).twoFAEnabled === true;

export function useTwoFactorEnabled(userId: string) {
  return useAccountRecord(userId, selectTwoFactorEnabled);
}
