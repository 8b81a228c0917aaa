import axios from 'axios';

/** Like every other call of the app: 15 s, then it has failed. */
export const PUBLIC_REQUEST_TIMEOUT_MS = 15_000;

/** The largest reply a public host may send; the venues' biggest real replies are well under 1 MB. */
export const MAX_PUBLIC_REPLY_BYTES = 3 * 1024 * 1024;

export type PublicFetchFailure = 'network' | 'timeout' | 'http' | 'notJson' | 'tooLarge' | 'canceled';

/** Why a call to a public host gave nothing usable. No message: the screen that shows it chooses the words. */
export class PublicFetchError extends Error {
  readonly kind: PublicFetchFailure;
  readonly status: number | undefined;

  constructor(kind: PublicFetchFailure, status?: number) {
    super(`public fetch failed: ${kind}${status === undefined ? '' : ` ${status}`}`);
    this.name = 'PublicFetchError';
    this.kind = kind;
    this.status = status;
  }
}

export function isPublicFetchError(error: unknown): error is PublicFetchError {
  return error instanceof PublicFetchError;
}

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
 * One call to a public host, parsed as JSON. The time limit is our own timer (so tests can drive it with fake
 * timers), and the caller's signal cancels it. A reply larger than `maxBytes` is refused even when its host does not
 * say how large it is.
 */
export async function fetchPublicJson({
  url,
  method,
  body,
  signal,
  timeoutMs = PUBLIC_REQUEST_TIMEOUT_MS,
  maxBytes = MAX_PUBLIC_REPLY_BYTES,
}: PublicRequest): Promise<unknown> {
  if (signal?.aborted) throw new PublicFetchError('canceled');
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
      throw new PublicFetchError('notJson');
    }
  } catch (error) {
    if (error instanceof PublicFetchError) throw error;
    if (stopped) throw new PublicFetchError(stopped);
    // Not stopped by us, so only the caller's signal can have aborted it.
    if (signal?.aborted) throw new PublicFetchError('canceled');
    if (axios.isAxiosError(error) && error.response) throw new PublicFetchError('http', error.response.status);
    throw new PublicFetchError('network');
  } finally {
    clearTimeout(timer);
    // Stryker disable next-line StringLiteral: the listener left behind could only abort a request that has ended.
    signal?.removeEventListener('abort', cancel);
  }
}
