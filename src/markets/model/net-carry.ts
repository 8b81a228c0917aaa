import { feePerFill, roundTripFee, type FeeChoices } from './fees';
import { HOURS_PER_DAY, HOURS_PER_YEAR } from './units';
import type { KnownVenues } from './venue-facts';
import { BUILT_IN_VENUES, type VenueId } from './venues';

/** How long the user means to hold a pair: the round trip's fees are spread over it. */
export const HOLD_DAYS = [1, 7, 30] as const;
export type HoldDays = (typeof HOLD_DAYS)[number];
export const DEFAULT_HOLD_DAYS: HoldDays = 7;

const DAYS_PER_YEAR = HOURS_PER_YEAR / HOURS_PER_DAY;

/**
 * The yearly return of a pair held `holdDays` and then closed: the gross spread (APR) less the round trip's fees,
 * amortised over the hold. A round trip of 0.1 % held 7 days costs 0.1 % × 365 / 7 = 5.21 % a year; held 30 days,
 * 1.22 %. Fees are paid once whatever the hold, so the shorter the hold, the more they weigh.
 */
export function netApr(grossApr: number, roundTrip: number, holdDays: number): number {
  if (!(holdDays > 0)) throw new RangeError('a hold must last a positive number of days');
  return grossApr - (roundTrip * DAYS_PER_YEAR) / holdDays;
}

/** What a yearly return earns a day on `sizeUsd` per leg. */
export function carryPerDay(sizeUsd: number, apr: number): number {
  return (sizeUsd * apr) / DAYS_PER_YEAR;
}

/**
 * What entering the pair costs beyond fees, in basis points of the price: buying the long leg at its mark and selling
 * the short leg at its mark. Positive when the long venue's price is higher (entering loses that much); negative when
 * it is lower (entering gains it). Null when either mark is unknown or not a price.
 */
export function entryGapBps(longMark: number | null, shortMark: number | null): number | null {
  if (longMark === null || shortMark === null || !(longMark > 0) || !(shortMark > 0)) return null;
  const mid = (longMark + shortMark) / 2;
  return ((longMark - shortMark) / mid) * 10_000;
}

export interface VenueRateInput {
  venue: VenueId;
  fundingRateHourly: number;
}

/** A pair as a farmer weighs it: what it earns gross, what its round trip costs, and what is left over the hold. */
export interface NetPair {
  long: VenueId;
  short: VenueId;
  longRateHourly: number;
  shortRateHourly: number;
  /** Short's rate minus long's, per hour. */
  spreadHourly: number;
  grossApr: number;
  /** Fees of opening and closing both legs, per dollar of one leg. */
  roundTripFee: number;
  netApr: number;
}

export function netPairOf(
  long: VenueRateInput,
  short: VenueRateInput,
  fees: FeeChoices,
  holdDays: number,
  venues: KnownVenues = BUILT_IN_VENUES,
): NetPair {
  const spreadHourly = short.fundingRateHourly - long.fundingRateHourly;
  const grossApr = spreadHourly * HOURS_PER_YEAR;
  const roundTrip = roundTripFee(feePerFill(long.venue, fees, venues), feePerFill(short.venue, fees, venues));
  return {
    long: long.venue,
    short: short.venue,
    longRateHourly: long.fundingRateHourly,
    shortRateHourly: short.fundingRateHourly,
    spreadHourly,
    grossApr,
    roundTripFee: roundTrip,
    netApr: netApr(grossApr, roundTrip, holdDays),
  };
}

/**
 * The pair that leaves the most after fees over the hold, among two or more venues: every venue against every other,
 * long on one and short on the other. With equal fees that is the widest spread; a cheaper venue can win a slightly
 * narrower one. Ties keep the pair found first (venues in the order given), so the choice does not flicker.
 */
export function bestNetPair(
  rates: readonly VenueRateInput[],
  fees: FeeChoices,
  holdDays: number,
  venues: KnownVenues = BUILT_IN_VENUES,
): NetPair | null {
  let best: NetPair | null = null;
  for (const long of rates) {
    for (const short of rates) {
      if (long === short || long.venue === short.venue) continue;
      const pair = netPairOf(long, short, fees, holdDays, venues);
      if (!best || pair.netApr > best.netApr) best = pair;
    }
  }
  return best;
}
