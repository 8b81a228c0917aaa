import type { LeverageLimit } from './leverage';
import { readAmount, readDecimal } from './typed-number';

/** The messages a field can show; each is a key under `volumeBot.errors` in every language. */
export type FieldErrorKey =
  | 'addressRequired'
  | 'addressEvm'
  | 'addressSolana'
  | 'marketsRequired'
  | 'marketsUnlisted'
  | 'marketRequired'
  | 'marketNotOnBoth'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountPositive'
  | 'leverageRequired'
  | 'leverageInvalid'
  | 'leverageMin'
  | 'leverageMax'
  | 'spreadRequired'
  | 'spreadInvalid'
  | 'openSpreadPositive'
  | 'closeBelowOpen'
  | 'holdRequired'
  | 'holdRange';

/** A positive dollar amount, as typed. */
export function amountError(text: string, locale: string): FieldErrorKey | null {
  const amount = readAmount(text, locale);
  if (amount.kind === 'empty') return 'amountRequired';
  if (amount.kind === 'invalid') return 'amountInvalid';
  return amount.value > 0 ? null : 'amountPositive';
}

/** At least 1×, at most the limit that applies. */
export function leverageError(text: string, limit: LeverageLimit, locale: string): FieldErrorKey | null {
  const leverage = readDecimal(text, locale);
  if (leverage.kind === 'empty') return 'leverageRequired';
  if (leverage.kind === 'invalid') return 'leverageInvalid';
  if (leverage.value < 1) return 'leverageMin';
  return leverage.value > limit.max ? 'leverageMax' : null;
}

/** A typed number that has passed its rule (the form does not submit otherwise). */
export function numberOf(text: string, read: (text: string) => ReturnType<typeof readDecimal>): number {
  const typed = read(text);
  if (typed.kind !== 'number') throw new RangeError('a field was read before it was checked');
  return typed.value;
}

/** Field → message, for the fields that break a rule. */
export type FormErrors<Field extends string> = Partial<Record<Field, FieldErrorKey>>;
