import type { TFunction } from 'i18next';
import { errorText } from '../../components/error-text';
import type { VenueBookRead } from './venue-book';

/**
 * Why a leg's book cannot be used, in the reader's language: a book that came but is empty or crossed says so; a
 * read that failed gives its reason (no reply within 15 s, error 503, a reply of a format this app does not know…).
 */
export function bookProblemText(read: VenueBookRead, t: TFunction, venue: string): string {
  if (read.unusable === 'empty') return t('fundingRate.book.empty', { venue });
  if (read.unusable === 'crossed') return t('fundingRate.book.crossed', { venue });
  return errorText(read.problem, t, { frame: 'fundingRate.book.failed', values: { venue } });
}
