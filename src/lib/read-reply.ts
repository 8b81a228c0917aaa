import { safeParse } from 'zod/mini';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';

/**
 * The one way a reply is read: through its zod schema. A reply of the wrong shape is a `malformed` ApiError, never a
 * crash further on. The error keeps nothing of the reply (a reply may hold a secret, and errors are kept in caches
 * and shown in consoles); `what` names the reply for developers.
 */
export function readReply<S extends z.core.$ZodType>(schema: S, reply: unknown, what?: string): z.output<S> {
  const result = safeParse(schema, reply);
  if (!result.success) throw malformedReply(what);
  return result.data;
}

/** A reply that passed its schema but still makes no sense (two lists that should match, a pair of three). */
export function malformedReply(what?: string): ApiError {
  return new ApiError({ kind: 'malformed', detail: what });
}

export interface ReadRows<T> {
  rows: T[];
  /** Rows of the reply that did not parse. */
  rejected: number;
}

export interface ReadRowsOptions {
  what?: string;
  /**
   * The rows are extras (volumes, open interest beside the rates), so a reply of which no row parses still reads, as
   * nothing. By default such a reply is no longer the format we know and is refused whole.
   */
  optional?: boolean;
}

/** Reads a reply's rows one by one, so that one broken row (one market, one fill) costs only itself. */
export function readRows<S extends z.core.$ZodType>(
  rows: readonly unknown[],
  schema: S,
  { what = 'reply', optional = false }: ReadRowsOptions = {},
): ReadRows<z.output<S>> {
  const parsed: z.output<S>[] = [];
  for (const row of rows) {
    const result = safeParse(schema, row);
    if (result.success) parsed.push(result.data);
  }
  if (!optional && rows.length > 0 && parsed.length === 0) throw malformedReply(`${what}: no row is readable`);
  return { rows: parsed, rejected: rows.length - parsed.length };
}
