import type * as z from 'zod/mini';
import { VenueShapeError } from './venue-shape-error';

export interface ParsedRows<T> {
  rows: T[];
  /** Rows of the reply that did not parse. */
  rejected: number;
}

/**
 * Parses a reply's rows one by one, so that one broken market costs only that market. A reply whose rows all fail is
 * no longer that venue's format: the whole reply is refused.
 */
export function parseRows<S extends z.ZodMiniType>(rows: readonly unknown[], schema: S): ParsedRows<z.output<S>> {
  const parsed: z.output<S>[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
  }
  if (rows.length > 0 && parsed.length === 0) throw new VenueShapeError('no row has the documented fields');
  return { rows: parsed, rejected: rows.length - parsed.length };
}

/** Parses a reply's envelope (its outer shape) or refuses the reply. */
export function parseEnvelope<S extends z.ZodMiniType>(schema: S, reply: unknown, what: string): z.output<S> {
  const result = schema.safeParse(reply);
  if (!result.success) throw new VenueShapeError(what);
  return result.data;
}
