import { dateFormat, relativeFormat } from './intl-cache';
import { NO_FIGURE } from './numbers';

/**
 * A stored or received time, formatted for the reader; null when it is not a time at all ('not a date', or beyond the
 * last date JavaScript can hold), for the screen to say "unknown" instead of failing with "Invalid time value".
 */
export function formatDate(
  value: string | number | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale, options).format(date);
}

/** A date with its time to the second: what the feed's rows and the alert list show on hover. */
export const formatDateTime = (time: number, locale: string): string | null =>
  formatDate(time, locale, { dateStyle: 'medium', timeStyle: 'medium' });

/** A date with its time to the minute: where a history read stops being complete. */
export const formatDateMinute = (time: number, locale: string): string =>
  formatDate(time, locale, { dateStyle: 'medium', timeStyle: 'short' }) ?? NO_FIGURE;

/**
 * The furthest a JavaScript Date reaches either side of the epoch (ms): past it `toISOString` and the date formatters
 * throw, so every time read from outside (venues, the feed, storage) is held within it.
 */
export const MAX_DATE_MS = 8.64e15;

export type AgeStyle = 'long' | 'short';

/**
 * How long ago something happened, in the reader's language: "5 seconds ago" / "5 sec. ago" (short, for headings),
 * "2 minuti fa", "yesterday". An age below zero (a time a little ahead of our clock, another machine's clock) is "now",
 * never "in 3 seconds"; an age that is not a finite number is a dash.
 */
export function formatAge(ms: number, locale: string, style: AgeStyle = 'long'): string {
  if (!Number.isFinite(ms)) return NO_FIGURE;
  const format = relativeFormat(locale, { numeric: 'auto', style });
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}

/** How long ago `time` was at `now` (both epoch milliseconds); null when `time` is not a time (never saved). */
export const formatAgo = (time: number, now: number, locale: string, style: AgeStyle = 'long'): string | null =>
  Number.isFinite(time) ? formatAge(now - time, locale, style) : null;

/** Time left, as a clock: 47:05, or 3:47:05 beyond an hour; nothing left is 00:00. */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
