import { numberFormat } from './intl-cache';

/**
 * Reads a number typed by a person, as their language writes it. "1.234,5" in Italian and "1,234.5" in English are the
 * same number; "0,5" is a half in both (a separator that cannot be a thousands separator, because fewer or more than
 * three digits follow it, is the decimal mark, whichever the language). With `suffixes`, amounts may end in k, m or b
 * ("250k", "1,5m"), and "$", spaces and underscores are ignored. With `signed`, a leading + or − is allowed.
 * Null when the text is not a number (empty text included).
 */
export interface ParseDecimalOptions {
  suffixes?: boolean;
  signed?: boolean;
}

const MULTIPLIERS: Readonly<Record<string, number>> = { '': 1, k: 1e3, m: 1e6, b: 1e9 };

const decimalMarkOf = (locale: string): ',' | '.' => (numberFormat(locale).format(1.5).includes(',') ? ',' : '.');

/** Digits with the language's grouping: every group after the first has exactly three digits. */
function readGrouped(digits: string, decimalMark: string): string | null {
  const thousands = decimalMark === ',' ? '.' : ',';
  const [whole = '', fraction, ...extra] = digits.split(decimalMark);
  if (extra.length > 0) return null;
  const groups = whole.split(thousands);
  if (groups.length > 1 && (groups[0] === '' || groups.slice(1).some((group) => !/^\d{3}$/.test(group)))) return null;
  const joined = groups.join('') + (fraction === undefined ? '' : `.${fraction}`);
  return /^(\d+\.?\d*|\.\d+)$/.test(joined) ? joined : null;
}

/** One separator, used once, that cannot be grouping: a decimal mark ("0,5" in English, "1.5" in Italian). */
function readLoose(digits: string): string | null {
  const match = /^(\d*)([.,])(\d*)$/.exec(digits);
  if (!match) return /^\d+$/.test(digits) ? digits : null;
  const [, whole = '', , fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return `${whole || '0'}.${fraction}`;
}

export function parseDecimal(text: string, locale: string, options: ParseDecimalOptions = {}): number | null {
  let compact = text.trim().toLowerCase();
  if (options.suffixes) compact = compact.replace(/[\s_$]/g, '');
  let sign = 1;
  if (options.signed && /^[-+\u2212]/.test(compact)) {
    sign = compact.startsWith('+') ? 1 : -1;
    compact = compact.slice(1);
  }
  const match = (options.suffixes ? /^([\d.,]+)([kmb]?)$/ : /^([\d.,]+)()$/).exec(compact);
  if (!match) return null;
  const [, digits = '', suffix = ''] = match;
  const normalised = readGrouped(digits, decimalMarkOf(locale)) ?? readLoose(digits);
  if (normalised === null) return null;
  const value = sign * Number(normalised) * (MULTIPLIERS[suffix] ?? 1);
  return Number.isFinite(value) ? value : null;
}
