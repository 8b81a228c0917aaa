import { numberFormat } from './intl-cache';

/**
 * Numbers for the reader's language, value first. A value that is not a finite number (a venue's NaN, an overflow to
 * Infinity) is written as a dash rather than "NaN" or "∞": the cell stays readable and says "no figure".
 */
export const NO_FIGURE = '—';

const write = (value: number, locale: string, options: Intl.NumberFormatOptions): string =>
  Number.isFinite(value) ? numberFormat(locale, options).format(value) : NO_FIGURE;

export interface DigitsOptions {
  /** At most this many decimals (default 2). */
  maxDigits?: number;
  /** At least this many decimals (default 0). */
  minDigits?: number;
  /** A plus sign on positive values ("+0.0013 %"); zero has none. */
  signed?: boolean;
}

const digits = ({ maxDigits = 2, minDigits = 0, signed = false }: DigitsOptions): Intl.NumberFormatOptions => ({
  minimumFractionDigits: Math.min(minDigits, maxDigits),
  maximumFractionDigits: maxDigits,
  ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
});

/** A plain number: 1,234.5 (en), 1.234,5 (it). */
export const formatNumber = (value: number, locale: string, options: DigitsOptions = {}): string =>
  write(value, locale, digits(options));

/** A number with at most `significant` significant digits: a position size of 0.00012345 or 1,234.57. */
export const formatSignificant = (value: number, locale: string, significant = 6): string =>
  write(value, locale, { maximumSignificantDigits: significant });

/** Dollars with cents: $9.60. */
export const formatUsd = (value: number, locale: string): string =>
  write(value, locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in a given currency, as the valuation service quotes it: $1,234.00, 1.234,00 €. */
export const formatMoney = (value: number, currency: string, locale: string): string =>
  write(value, locale, { style: 'currency', currency });

/** Dollars in short form: $1.2M, $845K; whole dollars below a thousand. */
/** A figure in few characters, without a currency: "11.3M", "11,3 Mln" (a narrow cell whose heading names the unit). */
export const formatCompact = (value: number, locale: string): string =>
  write(value, locale, { notation: 'compact', maximumFractionDigits: value !== 0 && Math.abs(value) < 1000 ? 0 : 1 });

export const formatUsdCompact = (value: number, locale: string): string =>
  write(value, locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: value !== 0 && Math.abs(value) < 1000 ? 0 : 1,
  });

/** A price with the digits that matter: $97,250.5, $2.3147, $0.00001823. */
export function formatPrice(value: number, locale: string): string {
  const size = Math.abs(value);
  const options: Intl.NumberFormatOptions =
    size >= 1000
      ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
      : size >= 1
        ? { minimumFractionDigits: 2, maximumFractionDigits: 4 }
        : { maximumSignificantDigits: 4 };
  return write(value, locale, { style: 'currency', currency: 'USD', ...options });
}

/** A fraction as a percentage: 0.3504 → 35.04 % (two decimals unless told). */
export const formatPercent = (fraction: number, locale: string, options: DigitsOptions = {}): string =>
  write(fraction, locale, { style: 'percent', ...digits(options) });

/** A share of a whole, in whole per cent: 0.754 → 75 %. */
export const formatShare = (fraction: number, locale: string): string =>
  formatPercent(fraction, locale, { maxDigits: 0 });

/** A fraction in basis points (1 bp = 0.01 %), with its sign: 0.00123 → +12.3 bps. */
export const formatBps = (fraction: number, locale: string): string =>
  Number.isFinite(fraction)
    ? `${formatNumber(fraction * 10_000, locale, { maxDigits: 1, minDigits: 1, signed: true })} bps`
    : NO_FIGURE;

/** A yearly rate (a spread, a return) with two decimals: 35.04 %. */
export const formatApr = (apr: number, locale: string): string =>
  formatPercent(apr, locale, { minDigits: 2, maxDigits: 2 });
