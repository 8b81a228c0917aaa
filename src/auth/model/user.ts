import { z } from 'zod';

/** A user record as the pool API and the login reply send it. Ids may come as numbers; we keep strings. */
export const userRecordSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  documentId: z.union([z.string(), z.number()]).transform(String).optional(),
  email: z.string().optional(),
  username: z.string().optional(),
  name: z.string().optional(),
});
export type UserRecord = z.output<typeof userRecordSchema>;

/** The user kept in storage under `user` (SPEC §3). `user` carries the username after a rename. */
export const storedUserSchema = z.object({
  id: z.string().min(1),
  documentId: z.string().optional(),
  email: z.string(),
  name: z.string(),
  token: z.string(),
  user: z.string().optional(),
});
export type StoredUser = z.output<typeof storedUserSchema>;

export const GUEST_ID = 'guest';

/** SPEC §3: a token with no stored user record. */
export function guestUser(token: string, product: string): StoredUser {
  return { id: GUEST_ID, documentId: GUEST_ID, email: `guest@${product.toLowerCase()}.local`, name: 'Utente', token };
}

export function toStoredUser(record: UserRecord, token: string): StoredUser {
  return {
    id: record.id,
    documentId: record.documentId,
    email: record.email ?? '',
    name: record.username ?? record.name ?? record.email ?? record.id,
    token,
  };
}

/** The name to show: the latest username if the user renamed themselves, else the stored name. */
export function displayName(user: StoredUser): string {
  return user.user ?? user.name;
}
