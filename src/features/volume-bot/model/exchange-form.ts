import * as z from 'zod/mini';
import type { ExchangeSettings, VolumeBotVenue } from '../../../account-record/volume-bot';
import { addressKind, isVenueAddress } from './addresses';
import { amountError, leverageError, numberOf, type FormErrors } from './field-rules';
import { leverageLimit, type LeverageLimit } from './leverage';
import { readAmount, readDecimal } from './typed-number';

/** What the exchange settings form holds: numbers as the user typed them. */
export interface ExchangeFormValues {
  enabled: boolean;
  address: string;
  markets: string[];
  targetDailyVolume: string;
  maxPosition: string;
  maxLeverage: string;
}
export type ExchangeField = keyof ExchangeFormValues;

/** What the rules need to know of the venue's live market list. */
export interface ExchangeFormContext {
  venue: VolumeBotVenue;
  locale: string;
  /** The markets the venue lists now; null while its list is not known (no market is refused then). */
  listed: ReadonlySet<string> | null;
  maxLeverageOf: (market: string) => number | null;
}

export const EXCHANGE_DEFAULTS: ExchangeFormValues = {
  enabled: false,
  address: '',
  markets: [],
  targetDailyVolume: '10000',
  maxPosition: '1000',
  maxLeverage: '3',
};

/** The form's values for what was saved. */
export function exchangeFormValues(saved: ExchangeSettings | undefined): ExchangeFormValues {
  if (!saved) return EXCHANGE_DEFAULTS;
  return {
    enabled: saved.enabled,
    address: saved.address,
    markets: [...saved.markets],
    targetDailyVolume: String(saved.targetDailyVolumeUsd),
    maxPosition: String(saved.maxPositionUsd),
    maxLeverage: String(saved.maxLeverage),
  };
}

/** The chosen markets the venue does not list (any longer). */
export function unlistedMarkets(markets: readonly string[], listed: ReadonlySet<string> | null): string[] {
  return listed ? markets.filter((market) => !listed.has(market)) : [];
}

export function exchangeLeverageLimit(values: ExchangeFormValues, context: ExchangeFormContext): LeverageLimit {
  return leverageLimit(values.markets, context.maxLeverageOf);
}

/**
 * Every rule of the exchange settings. An enabled venue needs its account address and at least one market; an
 * address, once typed, must be the venue's kind; markets must be on the venue's live list; amounts are positive
 * dollars; leverage is between 1× and the lowest maximum of the chosen markets.
 */
export function exchangeFormErrors(
  values: ExchangeFormValues,
  context: ExchangeFormContext,
): FormErrors<ExchangeField> {
  const errors: FormErrors<ExchangeField> = {};
  const address = values.address.trim();
  if (address === '') {
    if (values.enabled) errors.address = 'addressRequired';
  } else if (!isVenueAddress(context.venue, address)) {
    errors.address = addressKind(context.venue) === 'solana' ? 'addressSolana' : 'addressEvm';
  }
  if (values.enabled && values.markets.length === 0) errors.markets = 'marketsRequired';
  else if (unlistedMarkets(values.markets, context.listed).length > 0) errors.markets = 'marketsUnlisted';
  const volume = amountError(values.targetDailyVolume, context.locale);
  if (volume) errors.targetDailyVolume = volume;
  const position = amountError(values.maxPosition, context.locale);
  if (position) errors.maxPosition = position;
  const leverage = leverageError(values.maxLeverage, exchangeLeverageLimit(values, context), context.locale);
  if (leverage) errors.maxLeverage = leverage;
  return errors;
}

/** The form's schema for react-hook-form: the rules above, each message on its field. */
export function exchangeFormSchema(context: ExchangeFormContext) {
  return z
    .object({
      enabled: z.boolean(),
      address: z.string(),
      markets: z.array(z.string()),
      targetDailyVolume: z.string(),
      maxPosition: z.string(),
      maxLeverage: z.string(),
    })
    .check(
      z.superRefine((values, issues) => {
        for (const [field, message] of Object.entries(exchangeFormErrors(values, context))) {
          issues.addIssue({ code: 'custom', path: [field], message });
        }
      }),
    );
}

/** What is saved, from values that passed every rule. */
export function toExchangeSettings(values: ExchangeFormValues, locale: string, savedAt: Date): ExchangeSettings {
  return {
    enabled: values.enabled,
    address: values.address.trim(),
    markets: [...new Set(values.markets)],
    targetDailyVolumeUsd: numberOf(values.targetDailyVolume, (text) => readAmount(text, locale)),
    maxPositionUsd: numberOf(values.maxPosition, (text) => readAmount(text, locale)),
    maxLeverage: numberOf(values.maxLeverage, (text) => readDecimal(text, locale)),
    savedAt: savedAt.toISOString(),
  };
}
