import * as z from 'zod/mini';

/**
 * A user record as the pool API and the login and 2FA replies send it. Ids may come as numbers; we keep strings.
 * Only the API layer parses it, so it loads with that layer rather than with the sign-in page.
 */
const idSchema = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String));

export const userRecordSchema = z.object({
  id: idSchema,
  documentId: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  email: z.optional(z.string()),
  username: z.optional(z.string()),
  name: z.optional(z.string()),
});
