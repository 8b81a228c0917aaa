/**
 * The deal after what buying costs: a listing is worth buying when the market value is above the price plus the
 * platform's costs. Pure, and safe with any number it is given (hostile feed figures, a corrupt override).
 */

/** What buying costs on top of a price: `pct` a fraction of the price (0.02 = 2 %), `fixedUsd` per purchase. */
export interface BuyingCosts {
  pct: number;
  fixedUsd: number;
}

/** The highest fraction of the price a cost may be (a 100 % fee is surely a typo, but still a number we can use). */
export const MAX_COST_PCT = 1;
/** The highest fixed cost per purchase, in USD. */
export const MAX_FIXED_USD = 100_000;

const finiteIn = (value: number, low: number, high: number): number | null =>
  Number.isFinite(value) && value >= low && value <= high ? value : null;

/**
 * The costs in force: the user's override of each part where it is a usable number, else the platform's published
 * one (a published figure that is not usable counts as none).
 */
export function costsInForce(
  published: BuyingCosts,
  override: Partial<Record<keyof BuyingCosts, number | null>> | undefined,
): BuyingCosts {
  const pick = (own: number | null | undefined, base: number, high: number) =>
    (own === null || own === undefined ? null : finiteIn(own, 0, high)) ?? finiteIn(base, 0, high) ?? 0;
  return {
    pct: pick(override?.pct, published.pct, MAX_COST_PCT),
    fixedUsd: pick(override?.fixedUsd, published.fixedUsd, MAX_FIXED_USD),
  };
}

/** How far a price is below a market value, before and after the costs (USD, and % of the value). */
export interface NetGap {
  grossUsd: number;
  grossPct: number;
  /** What the purchase costs in all: price × (1 + pct) + fixed. */
  costUsd: number;
  netUsd: number;
  netPct: number;
}

/**
 * The gap between a market value and a price, gross and net of the costs: net = value − price × (1 + pct) − fixed.
 * Null when either figure is not a positive finite number (nothing to weigh), so no deal can come of bad data.
 */
export function netGap(valueUsd: number | null, priceUsd: number | null, costs: BuyingCosts): NetGap | null {
  if (valueUsd === null || priceUsd === null) return null;
  if (!Number.isFinite(valueUsd) || !Number.isFinite(priceUsd) || valueUsd <= 0 || priceUsd <= 0) return null;
  const pct = finiteIn(costs.pct, 0, MAX_COST_PCT) ?? 0;
  const fixed = finiteIn(costs.fixedUsd, 0, MAX_FIXED_USD) ?? 0;
  const costUsd = priceUsd * (1 + pct) + fixed;
  const grossUsd = valueUsd - priceUsd;
  const netUsd = valueUsd - costUsd;
  const gap = { grossUsd, grossPct: (grossUsd / valueUsd) * 100, costUsd, netUsd, netPct: (netUsd / valueUsd) * 100 };
  // Figures at the edges of what a number holds overflow (a price near the largest number, a value near zero): none
  // of the gap can be trusted then.
  return Object.values(gap).every(Number.isFinite) ? gap : null;
}

/** A deal before costs that the costs undo: below the value at its price, not once bought. */
export function dealOnlyGross(gap: NetGap | null): boolean {
  return gap !== null && gap.grossUsd > 0 && gap.netUsd <= 0;
}
