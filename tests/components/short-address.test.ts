import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortAddress, solanaExplorerUrl } from '../../src/components/short-address';

describe('an address as the app shows it', () => {
  it('keeps the first 6 and last 6 characters around one ellipsis character', () => {
    expect(shortAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKXtg…osgAsU');
  });

  it('shows short text whole, and never makes text longer', () => {
    expect(shortAddress('B')).toBe('B');
    expect(shortAddress('123456789012345')).toBe('123456789012345');
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const shown = shortAddress(text);
        expect(shown).toHaveLength(text.length > 15 ? 13 : text.length);
        expect(shown.startsWith(text.slice(0, 6))).toBe(true);
        expect(shown.endsWith(text.slice(-6))).toBe(true);
      }),
    );
  });

  it("links to the Solana explorer's page of the address, which stays one path segment", () => {
    expect(solanaExplorerUrl('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe(
      'https://explorer.solana.com/address/7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    );
    expect(solanaExplorerUrl('../../evil?x=1#y')).toBe(
      'https://explorer.solana.com/address/..%2F..%2Fevil%3Fx%3D1%23y',
    );
  });
});
