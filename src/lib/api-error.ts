import { safeParse } from 'zod/mini';
import type * as z from 'zod/mini';

/**
 * Why a call failed. `http`: the server answered with an error status; `refused`: it answered 2xx but said no
 * (`success: false` or an `error`); `empty`: it answered with nothing where something was due; `malformed`: the reply
 * is not what the call expects; `network`: no reply; `timeout`; `canceled`: the screen that asked went away.
 */
export type ApiErrorKind = 'http' | 'refused' | 'empty' | 'malformed' | 'network' | 'timeout' | 'canceled';

/**
 * Every failed call becomes one of these. It says what happened, never how to word it: the screens translate the kind
 * (components/api-error-text.ts), and show the server's own text where it sent one. `message` is for developers.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;
  /** The reply's own error text, when the server sent one. */
  readonly serverMessage: string | undefined;

  constructor(init: { kind: ApiErrorKind; status?: number; data?: unknown; serverMessage?: string }) {
    super(init.status === undefined ? init.kind : `${init.kind} ${init.status}`);
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

/**
 * The server heard the request and said no: a 4xx, or a 2xx reply that refuses. Asking again the same way will be
 * refused again (a wrong code, a taken name); anything else (no reply, a server fault) may go through next time.
 */
export function isRefused(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.kind === 'refused') return true;
  // Stryker disable next-line ConditionalExpression: undefined >= 400 is false too; the guard is for the types.
  return error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
}

const MAX_SERVER_MESSAGE = 300;

/** The error text a server put in its reply body, if any (`error` or `message`, as a non-empty string). */
export function serverMessageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const key of ['error', 'message'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, MAX_SERVER_MESSAGE);
  }
  return undefined;
}

/** Parses a reply with its schema; a reply of the wrong shape is an ApiError, never a crash further on. */
export function parseReply<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = safeParse(schema, data);
  if (!result.success) throw new ApiError({ kind: 'malformed', data });
  return result.data;
}
