import type { TFunction } from 'i18next';
import { formatNumber, formatUsd } from '../../lib/format/numbers';
import { formatAgo } from '../../lib/format/time';
import type { Comps } from '../model/comps';
import type { PriceLine } from '../model/price-line';

/** "3 sales seen · median $400 · last $410, 2 min ago · 10% below the median". */
export function compsSummary(comps: Comps, t: TFunction, locale: string, now: number): string {
  const parts = [
    t('cards.comps.summary', { count: comps.sales.length, median: formatUsd(comps.median, locale) }),
    t('cards.comps.last', {
      price: formatUsd(comps.last.priceUSD, locale),
      ago: formatAgo(comps.last.time, now, locale) ?? '',
    }),
  ];
  const pct = comps.vsMedianPct;
  if (pct !== null) {
    const percentage = formatNumber(Math.abs(pct), locale, { maxDigits: 1 });
    // A difference that rounds to nothing reads as "at the median".
    if (percentage === formatNumber(0, locale, { maxDigits: 1 })) parts.push(t('cards.comps.atMedian'));
    else parts.push(t(pct < 0 ? 'cards.comps.below' : 'cards.comps.above', { percentage }));
  }
  return parts.join(' · ');
}

/** The price line for a screen reader: "5 sales from $120.00 to $180.00; predicted $150.00". */
export function priceLineText(line: PriceLine, t: TFunction, locale: string): string {
  const sales = t('cards.priceLine.sales', {
    count: line.points.length,
    low: formatUsd(line.lowSale, locale),
    high: formatUsd(line.highSale, locale),
  });
  return line.predicted === null
    ? sales
    : t('cards.priceLine.withPredicted', { sales, predicted: formatUsd(line.predicted, locale) });
}
