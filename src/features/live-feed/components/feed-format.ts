/** Number and time formats for the feed, made once per language (a formatter is costly to make, cheap to use). */
const cache = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format as T;
}

export const formatUsd = (locale: string, value: number) =>
  cached(`usd|${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(value);

export const formatSol = (locale: string, value: number) =>
  cached(`sol|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).format(value);

export const formatPercent = (locale: string, value: number) =>
  cached(`pct|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })).format(value);

export const formatDateTime = (locale: string, time: number) =>
  cached(`dt|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })).format(
    time,
  );

/** "5 seconds ago", "now": an event stamped a little ahead of our clock is "now", never "in 3 seconds". */
export function formatAgo(locale: string, time: number, now: number): string {
  const format = cached(`ago|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const seconds = Math.min(0, Math.round((time - now) / 1000));
  if (seconds > -60) return format.format(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}
