import type { VenueId } from '../model/venues';
import { BUILT_IN_REGISTRY, type VenueRegistry } from '../venue-registry';
import type { ActivityReader, BalanceReader } from '../venues/shared/account-reader';

/** Balances and positions each built-in venue publishes for an address without a key (its definition's). */
export const BALANCE_READERS: Readonly<Partial<Record<VenueId, BalanceReader>>> = Object.fromEntries(
  BUILT_IN_REGISTRY.list.flatMap((venue) => (venue.accounts.balance ? [[venue.id, venue.accounts.balance]] : [])),
);

/** Fills and funding payments each built-in venue publishes for an address without a key (its definition's). */
export const ACTIVITY_READERS: Readonly<Partial<Record<VenueId, ActivityReader>>> = Object.fromEntries(
  BUILT_IN_REGISTRY.list.flatMap((venue) => (venue.accounts.activity ? [[venue.id, venue.accounts.activity]] : [])),
);

/**
 * Why a venue's account data cannot be shown: Aster, EdgeX and Backpack serve account data only to requests signed
 * with the account's API key ('signedApi'); Lighter serves balances key-less but fills and funding only with an auth
 * token made from the account's API key ('authToken'). This app never asks for an exchange key.
 */
export type UnreadableReason = 'signedApi' | 'authToken';

export function balanceUnreadable(venue: VenueId, venues: VenueRegistry = BUILT_IN_REGISTRY): UnreadableReason | null {
  return venues.facts(venue)?.accounts.balance ? null : 'signedApi';
}

export function activityUnreadable(venue: VenueId, venues: VenueRegistry = BUILT_IN_REGISTRY): UnreadableReason | null {
  const accounts = venues.facts(venue)?.accounts;
  if (accounts?.activity) return null;
  return accounts?.balance ? 'authToken' : 'signedApi';
}
