/**
 * Intl formatters are costly to make and cheap to use: a market table formats a few thousand numbers per refresh and
 * every age on screen is written once a second. Each formatter is made once per language and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat =>
  cached(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
