import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVenueAddress } from '../../../../src/features/volume-bot/model/addresses';

const EVM = '0x7d2f0c3a9b4e5f60718293a4b5c6d7e8f9012ab3';
const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

describe('account addresses per venue', () => {
  it('takes 0x and 40 hex digits on the EVM venues, a base58 Solana address on Pacifica', () => {
    for (const venue of ['hyperliquid', 'lighter', 'edgex', 'aster'] as const) {
      expect(isVenueAddress(venue, EVM)).toBe(true);
      expect(isVenueAddress(venue, EVM.toUpperCase().replace('0X', '0x'))).toBe(true);
      expect(isVenueAddress(venue, SOLANA)).toBe(false);
      expect(isVenueAddress(venue, EVM.slice(0, -1))).toBe(false);
      expect(isVenueAddress(venue, `${EVM}0`)).toBe(false);
      expect(isVenueAddress(venue, EVM.replace('7d', 'zz'))).toBe(false);
    }
    expect(isVenueAddress('pacifica', SOLANA)).toBe(true);
    expect(isVenueAddress('pacifica', EVM)).toBe(false);
    // 0, O, I and l are not base58; 31 bytes is not an address.
    expect(isVenueAddress('pacifica', SOLANA.replace('7', '0'))).toBe(false);
    expect(isVenueAddress('pacifica', '1111111111111111111111111111111')).toBe(false);
  });

  it('refuses any EVM text that is not exactly 0x and 40 hex digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        expect(isVenueAddress('hyperliquid', text)).toBe(/^0x[0-9a-fA-F]{40}$/.test(text));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), (hex) => {
        expect(isVenueAddress('lighter', `0x${hex}`)).toBe(true);
        expect(isVenueAddress('pacifica', `0x${hex}`)).toBe(false);
      }),
    );
  });
});
