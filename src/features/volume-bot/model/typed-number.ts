import { parseDecimal } from '../../../lib/format/parse-decimal';

/**
 * What a typed number field holds: nothing, something that is not a number, or a number. The forms keep what the
 * user typed as text, so that "1,5" in Italian or "10k" are read as people mean them and a half-typed value is kept.
 */
export type TypedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

const EMPTY: TypedNumber = { kind: 'empty' };
const INVALID: TypedNumber = { kind: 'invalid' };

const typed = (text: string, value: number | null): TypedNumber =>
  text.trim() === '' ? EMPTY : value === null ? INVALID : { kind: 'number', value };

/** A dollar amount as people type it: "25000", "25,000", "25k", "1.5m" (see parseDecimal). */
export const readAmount = (text: string, locale: string): TypedNumber =>
  typed(text, parseDecimal(text, locale, { suffixes: true }));

/** A plain decimal, in the reader's language, possibly negative: a percentage, a leverage, hours. */
export const readDecimal = (text: string, locale: string): TypedNumber =>
  typed(text, parseDecimal(text, locale, { signed: true }));

/**
 * A number as the form's fields hold it, in the reader's language and without grouping (12.5 → "12,5" in Italian), so
 * that a value put in a field by the app reads back as the same number.
 */
export const typedDecimal = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 8 }).format(value);
