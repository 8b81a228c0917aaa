import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { deriveAddress } from '../../../../src/features/wallets/model/derive-address';

describe('the address of an imported key', () => {
  it('is the address of its public half, when the key is a real key pair', async () => {
    const seed = Uint8Array.from({ length: 32 }, (_, index) => index + 1);
    const signer = await createKeyPairSignerFromPrivateKeyBytes(seed, true);
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', signer.keyPair.publicKey));
    expect(await deriveAddress(Uint8Array.from([...seed, ...publicKey]))).toBe(signer.address);
    expect(bs58.decode(signer.address)).toEqual(publicKey);
  });

  it('is none when the public half does not belong to the private half', async () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => index);
    expect(await deriveAddress(bytes)).toBeNull();
  });
});
