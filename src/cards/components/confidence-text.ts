import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format/numbers';
import { formatAge } from '../../lib/format/time';
import { CONFIDENCE_RULE, disagrees } from '../model/confidence';
import { TREND_RULE } from '../model/comps-trend';
import type { ValueJudgement } from '../model/value-confidence';

/* The words of a market value's confidence and its card's trend: the badge, and the tooltip that says why. */

/** "High confidence". */
export const confidenceBadge = (judgement: ValueJudgement, t: TFunction): string =>
  t(`cards.confidence.badge.${judgement.level}`);

/** The rule and its thresholds, as the tooltip ends. */
export function confidenceRuleText(t: TFunction): string {
  const { high, medium, maxDisagreementPct } = CONFIDENCE_RULE;
  return t('cards.confidence.rule', {
    highSales: high.minSales,
    highDays: high.maxAgeDays,
    highSpread: high.maxSpreadPct,
    mediumSales: medium.minSales,
    mediumDays: medium.maxAgeDays,
    mediumSpread: medium.maxSpreadPct,
    disagreement: maxDisagreementPct,
  });
}

/**
 * Why a value has its confidence: "High confidence: 6 sales seen, the last 2 days ago; prices 8% from their median;
 * their median 4% from the feed's value. High: 5+ sales, …".
 */
export function confidenceWhy(judgement: ValueJudgement, t: TFunction, locale: string): string {
  const { input, figure } = judgement;
  const percent = (value: number) => formatNumber(value, locale, { maxDigits: 0 });
  const reasons: string[] = [];
  if (input.count === 0 || input.lastAgeMs === null) reasons.push(t('cards.confidence.noSales'));
  else {
    reasons.push(t('cards.confidence.sales', { count: input.count, ago: formatAge(input.lastAgeMs, locale) }));
    if (input.spreadPct !== null) reasons.push(t('cards.confidence.spread', { spread: percent(input.spreadPct) }));
  }
  if (figure !== null) {
    const figureName = t(`cards.confidence.figure.${figure}`);
    reasons.push(
      input.disagreementPct === null
        ? t('cards.confidence.unchecked', { figure: figureName })
        : t(disagrees(input.disagreementPct) ? 'cards.confidence.disagree' : 'cards.confidence.agree', {
            figure: figureName,
            gap: percent(input.disagreementPct),
          }),
    );
  }
  return t('cards.confidence.why', {
    badge: confidenceBadge(judgement, t),
    reasons: reasons.join('; '),
    rule: confidenceRuleText(t),
  });
}

/** "rising" / "falling", or null when the sales say neither. */
export const trendWord = (judgement: ValueJudgement, t: TFunction): string | null =>
  judgement.trend.trend === null ? null : t(`cards.trend.${judgement.trend.trend}`);

/** "Sales of the last 7 days 12% above the 30 days before (4 and 9 sales)". */
export function trendWhy(judgement: ValueJudgement, t: TFunction, locale: string): string | null {
  const { trend, changePct, recentSales, earlierSales } = judgement.trend;
  if (trend === null || changePct === null) return null;
  return t(trend === 'rising' ? 'cards.trend.whyRising' : 'cards.trend.whyFalling', {
    change: formatNumber(Math.abs(changePct), locale, { maxDigits: 0 }),
    recentDays: TREND_RULE.recentDays,
    earlierDays: TREND_RULE.earlierDays,
    recent: recentSales,
    earlier: earlierSales,
  });
}
