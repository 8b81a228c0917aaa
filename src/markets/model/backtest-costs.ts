import type { BacktestCosts, BacktestRules } from './backtest';
import { feePerFill, type FeeChoices } from './fees';
import { HOUR_MS, hourOf, type FundingPoint } from './funding-history';
import type { MarketQuote } from './market';
import type { KnownVenues } from './venue-facts';
import { BUILT_IN_VENUES, type VenueId } from './venues';

/**
 * The rules a pair is tried with when no strategy of the user's trades it: the strategy form's own defaults (X 20 %
 * APR, Y 5 %, a week's hold, 2×, $1,000 a leg).
 */
export const DEFAULT_BACKTEST_RULES: BacktestRules = {
  openSpreadApr: 20,
  closeSpreadApr: 5,
  maxHoldHours: 168,
  sizeUsd: 1000,
  leverage: 2,
};

/** One leg of the pair to try: a perpetual (its live quote names its market on the venue), or a spot holding. */
export interface BacktestLeg {
  venue: VenueId;
  instrument: 'perp' | 'spot';
  /** The venue's market as the live data gives it; undefined while not known or not listed. */
  quote: MarketQuote | undefined;
}

/** One leg's entry impact at the size per leg, in basis points; null where it is not counted (no usable book). */
export interface LegCostInput {
  venue: VenueId;
  impactBps: number | null;
}

/**
 * What one crossing of both legs costs per dollar of one leg: one fill's fee on each venue as the user trades there
 * (their own fees, else the base tier's), and one fill's impact on each leg from today's books. A leg whose impact is
 * not known adds none: the view says which.
 */
export function backtestCosts(
  long: LegCostInput,
  short: LegCostInput,
  fees: FeeChoices = {},
  venues: KnownVenues = BUILT_IN_VENUES,
): BacktestCosts {
  const impact = (leg: LegCostInput) => (leg.impactBps === null ? 0 : leg.impactBps / 10_000);
  return {
    feePerSide: feePerFill(long.venue, fees, venues) + feePerFill(short.venue, fees, venues),
    impactPerSide: impact(long) + impact(short),
  };
}

/**
 * A spot holding's "funding": nothing, every hour of the `days` whole hours before `now` (the hour under way has not
 * settled). A cash-and-carry's spot leg earns and pays no funding, so it is known at 0 % for every hour, and only the
 * perpetual leg's gaps are gaps.
 */
export function spotHoldingPoints(now: number, days: number): FundingPoint[] {
  const toHour = hourOf(now);
  const hours = Math.max(0, Math.floor(days * 24));
  return Array.from({ length: hours }, (_, index) => ({
    time: (toHour - hours + index + 1) * HOUR_MS,
    rateHourly: 0,
    intervalHours: 1,
  }));
}
