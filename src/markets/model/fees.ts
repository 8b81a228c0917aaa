import type { KnownVenues, VenueFees } from './venue-facts';
import { BUILT_IN_VENUES, type BuiltInVenueId, type VenueId } from './venues';

export type { VenueFees };

/**
 * Each venue's base-tier perpetual fees: what a new account with no volume, no staking and no referral pays, from the
 * venue's facts (src/markets/venues/<venue>/facts.ts, each with its source); a venue's own fee page is the authority
 * when they change.
 */
export function baseFeesOf(venue: VenueId, venues: KnownVenues = BUILT_IN_VENUES): VenueFees {
  const fees = venues.facts(venue)?.fees;
  if (!fees) throw new RangeError(`no venue ${venue}`);
  return { taker: fees.taker, maker: fees.maker };
}

/** The base-tier fees of every built-in venue (the table docs/market-data.md shows). */
export const BASE_FEES = Object.fromEntries(BUILT_IN_VENUES.ids.map((venue) => [venue, baseFeesOf(venue)])) as Readonly<
  Record<BuiltInVenueId, VenueFees>
>;

export const ORDER_KINDS = ['taker', 'maker'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * What the user says about one venue: how they enter and leave (market orders: taker; resting orders: maker) and, for
 * their tier or a referral discount, their own taker and maker fees (null: the base tier's).
 */
export interface VenueFeeChoice {
  order: OrderKind;
  taker: number | null;
  maker: number | null;
}

export type FeeChoices = Partial<Record<VenueId, VenueFeeChoice>>;

/** No venue charges anywhere near 1 % a fill: a fee above it is a typing accident (0.05 typed for 0.05 %). */
export const MAX_FEE = 0.01;

/** The fee one fill costs on a venue, as the user trades there: taker unless they said maker, their own figure if set. */
export function feePerFill(venue: VenueId, choices: FeeChoices = {}, venues: KnownVenues = BUILT_IN_VENUES): number {
  const choice = choices[venue];
  const order = choice?.order ?? 'taker';
  return choice?.[order] ?? baseFeesOf(venue, venues)[order];
}

/**
 * What opening and closing a pair costs, per dollar of one leg's notional: each leg is opened and closed once, two
 * fills each. With the same size on both legs, that is 2 × (long venue's fee + short venue's fee).
 */
export function roundTripFee(longFee: number, shortFee: number): number {
  return 2 * (longFee + shortFee);
}

/** One venue's fees as the user saved them (the account record's trading fees): fractions, null for the base tier's. */
export interface SavedVenueFees {
  order: OrderKind;
  taker: number | null;
  maker: number | null;
}

/**
 * The user's fees as the market panels use them: the venues the app knows, each fee within reason (a stored fee above
 * 1 % a fill is not believed: the venue's base tier counts instead).
 */
export function feeChoicesOf(
  entries: Readonly<Record<string, SavedVenueFees>>,
  venues: KnownVenues = BUILT_IN_VENUES,
): FeeChoices {
  const choices: FeeChoices = {};
  for (const [venue, entry] of Object.entries(entries)) {
    if (!venues.facts(venue)) continue;
    const sane = (fee: number | null) => (fee !== null && fee <= MAX_FEE ? fee : null);
    choices[venue] = { order: entry.order, taker: sane(entry.taker), maker: sane(entry.maker) };
  }
  return choices;
}
