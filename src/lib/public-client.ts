import axios from 'axios';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './http';
import { readReply } from './read-reply';

/** The largest reply a public host may send; the venues' biggest real replies are well under 1 MB. */
export const MAX_PUBLIC_REPLY_BYTES = 3 * 1024 * 1024;

/**
 * The client for public, key-less data hosts (the venues' market data, a Solana node). It has none of the pool
 * client's interceptors: no API key, no bearer, no cookies ever leave with it. Replies come back as text so that this
 * module decides what JSON is (an HTML error page, truncated JSON or an oversized reply is a failure, not a crash).
 */
export const publicClient = axios.create({
  headers: { Accept: 'application/json' },
  // Stryker disable next-line StringLiteral: '' is text as well in browsers and in Node; 'json' would not be.
  responseType: 'text',
  // Stryker disable next-line ArrayDeclaration: no transform at all leaves the text as it came, like this one.
  transformResponse: [(data: unknown) => data],
  withCredentials: false,
});

/** The headers of an error reply that say when to ask again; nothing else of a public host's error is kept. */
const RETRY_HEADERS = ['retry-after', 'ratelimit'] as const;

function retryHeadersOf(headers: unknown): Readonly<Record<string, string>> | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const all = headers as Record<string, unknown>;
  const kept = RETRY_HEADERS.flatMap((name) => {
    const value = all[name];
    return typeof value === 'string' || typeof value === 'number' ? [[name, String(value)] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

export interface PublicRequest {
  url: string;
  /** GET unless said. */
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * One call to a public host, parsed as JSON; every failure is an ApiError (`network`, `timeout`, `canceled`, `http`
 * with its status, `notJson`, `tooLarge`). An error reply's body is not kept: a public host's error page can be large
 * and says nothing we show. The time limit is our own timer (so tests can drive it with fake
 * timers), and the caller's signal cancels it. A reply larger than `maxBytes` is refused even when its host does not
 * say how large it is.
 */
export async function fetchPublicJson({
  url,
  method,
  body,
  signal,
  timeoutMs = REQUEST_TIMEOUT_MS,
  maxBytes = MAX_PUBLIC_REPLY_BYTES,
}: PublicRequest): Promise<unknown> {
  if (signal?.aborted) throw new ApiError({ kind: 'canceled' });
  const controller = new AbortController();
  let stopped: 'timeout' | 'tooLarge' | null = null;
  const stop = (reason: 'timeout' | 'tooLarge') => {
    stopped ??= reason;
    controller.abort();
  };
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    // responseType 'text' and no transform: the data is the reply's text, whatever it holds.
    const response = await publicClient.request<string>({
      url,
      method,
      data: body,
      signal: controller.signal,
      // The browser reports progress while a reply comes and once more when it is whole, before it is handed over:
      // a reply past the limit is stopped there, an endless one as soon as it passes it.
      onDownloadProgress: (event) => {
        if (event.loaded > maxBytes) stop('tooLarge');
      },
    });
    try {
      return JSON.parse(response.data) as unknown;
    } catch {
      throw new ApiError({ kind: 'notJson' });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (stopped) throw new ApiError({ kind: stopped });
    // Not stopped by us, so only the caller's signal can have aborted it.
    if (signal?.aborted) throw new ApiError({ kind: 'canceled' });
    if (axios.isAxiosError(error) && error.response)
      throw new ApiError({
        kind: 'http',
        status: error.response.status,
        headers: retryHeadersOf(error.response.headers),
      });
    throw new ApiError({ kind: 'network' });
  } finally {
    clearTimeout(timer);
    // Stryker disable next-line StringLiteral: the listener left behind could only abort a request that has ended.
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * One call to a public host, its reply read with `schema` (read-reply.ts): what every venue call and the Solana node
 * go through. A reply of another shape is a `malformed` ApiError naming the URL's path for developers.
 */
export async function readPublicJson<S extends z.core.$ZodType>(
  schema: S,
  request: PublicRequest,
): Promise<z.output<S>> {
  return readReply(schema, await fetchPublicJson(request), request.url.split('?')[0]);
}
