import type { ParseKeys, TFunction } from 'i18next';
import { asApiError, failureCase, type ApiErrorKind, type FailureCase } from '../lib/api-error';

/** The sentence for a failed call on its own: 'Errore di rete', 'Errore del server' (SPEC §8)… */
const SENTENCES = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  canceled: 'errors.network',
  http: 'errors.server',
  refused: 'errors.refused',
  empty: 'errors.emptyReply',
  notJson: 'errors.malformedReply',
  tooLarge: 'errors.tooLarge',
  malformed: 'errors.malformedReply',
} as const satisfies Record<ApiErrorKind, ParseKeys>;

/** The short reason that goes inside a frame: "no reply within 15 s", "error 503"… */
const REASONS = {
  network: 'markets.problem.network',
  timeout: 'markets.problem.timeout',
  canceled: 'markets.problem.network',
  http: 'markets.problem.http',
  refused: 'markets.problem.refused',
  empty: 'markets.problem.empty',
  notJson: 'markets.problem.notJson',
  tooLarge: 'markets.problem.tooLarge',
  malformed: 'markets.problem.shape',
} as const satisfies Record<ApiErrorKind, ParseKeys>;

/**
 * Sentences that name the source that failed, with `{{reason}}` where the short reason goes ("{{venue}} could not be
 * read ({{reason}})."). A new kind of read (a venue's funding history…) adds its sentence in en and it, and here.
 */
export const ERROR_FRAMES = [
  'markets.unavailable',
  'markets.unavailableEmpty',
  'accounts.failed',
  'accounts.failedStale',
  'myBalance.nodeFailed',
  'fundingRate.history.failed',
  'fundingRate.book.failed',
] as const satisfies readonly ParseKeys[];
export type ErrorFrame = (typeof ERROR_FRAMES)[number];

/**
 * SPEC's own sentences for one call, by what the failure means (lib/api-error.ts, FailureCase): a case not given
 * falls back to `otherwise` (and `notFound` first to `refused`).
 */
export type CaseMessages = Partial<Record<FailureCase, ParseKeys>> & { otherwise: ParseKeys };

export type ErrorWording =
  /** The generic sentence: the server's own words when it sent some, else the kind's sentence. */
  | { frame?: undefined; messages?: undefined }
  /** The source's sentence with the short reason in it; `values` fills the frame's other places ({{venue}}…). */
  | { frame: ErrorFrame; values?: Readonly<Record<string, string | number>>; messages?: undefined }
  /** The call's own sentences (SPEC's): never the server's words. */
  | { messages: CaseMessages; frame?: undefined };

/**
 * The one place a failed call becomes the user's sentence, in the reader's language. `error` is what the call threw
 * or what a feed kept of it (an ApiError); anything else counts as a reply that could not be read.
 */
export function errorText(error: unknown, t: TFunction, wording: ErrorWording = {}): string {
  const failure = asApiError(error);
  if (wording.messages) {
    const { messages } = wording;
    const found = failureCase(failure);
    const key = messages[found] ?? (found === 'notFound' ? messages.refused : undefined) ?? messages.otherwise;
    return t(key);
  }
  if (wording.frame) {
    const reason = t(REASONS[failure.kind], { status: failure.status ?? '' });
    return t(wording.frame, { ...wording.values, reason });
  }
  return failure.serverMessage ?? t(SENTENCES[failure.kind]);
}
