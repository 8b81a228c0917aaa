import type { TFunction } from 'i18next';
import { comparedValue, gradeNumber, type FeedEvent } from '../../../feed/model/feed-event';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import type { ResolvedCard } from '../../../cards/model/card';
import type { Comps } from '../../../cards/model/comps';
import type { BuyingCosts, NetGap } from '../../../cards/model/net-deal';
import { valueSource } from '../model/feed-cards';

/* The words of a feed row: its title, its market value and where it comes from, and its gap after costs. */

/** The name of the card: the feed's name, else its PSA id, else "Card". */
export function eventTitle(event: FeedEvent, t: TFunction): string {
  return event.name ?? (event.psaId ? t('feed.psa', { id: event.psaId }) : t('feed.card'));
}

/** What "below" is below: the value the feed compares the price with, and by how much. */
export function comparisonText(event: FeedEvent, t: TFunction, locale: string): string | null {
  const { difference, percentage } = event;
  const direction = difference ?? percentage;
  if (direction === null || direction === 0) return null;
  const usd = difference === null ? null : formatUsd(Math.abs(difference), locale);
  // The percent sign and its spacing belong to the language's sentence ("21.3%", "21,3 %").
  const percent = percentage === null ? null : formatNumber(Math.abs(percentage), locale, { maxDigits: 1 });
  const amount =
    usd !== null && percent !== null
      ? t('feed.amountPercent', { amount: usd, percentage: percent })
      : (usd ?? t('feed.percent', { percentage: percent }));
  const value = comparedValue(event);
  const options = { amount, value: value === null ? '' : formatUsd(value, locale) };
  if (direction > 0) return value === null ? t('feed.below', options) : t('feed.belowValue', options);
  return value === null ? t('feed.above', options) : t('feed.aboveValue', options);
}

/**
 * The market value the row shows, and where it comes from (its tooltip). Without `gap` (a value with too little to go
 * on) the feed's value is named without how far the price is from it.
 */
export function marketValue(
  event: FeedEvent,
  card: ResolvedCard | null | undefined,
  comps: Comps | null,
  t: TFunction,
  locale: string,
  { gap = true }: { gap?: boolean } = {},
): { text: string | null; source: string | undefined } {
  const source = valueSource(event, card, comps !== null);
  if (source === 'feed') {
    const value = comparedValue(event);
    const text = gap
      ? comparisonText(event, t, locale)
      : value === null
        ? null
        : t('cards.value.lowLine', { value: formatUsd(value, locale) });
    return { text, source: t('cards.value.feed') };
  }
  if (source === 'valuation' && card?.predictedPrice != null) {
    return {
      text: t('cards.value.valuationLine', { value: formatUsd(card.predictedPrice, locale) }),
      source: t('cards.value.valuation', { grade: card.grade ?? gradeNumber(event.grade) ?? 10 }),
    };
  }
  if (source === 'comps' && comps) {
    return {
      text: t('cards.value.compsLine', { value: formatUsd(comps.median, locale) }),
      source: t('cards.value.comps'),
    };
  }
  return { text: null, source: undefined };
}

/** "net $87.00 (17.4%) below after costs": the gap once the platform's buying costs are paid. */
export function netLine(net: NetGap, t: TFunction, locale: string): string {
  const options = {
    amount: formatUsd(Math.abs(net.netUsd), locale),
    percentage: formatNumber(Math.abs(net.netPct), locale, { maxDigits: 1 }),
  };
  return t(net.netUsd > 0 ? 'cards.net.below' : 'cards.net.above', options);
}

/** "2% + $0.00 a purchase on Collector Crypt": the costs in force, as the tooltip names them. */
export function costsText(costs: BuyingCosts, platformName: string, t: TFunction, locale: string): string {
  return t('cards.net.costs', {
    percentage: formatNumber(costs.pct * 100, locale, { maxDigits: 2 }),
    fixed: formatUsd(costs.fixedUsd, locale),
    platform: platformName,
  });
}
