import { type FeedEvent, gradeNumber } from '../../../feed/model/feed-event';
import { feedNameOnly, foldText, type NamesOf } from './feed-view';
import { dealOnlyGross, type NetGap } from '../../../cards/model/net-deal';
import { atLeast, type Confidence } from '../../../cards/model/confidence';
import type { ValueJudgement } from '../../../cards/model/value-confidence';

export const ALERT_TRIGGERS = ['goodDeals', 'rules'] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

/** A panel's deal alerts: off until the user turns them on. */
export interface AlertSettings {
  enabled: boolean;
  /** On every good deal the feed marks, or on the user's own rules. */
  on: AlertTrigger;
  /** The rules: every one that is set must hold. */
  minDiscountPct: number | null;
  maxPriceUsd: number | null;
  grade: number | null;
  /** The name must hold one of these (with the buy bot's keywords when `useBotKeywords`). */
  keywords: string[];
  useBotKeywords: boolean;
  /** The least confidence a deal's market value must have to alert (an event whose value is unknown is not judged). */
  minConfidence: Confidence;
  sound: boolean;
}

export const DEFAULT_ALERTS: AlertSettings = {
  enabled: false,
  on: 'goodDeals',
  minDiscountPct: null,
  maxPriceUsd: null,
  grade: null,
  keywords: [],
  useBotKeywords: false,
  minConfidence: 'medium',
  sound: true,
};

/** A keyword list as the user types it: comma-separated, blanks dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

/** Whether the rules say anything at all; with none set, every new event would alert. */
export function hasRules(settings: AlertSettings): boolean {
  return (
    settings.minDiscountPct !== null ||
    settings.maxPriceUsd !== null ||
    settings.grade !== null ||
    settings.keywords.length > 0 ||
    settings.useBotKeywords
  );
}

const NO_NET = () => null;
const NOT_JUDGED = () => null;

/**
 * A predicate for the alert settings: good deals, or every rule that is set. `botKeywords` are the buy bot's, used
 * when the user asked for them (while they are unknown, only the user's own keywords count). `namesOf` gives the names
 * an event goes by (the card's too, once resolved). `netOf` gives the gap after the platform's buying costs where the
 * market value is known: a good deal the costs undo does not alert, and the minimum discount is the net one.
 * `judgementOf` gives the value's confidence where it is known: below the minimum confidence, nothing alerts.
 */
export function alertPredicate(
  settings: AlertSettings,
  botKeywords: readonly string[],
  namesOf: NamesOf = feedNameOnly,
  netOf: (event: FeedEvent) => NetGap | null = NO_NET,
  judgementOf: (event: FeedEvent) => ValueJudgement | null = NOT_JUDGED,
): (event: FeedEvent) => boolean {
  const rules = rulesPredicate(settings, botKeywords, namesOf, netOf);
  const { minConfidence } = settings;
  return (event) => {
    const judgement = judgementOf(event);
    if (judgement !== null && !atLeast(judgement.level, minConfidence)) return false;
    return rules(event);
  };
}

function rulesPredicate(
  settings: AlertSettings,
  botKeywords: readonly string[],
  namesOf: NamesOf,
  netOf: (event: FeedEvent) => NetGap | null,
): (event: FeedEvent) => boolean {
  if (settings.on === 'goodDeals') return (event) => event.isGoodDeal && !dealOnlyGross(netOf(event));
  const keywords = [...settings.keywords, ...(settings.useBotKeywords ? botKeywords : [])]
    .map(foldText)
    .filter((keyword) => keyword !== '');
  // Asking for the bot's keywords and having none (yet) must not turn the keyword rule into "any name".
  const keywordRule = settings.keywords.length > 0 || settings.useBotKeywords;
  const { minDiscountPct, maxPriceUsd, grade } = settings;
  return (event) => {
    if (minDiscountPct !== null) {
      const discount = netOf(event)?.netPct ?? event.percentage;
      if (discount === null || discount < minDiscountPct) return false;
    }
    if (maxPriceUsd !== null && (event.priceUSD === null || event.priceUSD > maxPriceUsd)) return false;
    if (grade !== null && gradeNumber(event.grade) !== grade) return false;
    if (!keywordRule) return true;
    const names = namesOf(event)
      .map(foldText)
      .filter((name) => name !== '');
    return names.some((name) => keywords.some((keyword) => name.includes(keyword)));
  };
}

/** What one alert says: one deal by name, several by their number (and the names of the first three). */
export type AlertSummary<Deal> = { count: 1; event: Deal } | { count: number; names: string[] };

export function summarizeDeals<Deal extends { name: string | null }>(
  events: readonly Deal[],
): AlertSummary<Deal> | null {
  const [first] = events;
  if (!first) return null;
  if (events.length === 1) return { count: 1, event: first };
  const names = events.map((event) => event.name).filter((name): name is string => name !== null);
  return { count: events.length, names: names.slice(0, 3) };
}
