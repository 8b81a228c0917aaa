/**
 * Why a call failed: the one list for every HTTP call of the app (the pool, the provider, the valuation GraphQL API,
 * the venues, the Solana node).
 *
 * - `network`: no reply; `timeout`: no reply within the time limit; `canceled`: the screen that asked went away.
 * - `http`: the server answered with an error status (`status`).
 * - `refused`: it answered 2xx but said no (`success: false`, an `error`, a GraphQL `errors` list).
 * - `empty`: it answered with nothing where something was due.
 * - `notJson`: its reply is not JSON (an HTML error page, truncated text); `tooLarge`: its reply is past the limit.
 * - `malformed`: the reply is JSON but not what the call expects (see read-reply.ts).
 */
export const API_ERROR_KINDS = [
  'network',
  'timeout',
  'canceled',
  'http',
  'refused',
  'empty',
  'notJson',
  'tooLarge',
  'malformed',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  /** The reply's body, when it is worth keeping (a server's error reply); never a reply that may hold a secret. */
  data?: unknown;
  /** The reply's own error text, when the server sent one. */
  serverMessage?: string;
  /** For developers: which reply, or which part of it, could not be read. */
  detail?: string;
  /**
   * Of an error reply from a public host, the headers that say when to ask again (`retry-after`, `ratelimit`), by
   * lower-case name: a venue's gate reads its 429's hint from them.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Every failed call becomes one of these. It says what happened, never how to word it: components/error-text.ts
 * turns it into the user's sentence. `message` is for developers.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly serverMessage: string | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(init: ApiErrorInit) {
    const status = init.status === undefined ? '' : ` ${init.status}`;
    super(`${init.kind}${status}${init.detail === undefined ? '' : `: ${init.detail}`}`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
    this.serverMessage = init.serverMessage;
    this.headers = init.headers;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Anything a call threw, as an ApiError. The transports (http.ts, public-client.ts) already turn their own failures
 * into ApiErrors; anything else was thrown by our code while it made sense of a reply (an adapter, a client library
 * reading it), so it counts as a reply we could not read.
 */
export function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError({ kind: 'malformed', detail: 'thrown while reading the reply' });
}

/**
 * What a failure means for the user, the cases a screen may word apart:
 * - `notFound`: the server does not know what was asked for (404);
 * - `refused`: it heard the request and said no (any other 4xx, or a 2xx reply that says no): asking again the same
 *   way will be refused again (a wrong code, a taken name);
 * - `unreachable`: no reply, no reply in time, or a server fault (any other status): it may go through next time;
 * - `unreadable`: it answered, with something we cannot use.
 */
export type FailureCase = 'notFound' | 'refused' | 'unreachable' | 'unreadable';

export function failureCase(error: unknown): FailureCase {
  const { kind, status } = asApiError(error);
  switch (kind) {
    case 'refused':
      return 'refused';
    case 'http':
      if (status === 404) return 'notFound';
      // Stryker disable next-line ConditionalExpression: undefined >= 400 is false too; the guard is for the types.
      return status !== undefined && status >= 400 && status < 500 ? 'refused' : 'unreachable';
    case 'network':
    case 'timeout':
    case 'canceled':
      return 'unreachable';
    default:
      return 'unreadable';
  }
}

/**
 * The server heard the request and said no (`notFound` or `refused`): not worth asking again. Only an ApiError is
 * judged: anything else thrown is no answer from a server.
 */
export function isRefused(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  const found = failureCase(error);
  return found === 'refused' || found === 'notFound';
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
