import type { TFunction } from 'i18next';
import type { FieldErrorKey } from '../model/field-rules';
import type { LeverageLimit } from '../model/leverage';
import { MAX_HOLD_HOURS } from '../model/strategy-form';

export interface ErrorDetails {
  leverageLimit: LeverageLimit;
  unlisted?: readonly string[];
}

const KNOWN: ReadonlySet<string> = new Set<FieldErrorKey>([
  'addressRequired',
  'addressEvm',
  'addressSolana',
  'marketsRequired',
  'marketsUnlisted',
  'marketRequired',
  'marketNotOnBoth',
  'amountRequired',
  'amountInvalid',
  'amountPositive',
  'leverageRequired',
  'leverageInvalid',
  'leverageMin',
  'leverageMax',
  'spreadRequired',
  'spreadInvalid',
  'openSpreadPositive',
  'closeBelowOpen',
  'holdRequired',
  'holdRange',
]);

const isKnown = (message: string): message is FieldErrorKey => KNOWN.has(message);

/** A field's message in the reader's language, with the figures it names (the limit, the markets not listed). */
export function fieldErrorText(message: string | undefined, t: TFunction, details: ErrorDetails): string | undefined {
  if (message === undefined || !isKnown(message)) return undefined;
  switch (message) {
    case 'leverageMax': {
      const { max, market } = details.leverageLimit;
      return market === null
        ? t('volumeBot.errors.leverageMax', { max })
        : t('volumeBot.errors.leverageMaxMarket', { max, market });
    }
    case 'marketsUnlisted':
      return t('volumeBot.errors.marketsUnlisted', { markets: (details.unlisted ?? []).join(', ') });
    case 'holdRange':
      return t('volumeBot.errors.holdRange', { max: MAX_HOLD_HOURS });
    default:
      return t(`volumeBot.errors.${message}`);
  }
}
