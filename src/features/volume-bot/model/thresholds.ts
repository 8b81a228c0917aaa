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

/**
 * The spread an open pair earns, in % APR: the funding of the venue it is short on minus that of the venue it is
 * long on (hourly rates). A pair held the wrong way round earns a negative spread. Null when either rate is unknown.
 */
export function heldSpreadPct(
  rates: Partial<Record<VenueId, number>>,
  longVenue: VenueId,
  shortVenue: VenueId,
): number | null {
  const long = figure(rates[longVenue]);
  const short = figure(rates[shortVenue]);
  return long === null || short === null ? null : figure(aprOf(short - long) * 100);
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
