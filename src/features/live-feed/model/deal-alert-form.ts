import * as z from 'zod/mini';
import { CONFIDENCE_LEVELS } from '../../../cards/model/confidence';
import { ALERT_TRIGGERS, parseKeywords, type AlertSettings } from './deal-alerts';
import { MAX_ALERT_KEYWORDS, MAX_KEYWORD_LENGTH, MAX_PRICE_USD } from './feed-panel-state';

/**
 * The deal-alert settings as the form holds them: the keywords as the user types them (a comma-separated text), the
 * rest as the settings. Settings apply as they are changed (there is no Save): each change that reads becomes the
 * panel's settings at once.
 */
export interface AlertFormValues extends Omit<AlertSettings, 'keywords'> {
  keywordText: string;
}

export const toAlertForm = ({ keywords, ...rest }: AlertSettings): AlertFormValues => ({
  ...rest,
  keywordText: keywords.join(', '),
});

/** A keyword list as typed: comma-separated, blanks dropped, each cut to its longest and the list to its most. */
export const keywordsOfText = (text: string): string[] =>
  parseKeywords(text)
    .map((keyword) => keyword.slice(0, MAX_KEYWORD_LENGTH))
    .slice(0, MAX_ALERT_KEYWORDS);

export const alertFormSchema = z.pipe(
  z.object({
    enabled: z.boolean(),
    on: z.enum(ALERT_TRIGGERS),
    minDiscountPct: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
    maxPriceUsd: z.nullable(z.number().check(z.minimum(0), z.maximum(MAX_PRICE_USD))),
    grade: z.nullable(z.number()),
    keywordText: z.string(),
    useBotKeywords: z.boolean(),
    minConfidence: z.enum(CONFIDENCE_LEVELS),
    sound: z.boolean(),
  }),
  z.transform(({ keywordText, ...rest }): AlertSettings => ({ ...rest, keywords: keywordsOfText(keywordText) })),
);
