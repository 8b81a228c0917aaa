import { parseAmount } from '../../../markets/model/amount';

/**
 * What a typed number field holds: nothing, something that is not a number, or a number. The forms keep what the
 * user typed as text, so that "1,5" in Italian or "10k" are read as people mean them and a half-typed value is kept.
 */
export type TypedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

const EMPTY: TypedNumber = { kind: 'empty' };
const INVALID: TypedNumber = { kind: 'invalid' };

/** A dollar amount as people type it: "25000", "25,000", "25k", "1.5m" (see parseAmount). */
export function readAmount(text: string, locale: string): TypedNumber {
  if (text.trim() === '') return EMPTY;
  const value = parseAmount(text, locale);
  return value === null ? INVALID : { kind: 'number', value };
}

const PLAIN_DECIMAL = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A plain decimal, with a point or a comma, possibly negative: a percentage, a leverage, hours. */
export function readDecimal(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  if (!PLAIN_DECIMAL.test(trimmed)) return INVALID;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'number', value } : INVALID;
}
