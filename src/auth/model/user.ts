// zod/mini: on the sign-in path (see config/env.ts).
import * as z from 'zod/mini';
import type { UserRecord } from './replies';

/** The user kept in storage under `user`. `user` carries the username after a rename. */
export const storedUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  documentId: z.optional(z.string()),
  email: z.string(),
  name: z.string(),
  token: z.string(),
  user: z.optional(z.string()),
});
export type StoredUser = z.output<typeof storedUserSchema>;

export const GUEST_ID = 'guest';

/** The guest user: a token is stored but no user record. */
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
