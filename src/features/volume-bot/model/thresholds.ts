import { aprOf } from '../../../markets/model/units';
import type { VenueId } from '../../../markets/model/venues';
import { figure } from './leg-position';

export type Verdict = 'wouldOpen' | 'wouldStayFlat' | 'wouldClose' | 'holding' | 'unknown';

export type VerdictReason =
  /** Flat and the spread is at least X. */
  | 'spreadAtOrAboveOpen'
  /** Flat and the spread is below X. */
  | 'spreadBelowOpen'
  /** Open and the spread fell below Y. */
  | 'spreadBelowClose'
  /** Open for at least the maximum hold. */
  | 'maxHoldReached'
  /** Open, the spread at or above Y and the hold within its maximum. */
  | 'withinLimits'
  | 'noSpread'
  | 'stateUnknown';

export interface ThresholdInput {
  /** Whether the strategy holds a position: null when a leg could not be read. */
  open: boolean | null;
  /** The live spread in % APR (the short leg's funding minus the long leg's), or null while not known. */
  spreadPct: number | null;
  /** X: open at or above this spread (% APR). */
  openSpreadApr: number;
  /** Y: close below this spread (% APR). */
  closeSpreadApr: number;
  /** How long the position has been held (ms), when known. */
  heldMs: number | null;
  maxHoldHours: number;
}

const HOUR_MS = 3_600_000;

/**
 * What the bot's rules would do now, from the live spread against X and Y and the hold against its maximum: flat, it
 * would open at a spread of X or more; open, it would close once the spread is below Y or the maximum hold is reached
 * (the hold is checked first: it needs no market data); otherwise it holds. A state or spread that cannot be known
 * gives no verdict rather than a guess.
 */
export function thresholdVerdict(input: ThresholdInput): { verdict: Verdict; reason: VerdictReason } {
  const spread = figure(input.spreadPct);
  if (input.open === null) return { verdict: 'unknown', reason: 'stateUnknown' };
  if (input.open && input.heldMs !== null && input.heldMs >= input.maxHoldHours * HOUR_MS) {
    return { verdict: 'wouldClose', reason: 'maxHoldReached' };
  }
  if (spread === null) return { verdict: 'unknown', reason: 'noSpread' };
  if (!input.open) {
    return spread >= input.openSpreadApr
      ? { verdict: 'wouldOpen', reason: 'spreadAtOrAboveOpen' }
      : { verdict: 'wouldStayFlat', reason: 'spreadBelowOpen' };
  }
  return spread < input.closeSpreadApr
    ? { verdict: 'wouldClose', reason: 'spreadBelowClose' }
    : { verdict: 'holding', reason: 'withinLimits' };
}

/** One leg of a pair as its spread sees it: its venue, and whether it is a spot holding (which pays no funding). */
export interface SpreadLeg {
  venue: VenueId;
  spot?: true;
}

/**
 * The spread an open pair earns, in % APR: the funding of the leg it is short minus that of the leg it is long
 * (hourly rates). A spot holding earns and pays no funding, so a cash-and-carry's spread is its perpetual's funding,
 * even with both legs on one venue. A pair held the wrong way round earns a negative spread. Null when a perpetual's
 * rate is unknown.
 */
export function heldSpreadPct(
  rates: Partial<Record<VenueId, number>>,
  long: SpreadLeg,
  short: SpreadLeg,
): number | null {
  const rateOf = (leg: SpreadLeg) => (leg.spot ? 0 : figure(rates[leg.venue]));
  const longRate = rateOf(long);
  const shortRate = rateOf(short);
  return longRate === null || shortRate === null ? null : figure(aprOf(shortRate - longRate) * 100);
}

/** When the pair opened: the earliest opening among its legs that is known; null when none is. */
export function pairOpenedAt(openedAts: readonly (number | null)[]): number | null {
  const known = openedAts.filter((time): time is number => time !== null && Number.isFinite(time) && time > 0);
  return known.length > 0 ? Math.min(...known) : null;
}

/** How long a position opened at `openedAt` has been held at `now`; null when not known (or in the future). */
export function heldFor(openedAt: number | null, now: number): number | null {
  return openedAt === null || openedAt > now ? null : now - openedAt;
}
