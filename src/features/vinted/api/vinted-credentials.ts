import * as z from 'zod/mini';
import { readReply } from '../../../lib/read-reply';
import type { AccountRecordData } from '../../../account-record/account-record';
import { useAccountRecordWithSecrets, useUpdateAccountRecord } from '../../../account-record/use-account-record';
import { decodeUtf8Base64, encodeUtf8Base64 } from '../model/base64';

const vintedFieldsSchema = z.object({
  emailVinted: z.nullish(z.string()),
  passwordVinted: z.nullish(z.string()),
  vintedUpdatedAt: z.nullish(z.string()),
});

export interface VintedCredentials {
  email: string;
  /** null when the stored value is not base64 of UTF-8. */
  password: string | null;
  updatedAt: string | null;
}

export function selectVintedCredentials(data: AccountRecordData): VintedCredentials {
  const fields = readReply(vintedFieldsSchema, data);
  return {
    email: fields.emailVinted ?? '',
    password: fields.passwordVinted ? decodeUtf8Base64(fields.passwordVinted) : '',
    updatedAt: fields.vintedUpdatedAt ?? null,
  };
}

/** The Vinted fields of the account record, password decoded; the password stays in memory only while shown. */
export function useVintedCredentials(userId: string) {
  return useAccountRecordWithSecrets(userId, selectVintedCredentials);
}

/** The record's Vinted fields as saved: the password as base64 of UTF-8, with the time of saving. */
export function vintedFields(email: string, password: string, now: Date) {
  return { emailVinted: email, passwordVinted: encodeUtf8Base64(password), vintedUpdatedAt: now.toISOString() };
}

/** Saves the e-mail and password: PUT {pool}/{userId} {data:{emailVinted, passwordVinted, vintedUpdatedAt}}. */
export function useSaveVintedCredentials(userId: string) {
  return useUpdateAccountRecord(userId);
}
