import type { VenueId } from './venues';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Whether an address has the form a venue's accounts take: Pacifica's are Solana addresses, the others' Ethereum
 * ones. Checked before any read, so a mistyped or hostile address is never sent to a venue.
 */
export function isAccountAddress(venue: VenueId, address: string): boolean {
  return venue === 'pacifica' ? SOLANA_ADDRESS.test(address) : EVM_ADDRESS.test(address);
}
