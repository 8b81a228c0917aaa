import type { FeeChoices } from './fees';
import { averageRate, type FundingPoint } from './funding-history';
import { bestNetPair, type NetPair } from './net-carry';
import type { KnownVenues } from './venue-facts';
import { BUILT_IN_VENUES, type VenueId } from './venues';

/**
 * What a pair is worked out from: each venue's rate now, or its average over the last 24 hours, 7 or 30 days. An
 * average is steadier than one hour's rate, and it is what the table's venue columns show when the user picks it.
 */
export const PAIR_BASES = ['now', '24h', '7d', '30d'] as const;
export type PairBasis = (typeof PAIR_BASES)[number];
export const BASIS_HOURS: Readonly<Record<Exclude<PairBasis, 'now'>, number>> = { '24h': 24, '7d': 168, '30d': 720 };

/** One venue's rate on the chosen basis: known, still being read, or not to be had (a failed read, no hour known). */
export type BasisRate =
  { state: 'known'; rateHourly: number } | { state: 'reading' } | { state: 'missing'; why: 'failed' | 'none' };

export interface VenueBasisRate {
  venue: VenueId;
  rate: BasisRate;
}

/**
 * The best pair on one basis, never on two: while any venue's figure on that basis is still being read the pair waits
 * (a pair of the venues known so far could be overtaken by the one still coming, and a venue's rate now is not its
 * average); a venue whose figure cannot be had is left out, and said to be.
 */
export type BasisPair =
  | { state: 'pair'; pair: NetPair; leftOut: VenueId[] }
  | { state: 'reading'; reading: VenueId[]; leftOut: VenueId[] }
  | { state: 'none'; leftOut: VenueId[] };

export function basisPair(
  rates: readonly VenueBasisRate[],
  fees: FeeChoices,
  holdDays: number,
  venues: KnownVenues = BUILT_IN_VENUES,
): BasisPair {
  const reading: VenueId[] = [];
  const leftOut: VenueId[] = [];
  const known: { venue: VenueId; fundingRateHourly: number }[] = [];
  for (const { venue, rate } of rates) {
    if (rate.state === 'known') known.push({ venue, fundingRateHourly: rate.rateHourly });
    else if (rate.state === 'reading') reading.push(venue);
    else leftOut.push(venue);
  }
  if (reading.length > 0) return { state: 'reading', reading, leftOut };
  const pair = bestNetPair(known, fees, holdDays, venues);
  return pair ? { state: 'pair', pair, leftOut } : { state: 'none', leftOut };
}

/** What a venue-market's funding history gives an average: its settlements, when it was read, whether it failed. */
export interface HistoryForBasis {
  points: readonly FundingPoint[];
  readAt: number;
  problem: unknown;
}

/**
 * A venue's average over `hours` from its funding history as the table holds it: reading while there is none yet,
 * missing when the read failed or no hour of the window is known.
 */
export function averageBasisRate(history: HistoryForBasis | undefined, hours: number): BasisRate {
  if (!history) return { state: 'reading' };
  if (history.problem) return { state: 'missing', why: 'failed' };
  const average = averageRate(history.points, history.readAt, hours);
  return average ? { state: 'known', rateHourly: average.rateHourly } : { state: 'missing', why: 'none' };
}
