import type { KnownVenues } from './venue-facts';
import { accountAddressKind, BUILT_IN_VENUES, type VenueId } from './venues';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Whether an address has the form a venue's accounts take (its facts say which: Pacifica's are Solana addresses, the
 * others' Ethereum ones). Checked before any read, so a mistyped or hostile address is never sent to a venue.
 */
export function isAccountAddress(venue: VenueId, address: string, venues: KnownVenues = BUILT_IN_VENUES): boolean {
  const form = accountAddressKind(venue, venues) === 'solana' ? SOLANA_ADDRESS : EVM_ADDRESS;
  return form.test(address);
}
