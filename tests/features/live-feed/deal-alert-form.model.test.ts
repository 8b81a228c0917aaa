import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertFormSchema, keywordsOfText, toAlertForm } from '../../../src/features/live-feed/model/deal-alert-form';
import { DEFAULT_ALERTS, type AlertSettings } from '../../../src/features/live-feed/model/deal-alerts';
import {
  MAX_ALERT_KEYWORDS,
  MAX_KEYWORD_LENGTH,
  MAX_PRICE_USD,
} from '../../../src/features/live-feed/model/feed-panel-state';

const settings: AlertSettings = {
  ...DEFAULT_ALERTS,
  enabled: true,
  on: 'rules',
  minDiscountPct: 20,
  maxPriceUsd: 500,
  grade: 10,
  keywords: ['charizard', 'base set'],
};

describe('the deal-alert form', () => {
  it('shows the keywords as one comma-separated text and keeps every other setting as it is', () => {
    expect(toAlertForm(settings)).toStrictEqual({
      enabled: true,
      on: 'rules',
      minDiscountPct: 20,
      maxPriceUsd: 500,
      grade: 10,
      useBotKeywords: settings.useBotKeywords,
      minConfidence: 'medium',
      sound: settings.sound,
      keywordText: 'charizard, base set',
    });
  });

  it('reads the typed keywords: blanks dropped, each cut to its longest, the list to its most', () => {
    expect(keywordsOfText(' pikachu ,, , umbreon ')).toEqual(['pikachu', 'umbreon']);
    expect(keywordsOfText('')).toEqual([]);
    expect(keywordsOfText('x'.repeat(MAX_KEYWORD_LENGTH + 5))).toEqual(['x'.repeat(MAX_KEYWORD_LENGTH)]);
    const many = Array.from({ length: MAX_ALERT_KEYWORDS + 3 }, (_, index) => `card${index}`);
    expect(keywordsOfText(many.join(','))).toEqual(many.slice(0, MAX_ALERT_KEYWORDS));
  });

  it('gives back the settings it was given, whatever the keywords', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: MAX_KEYWORD_LENGTH }).filter((text) => !/[,\s]/.test(text)),
          { maxLength: MAX_ALERT_KEYWORDS },
        ),
        (keywords) => {
          const back = alertFormSchema.parse(toAlertForm({ ...settings, keywords }));
          expect(back).toStrictEqual({ ...settings, keywords });
        },
      ),
    );
  });

  it('refuses a discount outside 0–100 %, a price outside 0 to the most, and a trigger it does not know', () => {
    const form = toAlertForm(settings);
    expect(alertFormSchema.safeParse({ ...form, minConfidence: 'high' }).success).toBe(true);
    expect(alertFormSchema.safeParse({ ...form, minConfidence: 'certain' }).success).toBe(false);
    expect(alertFormSchema.safeParse({ ...form, minDiscountPct: 0 }).success).toBe(true);
    expect(alertFormSchema.safeParse({ ...form, minDiscountPct: 100 }).success).toBe(true);
    expect(alertFormSchema.safeParse({ ...form, minDiscountPct: -1 }).success).toBe(false);
    expect(alertFormSchema.safeParse({ ...form, minDiscountPct: 101 }).success).toBe(false);
    expect(alertFormSchema.safeParse({ ...form, maxPriceUsd: 0 }).success).toBe(true);
    expect(alertFormSchema.safeParse({ ...form, maxPriceUsd: MAX_PRICE_USD }).success).toBe(true);
    expect(alertFormSchema.safeParse({ ...form, maxPriceUsd: -1 }).success).toBe(false);
    expect(alertFormSchema.safeParse({ ...form, maxPriceUsd: MAX_PRICE_USD + 1 }).success).toBe(false);
    expect(alertFormSchema.safeParse({ ...form, minDiscountPct: null, maxPriceUsd: null }).success).toBe(true);
    expect(alertFormSchema.safeParse({ ...form, on: 'always' }).success).toBe(false);
  });
});
