import { safeParse } from 'zod/mini';
import type * as z from 'zod/mini';
import { i18n } from '../i18n';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'canceled' | 'malformed';

/** Every failed call becomes one of these: a message fit to show, the HTTP status if there was a reply, its body. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;
  /** The reply's own error text, when the server sent one. */
  readonly serverMessage: string | undefined;

  constructor(init: { kind: ApiErrorKind; message: string; status?: number; data?: unknown; serverMessage?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error text a server put in its reply body, if any (`error` or `message`, as a non-empty string). */
export function serverMessageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const key of ['error', 'message'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 300);
  }
  return undefined;
}

/** Parses a reply with its schema; a reply of the wrong shape is an ApiError, never a crash further on. */
export function parseReply<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = safeParse(schema, data);
  if (!result.success) {
    throw new ApiError({ kind: 'malformed', message: i18n.t('errors.malformedReply'), data });
  }
  return result.data;
}
