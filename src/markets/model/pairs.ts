import { HOURS_PER_DAY, HOURS_PER_YEAR } from './units';
import type { VenueId } from './venues';

export interface VenueRate {
  venue: VenueId;
  fundingRateHourly: number;
}

/** The funding trade of one market: long where funding is lowest, short where it is highest. */
export interface BestPair {
  long: VenueId;
  short: VenueId;
  longRateHourly: number;
  shortRateHourly: number;
  /** What the pair earns per hour per dollar on each leg (short's rate minus long's): never negative. */
  spreadHourly: number;
}

/**
 * The best pair among two or more venues. Ties go to the venue listed first, so the pair does not flicker between
 * venues that quote the same rate.
 */
export function bestPair(rates: readonly VenueRate[]): BestPair | null {
  if (rates.length < 2) return null;
  let long: VenueRate | undefined;
  let short: VenueRate | undefined;
  for (const rate of rates) {
    if (!long || rate.fundingRateHourly < long.fundingRateHourly) long = rate;
  }
  for (const rate of rates) {
    if (rate === long) continue;
    if (!short || rate.fundingRateHourly > short.fundingRateHourly) short = rate;
  }
  if (!long || !short) return null;
  return {
    long: long.venue,
    short: short.venue,
    longRateHourly: long.fundingRateHourly,
    shortRateHourly: short.fundingRateHourly,
    spreadHourly: short.fundingRateHourly - long.fundingRateHourly,
  };
}

export function spreadApr(pair: BestPair): number {
  return pair.spreadHourly * HOURS_PER_YEAR;
}

/**
 * Funding earned per day by a pair with `sizeUsd` of notional on each leg: the short leg receives its venue's rate,
 * the long leg pays its own. Prices are assumed not to move and fees are not counted.
 */
export function dailyCarry(sizeUsd: number, spreadHourly: number): number {
  return sizeUsd * spreadHourly * HOURS_PER_DAY;
}
