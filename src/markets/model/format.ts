import { rateForPeriod, type RatePeriod } from './units';

/**
 * Number formats for the market tables, for the reader's language. Formatters are cached: a table of 150 markets
 * formats a few thousand numbers per refresh.
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

const RATE_DIGITS: Readonly<Record<RatePeriod, number>> = { '1h': 4, '8h': 4, apr: 2 };

/** A funding rate for a period, with its sign: +0.0013 %, −10.95 %. */
export function formatRate(hourly: number, period: RatePeriod, locale: string): string {
  const digits = RATE_DIGITS[period];
  return formatter(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(rateForPeriod(hourly, period));
}

/** A yearly rate (a spread), with two decimals. */
export function formatApr(apr: number, locale: string): string {
  return formatter(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(apr);
}

/** Dollars in short form: $1.2M, $845K. */
export function formatUsdCompact(value: number, locale: string): string {
  return formatter(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: value !== 0 && Math.abs(value) < 1000 ? 0 : 1,
  }).format(value);
}

/** Dollars with cents: what a day of carry earns. */
export function formatUsd(value: number, locale: string): string {
  return formatter(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A price with the digits that matter: $97,250.5, $2.3147, $0.00001823. */
export function formatPrice(value: number, locale: string): string {
  const options: Intl.NumberFormatOptions =
    value >= 1000
      ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
      : value >= 1
        ? { minimumFractionDigits: 2, maximumFractionDigits: 4 }
        : { maximumSignificantDigits: 4 };
  return formatter(locale, { style: 'currency', currency: 'USD', ...options }).format(value);
}

export function formatShare(share: number, locale: string): string {
  return formatter(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Time left, as a clock: 47:05, or 3:47:05 beyond an hour. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** How old data is, in the reader's language: "5 sec. ago", "2 min fa". Every venue heading asks once a second. */
export function formatAge(ms: number, locale: string): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  let relative = relativeFormats.get(locale);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' });
    relativeFormats.set(locale, relative);
  }
  if (seconds < 60) return relative.format(-seconds, 'second');
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  return relative.format(-Math.floor(seconds / 3600), 'hour');
}
