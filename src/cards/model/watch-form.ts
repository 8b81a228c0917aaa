import * as z from 'zod/mini';
import { parseDecimal } from '../../lib/format/parse-decimal';
import { certificateOf } from '../../feed/model/feed-event';
import { isWatchGrade, isWatchTarget, MAX_WATCH_TEXT, type WatchCard } from './watchlist';

/**
 * The "Watch a card" form: a card by certificate, or by name + set + grade, and a target price in USD, as the user
 * types them. Each rule's message is a key under `watchlist.errors` (the dialog says it in the user's language).
 */
export interface WatchFormValues {
  by: 'certificate' | 'card';
  certificate: string;
  name: string;
  set: string;
  grade: string;
  target: string;
}

export type WatchFormError =
  | 'certificateRequired'
  | 'certificateInvalid'
  | 'nameRequired'
  | 'setRequired'
  | 'textTooLong'
  | 'gradeRequired'
  | 'gradeInvalid'
  | 'targetRequired'
  | 'targetInvalid';

/** The grade as typed ("9", "8.5", "8,5"): whole or half steps from 1 to 10, or null. */
export function readGrade(text: string, locale: string): number | null {
  const grade = parseDecimal(text, locale);
  return grade !== null && isWatchGrade(grade) ? grade : null;
}

/** The target as typed ("1,200", "$950", "1.5k"): an amount above zero within bounds, or null. */
export function readTarget(text: string, locale: string): number | null {
  const target = parseDecimal(text, locale, { suffixes: true });
  return target !== null && isWatchTarget(target) ? target : null;
}

function textError(text: string, required: WatchFormError): WatchFormError | null {
  if (text.trim() === '') return required;
  return text.trim().length > MAX_WATCH_TEXT ? 'textTooLong' : null;
}

/** Every field's error, by field. */
export function watchFormErrors(
  values: WatchFormValues,
  locale: string,
): Partial<Record<keyof WatchFormValues, WatchFormError>> {
  const errors: Partial<Record<keyof WatchFormValues, WatchFormError>> = {};
  if (values.by === 'certificate') {
    const digits = values.certificate.trim();
    if (digits === '') errors.certificate = 'certificateRequired';
    else if (!/^[\s\d-]+$/.test(digits) || certificateOf(digits) === null) errors.certificate = 'certificateInvalid';
  } else {
    const name = textError(values.name, 'nameRequired');
    if (name) errors.name = name;
    const set = textError(values.set, 'setRequired');
    if (set) errors.set = set;
    if (values.grade.trim() === '') errors.grade = 'gradeRequired';
    else if (readGrade(values.grade, locale) === null) errors.grade = 'gradeInvalid';
  }
  if (values.target.trim() === '') errors.target = 'targetRequired';
  else if (readTarget(values.target, locale) === null) errors.target = 'targetInvalid';
  return errors;
}

/** The form's schema for react-hook-form: the rules above, each message on its field. */
export function watchFormSchema(locale: string) {
  return z
    .object({
      by: z.enum(['certificate', 'card']),
      certificate: z.string(),
      name: z.string(),
      set: z.string(),
      grade: z.string(),
      target: z.string(),
    })
    .check(
      z.superRefine((values, issues) => {
        for (const [field, message] of Object.entries(watchFormErrors(values, locale))) {
          issues.addIssue({ code: 'custom', path: [field], message });
        }
      }),
    );
}

/** The card and target to keep, from values that passed every rule; null when they did not. */
export function toWatch(values: WatchFormValues, locale: string): { card: WatchCard; targetUsd: number } | null {
  if (Object.keys(watchFormErrors(values, locale)).length > 0) return null;
  const targetUsd = readTarget(values.target, locale);
  if (targetUsd === null) return null;
  if (values.by === 'certificate') {
    const certificate = certificateOf(values.certificate);
    return certificate === null ? null : { card: { kind: 'certificate', certificate }, targetUsd };
  }
  const grade = readGrade(values.grade, locale);
  if (grade === null) return null;
  return { card: { kind: 'card', name: values.name.trim(), set: values.set.trim(), grade }, targetUsd };
}
