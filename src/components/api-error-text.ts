import type { TFunction } from 'i18next';
import { isApiError, type ApiErrorKind } from '../lib/api-error';

const KEYS = {
  http: 'errors.server',
  refused: 'errors.refused',
  empty: 'errors.emptyReply',
  malformed: 'errors.malformedReply',
  network: 'errors.network',
  timeout: 'errors.timeout',
  canceled: 'errors.network',
} as const satisfies Record<ApiErrorKind, string>;

/** What to tell the user about a failed call: the server's own words when it sent some, else the kind, translated. */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.network');
  return error.serverMessage ?? t(KEYS[error.kind]);
}
