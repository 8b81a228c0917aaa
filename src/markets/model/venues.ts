import type { VenueId } from '../../config/env';
import { VENUE_LIST, type BuiltInVenueId } from '../venues/venue-list';
import { knownVenuesOf, type AddressKind, type KnownVenues, type VenueFacts } from './venue-facts';

export type { BuiltInVenueId, VenueId };

/**
 * The venues this build knows, derived from the venue list (src/markets/venues/venue-list.ts): what the pure rules and
 * the panels fall back on. A panel that may show an app's own registry asks useVenues() (markets/use-venues.ts).
 */
export const BUILT_IN_VENUES: KnownVenues = knownVenuesOf(VENUE_LIST);

/** The venues of the Airdrop Farming menu, in its order, then Backpack (the grid bot's venue). */
export const VENUES: readonly BuiltInVenueId[] = VENUE_LIST.map((venue) => venue.id);

/** Proper names: the same in every language. */
export const VENUE_NAMES: Readonly<Record<VenueId, string>> = Object.fromEntries(
  VENUE_LIST.map((venue) => [venue.id, venue.name]),
);

export function isVenueId(value: unknown): value is BuiltInVenueId {
  return (VENUES as readonly unknown[]).includes(value);
}

/** A venue's facts among the known venues (the built-in ones unless said). */
export function factsOf(venue: VenueId, venues: KnownVenues = BUILT_IN_VENUES): VenueFacts | undefined {
  return venues.facts(venue);
}

/** A venue's proper name, or its id where no venue of that id is known. */
export function venueName(venue: VenueId, venues: KnownVenues = BUILT_IN_VENUES): string {
  return venues.facts(venue)?.name ?? venue;
}

/** The form of a venue's account addresses: Pacifica's are Solana wallets, the others' Ethereum accounts. */
export function accountAddressKind(venue: VenueId, venues: KnownVenues = BUILT_IN_VENUES): AddressKind {
  return venues.facts(venue)?.account.address ?? 'evm';
}

/** Whether a venue's account is a wallet that holds spot too (Pacifica's Solana wallet: a cash-and-carry's spot leg). */
export function walletHoldsSpot(venue: VenueId, venues: KnownVenues = BUILT_IN_VENUES): boolean {
  return venues.facts(venue)?.account.walletHoldsSpot === true;
}
