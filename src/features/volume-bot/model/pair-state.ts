import type { VenueId } from '../../../markets/model/venues';
import type { LegPosition, Side } from './leg-position';

/**
 * Two legs are balanced when their sizes (in units of the base asset) differ by at most 2 % of the larger one. The
 * bots fill each leg separately, in each venue's lot size, so a hedged pair is rarely equal to the unit: 2 % leaves
 * room for that while a leg that is really short of its partner (a partial fill, a liquidation, a manual trade) shows.
 */
export const BALANCE_TOLERANCE = 0.02;

/** What is known of one leg of a strategy. */
export type LegRead = (
  | { kind: 'position'; venue: VenueId; position: LegPosition }
  /** The account was read (or has no account at the address): no position in the strategy's market. */
  | { kind: 'flat'; venue: VenueId }
  /** Not known: the venue cannot be read key-less, the read failed or is on its way, no address, a spot holding. */
  | { kind: 'unknown'; venue: VenueId }
) &
  /** A spot holding (a cash-and-carry's long), named apart from the perpetual on the same venue. */
  Spot;

interface Spot {
  spot?: true;
}

export interface OpenLeg extends Spot {
  venue: VenueId;
  side: Side;
  size: number;
}

export type PairState =
  | { kind: 'flat' }
  | { kind: 'balanced'; long: OpenLeg; short: OpenLeg; difference: number }
  | { kind: 'imbalanced'; long: OpenLeg; short: OpenLeg; difference: number }
  | { kind: 'oneLeg'; open: OpenLeg; missing: { venue: VenueId; side: Side } & Spot }
  /** Both legs on the same side: no hedge at all. */
  | { kind: 'sameSide'; legs: readonly [OpenLeg, OpenLeg] }
  /** A leg is not known: what is known is listed, the pair's state is not claimed. */
  | { kind: 'partial'; open: OpenLeg[]; unknown: VenueId[] };

const opposite = (side: Side): Side => (side === 'long' ? 'short' : 'long');

/** How far apart two sizes are, as a fraction of the larger (0 when equal, 1 when one is zero). */
export function sizeDifference(a: number, b: number): number {
  const larger = Math.max(a, b);
  return larger > 0 ? Math.abs(a - b) / larger : 0;
}

/**
 * The pair's state in the words a farmer reads at a glance: flat; open and balanced (within BALANCE_TOLERANCE);
 * imbalanced by some per cent; open with one leg only (the missing leg is the other venue, on the other side); both
 * legs on one side; or partly known when a leg could not be read (never guessed as flat).
 */
export function pairState(legs: readonly [LegRead, LegRead]): PairState {
  const spotOf = (leg: LegRead): Spot => (leg.spot ? { spot: true } : {});
  const open = legs.flatMap((leg): OpenLeg[] =>
    leg.kind === 'position'
      ? [{ venue: leg.venue, side: leg.position.side, size: leg.position.size, ...spotOf(leg) }]
      : [],
  );
  const unknown = legs.filter((leg) => leg.kind === 'unknown').map((leg) => leg.venue);
  if (unknown.length > 0) return { kind: 'partial', open, unknown };
  const [first, second] = open;
  if (!first) return { kind: 'flat' };
  if (!second) {
    const other = legs.find((leg) => leg.kind === 'flat') ?? legs[1];
    return {
      kind: 'oneLeg',
      open: first,
      missing: { venue: other.venue, side: opposite(first.side), ...spotOf(other) },
    };
  }
  if (first.side === second.side) return { kind: 'sameSide', legs: [first, second] };
  const long = first.side === 'long' ? first : second;
  const short = first.side === 'long' ? second : first;
  const difference = sizeDifference(long.size, short.size);
  return difference <= BALANCE_TOLERANCE
    ? { kind: 'balanced', long, short, difference }
    : { kind: 'imbalanced', long, short, difference };
}

/** Whether the strategy holds anything (true), nothing (false), or cannot be told (null). */
export function isOpen(state: PairState): boolean | null {
  if (state.kind === 'flat') return false;
  if (state.kind === 'partial') return state.open.length > 0 ? true : null;
  return true;
}
