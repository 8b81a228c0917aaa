import * as z from 'zod/mini';
import { CONFIDENCE_LEVELS } from '../../../cards/model/confidence';
import { ALERT_TRIGGERS, DEFAULT_ALERTS, type AlertSettings } from './deal-alerts';
import type { FeedKind, FeedPlatform } from '../../../feed/platforms';
import { FEED_SORTS, NO_FILTERS, type FeedFilters, type FeedSort } from './feed-view';

/** Which feed a panel shows: one platform's listings or its sales. */
export interface FeedPanelParams {
  platform: FeedPlatform;
  kind: FeedKind;
}

/** What a feed panel keeps with the layout: its order, its filters and its deal alerts. */
export interface FeedPanelState {
  sort: FeedSort;
  filters: FeedFilters;
  alerts: AlertSettings;
}

export const DEFAULT_FEED_PANEL_STATE: FeedPanelState = { sort: 'newest', filters: NO_FILTERS, alerts: DEFAULT_ALERTS };

export const MAX_KEYWORD_LENGTH = 60;
export const MAX_ALERT_KEYWORDS = 40;
/** Prices are typed in US dollars, up to ten million. */
export const MAX_PRICE_USD = 10_000_000;

const grade = z.nullable(
  z.number().check(
    z.minimum(1),
    z.maximum(10),
    // Whole or half grades (9.5); the message is never shown: a state that fails is set aside whole.
    z.refine((value) => Number.isInteger(value * 2)),
  ),
);
const priceUsd = z.nullable(z.number().check(z.minimum(0), z.maximum(MAX_PRICE_USD)));
const discountPct = z.nullable(z.number().check(z.minimum(0), z.maximum(100)));

const filtersSchema = z.object({
  grade: z._default(grade, null),
  keyword: z._default(z.string().check(z.maxLength(MAX_KEYWORD_LENGTH)), ''),
  maxPriceUsd: z._default(priceUsd, null),
  minDiscountPct: z._default(discountPct, null),
  goodDealsOnly: z._default(z.boolean(), false),
});

const alertsSchema = z.object({
  enabled: z._default(z.boolean(), false),
  on: z._default(z.enum(ALERT_TRIGGERS), 'goodDeals'),
  minDiscountPct: z._default(discountPct, null),
  maxPriceUsd: z._default(priceUsd, null),
  grade: z._default(grade, null),
  keywords: z._default(
    z.array(z.string().check(z.maxLength(MAX_KEYWORD_LENGTH))).check(z.maxLength(MAX_ALERT_KEYWORDS)),
    [],
  ),
  useBotKeywords: z._default(z.boolean(), false),
  minConfidence: z._default(z.enum(CONFIDENCE_LEVELS), 'medium'),
  sound: z._default(z.boolean(), true),
});

/**
 * Checks a stored state. A part it does not have (saved by an older version) takes its default; a part of the wrong
 * shape makes the whole state unreadable, and the panel starts from its defaults.
 */
export const feedPanelStateSchema: z.ZodMiniType<FeedPanelState> = z.object({
  sort: z._default(z.enum(FEED_SORTS), 'newest'),
  filters: z._default(filtersSchema, () => ({ ...NO_FILTERS })),
  alerts: z._default(alertsSchema, () => ({ ...DEFAULT_ALERTS, keywords: [] })),
});
