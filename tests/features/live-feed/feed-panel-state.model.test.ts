import { describe, expect, it } from 'vitest';
import { selectBuyBotKeywords } from '../../../src/features/live-feed/api/buy-bot-keywords';
import { DEFAULT_FEED_PANEL_STATE, feedPanelStateSchema } from '../../../src/features/live-feed/model/feed-panel-state';
import { NO_FILTERS } from '../../../src/features/live-feed/model/feed-view';

describe('the stored panel state', () => {
  it('fills what an older version did not save, and refuses what is out of range', () => {
    expect(feedPanelStateSchema.parse({})).toEqual(DEFAULT_FEED_PANEL_STATE);
    expect(feedPanelStateSchema.parse({ sort: 'discount', filters: { grade: 9.5 } })).toMatchObject({
      sort: 'discount',
      filters: { ...NO_FILTERS, grade: 9.5 },
      alerts: { enabled: false },
    });
    // Alert settings saved before a setting existed: each missing one takes its default (alerts off, sound on).
    expect(feedPanelStateSchema.parse({ alerts: {} }).alerts).toEqual(DEFAULT_FEED_PANEL_STATE.alerts);
    expect(feedPanelStateSchema.parse({ alerts: { enabled: true } }).alerts).toEqual({
      enabled: true,
      on: 'goodDeals',
      minDiscountPct: null,
      maxPriceUsd: null,
      grade: null,
      keywords: [],
      useBotKeywords: false,
      // Saved before deal alerts had a minimum confidence: the default one, Medium.
      minConfidence: 'medium',
      sound: true,
    });
    for (const bad of [
      { sort: 'random' },
      { filters: { grade: 9.3 } },
      { filters: { maxPriceUsd: -1 } },
      { filters: { minDiscountPct: 101 } },
      { alerts: { enabled: 'yes' } },
      { alerts: { minConfidence: 'certain' } },
      { alerts: { minConfidence: 2 } },
      { alerts: { keywords: Array.from({ length: 41 }, () => 'a') } },
    ]) {
      expect(feedPanelStateSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the buy bot keywords', () => {
  it('are the saved texts, trimmed, without blanks; nothing when they cannot be read', () => {
    expect(selectBuyBotKeywords({ botSettings: { selectedKeywords: [' Umbreon ', '', 4, 'Lugia'] } })).toEqual([
      'Umbreon',
      'Lugia',
    ]);
    expect(selectBuyBotKeywords({})).toEqual([]);
    expect(selectBuyBotKeywords({ botSettings: 'broken' })).toEqual([]);
    expect(selectBuyBotKeywords({ botSettings: { selectedKeywords: 'Umbreon' } })).toEqual([]);
  });
});
