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
  return new Intl.DateTimeFormat(locale, options).format(date);
}
