import * as z from 'zod/mini';
import type { StrategySettings } from '../../../account-record/volume-bot';
import { amountError, leverageError, numberOf, type FieldErrorKey, type FormErrors } from './field-rules';
import { leverageLimit, type LeverageLimit } from './leverage';
import { readAmount, readDecimal } from './typed-number';

/** What a strategy's form holds: numbers as the user typed them; spreads in % APR, hold time in hours. */
export interface StrategyFormValues {
  market: string;
  size: string;
  leverage: string;
  openSpread: string;
  closeSpread: string;
  maxHoldHours: string;
}
export type StrategyField = keyof StrategyFormValues;

export interface StrategyFormContext {
  locale: string;
  /** The markets listed on both of the strategy's venues now; null while not known (no market is refused then). */
  listed: ReadonlySet<string> | null;
  maxLeverageOf: (market: string) => number | null;
}

/** A position is held at most 30 days: past that, a funding trade is a different decision. */
export const MAX_HOLD_HOURS = 720;

export const STRATEGY_DEFAULTS: StrategyFormValues = {
  market: '',
  size: '1000',
  leverage: '2',
  openSpread: '20',
  closeSpread: '5',
  maxHoldHours: '168',
};

export function strategyFormValues(saved: StrategySettings | undefined): StrategyFormValues {
  if (!saved) return STRATEGY_DEFAULTS;
  return {
    market: saved.market,
    size: String(saved.sizeUsd),
    leverage: String(saved.leverage),
    openSpread: String(saved.openSpreadApr),
    closeSpread: String(saved.closeSpreadApr),
    maxHoldHours: String(saved.maxHoldHours),
  };
}

export function strategyLeverageLimit(values: StrategyFormValues, context: StrategyFormContext): LeverageLimit {
  return leverageLimit(values.market === '' ? [] : [values.market], context.maxLeverageOf);
}

function spreadError(text: string, locale: string): FieldErrorKey | null {
  const spread = readDecimal(text, locale);
  if (spread.kind === 'empty') return 'spreadRequired';
  return spread.kind === 'invalid' ? 'spreadInvalid' : null;
}

/**
 * Every rule of a strategy: a market listed on both venues, a positive size per leg, leverage between 1× and the
 * market's maximum, an opening spread above 0 % APR and a closing one below it (Y < X), and a whole number of hours
 * from 1 to 720 for the longest hold.
 */
export function strategyFormErrors(
  values: StrategyFormValues,
  context: StrategyFormContext,
): FormErrors<StrategyField> {
  const errors: FormErrors<StrategyField> = {};
  if (values.market === '') errors.market = 'marketRequired';
  else if (context.listed && !context.listed.has(values.market)) errors.market = 'marketNotOnBoth';
  const size = amountError(values.size, context.locale);
  if (size) errors.size = size;
  const leverage = leverageError(values.leverage, strategyLeverageLimit(values, context), context.locale);
  if (leverage) errors.leverage = leverage;
  const open = spreadError(values.openSpread, context.locale);
  const openValue = readDecimal(values.openSpread, context.locale);
  if (open) errors.openSpread = open;
  else if (openValue.kind === 'number' && openValue.value <= 0) errors.openSpread = 'openSpreadPositive';
  const close = spreadError(values.closeSpread, context.locale);
  const closeValue = readDecimal(values.closeSpread, context.locale);
  if (close) errors.closeSpread = close;
  else if (openValue.kind === 'number' && closeValue.kind === 'number' && closeValue.value >= openValue.value) {
    errors.closeSpread = 'closeBelowOpen';
  }
  const hold = readDecimal(values.maxHoldHours, context.locale);
  if (hold.kind === 'empty') errors.maxHoldHours = 'holdRequired';
  else if (hold.kind === 'invalid' || !Number.isInteger(hold.value) || hold.value < 1 || hold.value > MAX_HOLD_HOURS) {
    errors.maxHoldHours = 'holdRange';
  }
  return errors;
}

export function strategyFormSchema(context: StrategyFormContext) {
  return z
    .object({
      market: z.string(),
      size: z.string(),
      leverage: z.string(),
      openSpread: z.string(),
      closeSpread: z.string(),
      maxHoldHours: z.string(),
    })
    .check(
      z.superRefine((values, issues) => {
        for (const [field, message] of Object.entries(strategyFormErrors(values, context))) {
          issues.addIssue({ code: 'custom', path: [field], message });
        }
      }),
    );
}

export function toStrategySettings(values: StrategyFormValues, locale: string, savedAt: Date): StrategySettings {
  return {
    market: values.market,
    sizeUsd: numberOf(values.size, (text) => readAmount(text, locale)),
    leverage: numberOf(values.leverage, (text) => readDecimal(text, locale)),
    openSpreadApr: numberOf(values.openSpread, (text) => readDecimal(text, locale)),
    closeSpreadApr: numberOf(values.closeSpread, (text) => readDecimal(text, locale)),
    maxHoldHours: numberOf(values.maxHoldHours, (text) => readDecimal(text, locale)),
    savedAt: savedAt.toISOString(),
  };
}
