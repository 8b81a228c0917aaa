import { isAddress } from '@solana/kit';
import type { VolumeBotVenue } from '../../../account-record/volume-bot';
import { accountAddressKind } from '../../../markets/model/venues';
import type { AddressKind } from '../../../markets/model/venue-facts';

/** An EVM account: 0x and 40 hexadecimal digits (either case; the checksum's capitals are not required). */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type { AddressKind };

/** The form of the venue's accounts, as its facts say (Pacifica runs on Solana; the others are EVM accounts). */
export function addressKind(venue: VolumeBotVenue): AddressKind {
  return accountAddressKind(venue);
}

/** Whether `text` is an account address of the venue's kind (a Solana address is base58 of 32 bytes). */
export function isVenueAddress(venue: VolumeBotVenue, text: string): boolean {
  return addressKind(venue) === 'solana' ? isAddress(text) : EVM_ADDRESS.test(text);
}
