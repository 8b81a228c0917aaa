import { median } from './comps';

/**
 * How far a market value can be trusted: High, Medium or Low, from the sales seen of the card and grade (how many,
 * how recent the last one, how spread they are) and from where the value comes from (the comps alone, or a figure of
 * the feed or the valuation service that the comps can back or contradict). Pure, and safe with any number given.
 */

export const CONFIDENCE_LEVELS = ['low', 'medium', 'high'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

/** Where a market value comes from: the feed's own difference, the valuation's predicted price, or the comps' median. */
export type ValueBasis = 'feed' | 'valuation' | 'comps';

const DAY_MS = 86_400_000;

/**
 * The thresholds, in one place (the docs and the badge's tooltip quote them). High needs every one of its bars,
 * Medium every one of its own; the rest is Low. A figure from the feed or the valuation is Medium at least, unless the
 * comps' median is more than `maxDisagreementPct` away from it, which makes any value Low.
 */
export const CONFIDENCE_RULE = {
  high: { minSales: 5, maxAgeDays: 14, maxSpreadPct: 15 },
  medium: { minSales: 3, maxAgeDays: 30, maxSpreadPct: 30 },
  maxDisagreementPct: 30,
} as const;

/** What the comps say of themselves. */
export interface CompsEvidence {
  /** Sales seen of the card and grade. */
  count: number;
  /** How long ago the last one sold, ms (0 for a time ahead of our clock); null with none. */
  lastAgeMs: number | null;
  /** How spread the prices are: the median distance from the median, as % of the median; null with none. */
  spreadPct: number | null;
}

export interface ConfidenceInput extends CompsEvidence {
  basis: ValueBasis;
  /** How far the comps' median is from the outside figure(s), % of the median; null when there is nothing to compare. */
  disagreementPct: number | null;
}

export const NO_COMPS: CompsEvidence = { count: 0, lastAgeMs: null, spreadPct: null };

export const confidenceRank = (level: Confidence): number => CONFIDENCE_LEVELS.indexOf(level);

/** Whether a level is at least another: the deal alerts' minimum. */
export const atLeast = (level: Confidence, minimum: Confidence): boolean =>
  confidenceRank(level) >= confidenceRank(minimum);

const atMost = (value: number | null, limit: number): boolean =>
  value !== null && Number.isFinite(value) && value <= limit;

/** The level the comps alone earn: a number that is not one (NaN, a negative count) earns nothing. */
export function compsLevel(evidence: CompsEvidence): Confidence {
  const count = Number.isFinite(evidence.count) ? evidence.count : 0;
  const meets = (bar: { minSales: number; maxAgeDays: number; maxSpreadPct: number }) =>
    count >= bar.minSales &&
    atMost(evidence.lastAgeMs, bar.maxAgeDays * DAY_MS) &&
    atMost(evidence.spreadPct, bar.maxSpreadPct);
  if (meets(CONFIDENCE_RULE.high)) return 'high';
  if (meets(CONFIDENCE_RULE.medium)) return 'medium';
  return 'low';
}

/** Whether the comps contradict the value's outside figure. */
export const disagrees = (disagreementPct: number | null): boolean =>
  disagreementPct !== null && !atMost(disagreementPct, CONFIDENCE_RULE.maxDisagreementPct);

/**
 * The confidence of a market value. More sales, a fresher last one and tighter prices never lower it (for the same
 * basis and agreement); a comps median that contradicts the feed's or the valuation's figure makes it Low.
 */
export function confidence(input: ConfidenceInput): Confidence {
  if (disagrees(input.disagreementPct)) return 'low';
  const own = compsLevel(input);
  if (input.basis === 'comps') return own;
  return own === 'high' ? 'high' : 'medium';
}

/** Too little to go on: the row shows no percentage and no "Good deal". */
export const tooLittle = (level: Confidence | null): boolean => level === 'low';

/** The median distance from the median, as % of the median; null without a positive median. */
export function spreadPct(prices: readonly number[]): number | null {
  const middle = median(prices);
  if (middle === null || !(middle > 0) || !Number.isFinite(middle)) return null;
  const distance = median(prices.map((price) => Math.abs(price - middle)));
  const spread = distance === null ? null : (distance / middle) * 100;
  return spread !== null && Number.isFinite(spread) ? spread : null;
}

/** The comps' evidence at a moment: how many, how long since the last, how spread (real prices only). */
export function compsEvidence(
  comps: { sales: readonly { priceUSD: number; time: number }[] } | null,
  now: number,
): CompsEvidence {
  const sales = comps?.sales.filter((sale) => Number.isFinite(sale.priceUSD) && sale.priceUSD > 0) ?? [];
  if (sales.length === 0) return NO_COMPS;
  const last = Math.max(...sales.map((sale) => (Number.isFinite(sale.time) ? sale.time : -Infinity)));
  const age = now - last;
  return {
    count: sales.length,
    lastAgeMs: Number.isFinite(age) ? Math.max(0, age) : null,
    spreadPct: spreadPct(sales.map((sale) => sale.priceUSD)),
  };
}

/**
 * How far the comps' median is from the farthest of the outside figures (the feed's value, the valuation's predicted
 * price), % of the median; null without a median or without a usable figure.
 */
export function disagreementPct(compsMedian: number | null, figures: readonly (number | null)[]): number | null {
  if (compsMedian === null || !Number.isFinite(compsMedian) || compsMedian <= 0) return null;
  const gaps = figures
    .filter((figure): figure is number => figure !== null && Number.isFinite(figure) && figure > 0)
    .map((figure) => (Math.abs(figure - compsMedian) / compsMedian) * 100)
    .filter(Number.isFinite);
  return gaps.length === 0 ? null : Math.max(...gaps);
}
