import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { deriveAddress } from '../../../../src/features/wallets/model/derive-address';
import { parsePrivateKey, toBase58 } from '../../../../src/features/wallets/model/private-key';
import { solanaWalletsOf, type Wallet } from '../../../../src/wallet-list/wallet';

const wallet = (id: string, type: Wallet['type'], userId: string): Wallet => ({
  id,
  address: `addr-${id}`,
  publicKey: `pub-${id}`,
  label: id,
  createdAt: '2026-01-01T00:00:00.000Z',
  type,
  userId,
});

describe("a user's Solana wallets", () => {
  it('are the Solana wallets of that user only, in their order', () => {
    const all = [
      wallet('1', 'solana', 'ash'),
      wallet('2', 'evm', 'ash'),
      wallet('3', 'solana', 'misty'),
      wallet('4', 'solana', 'ash'),
    ];
    expect(solanaWalletsOf(all, 'ash')).toEqual([all[0], all[3]]);
    expect(solanaWalletsOf(all, 'brock')).toEqual([]);
  });
});

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

describe('the private key parser at its limits', () => {
  it('reads a JSON array of up to 2000 characters, and refuses a longer one before parsing it', () => {
    // 64 ones with spaces around each: exactly 2000 characters, then one more.
    const spaced = `[${Array.from({ length: 64 }, () => ' 1 ').join(',')}]`;
    const padded = spaced.replace('[', `[${' '.repeat(2000 - spaced.length)}`);
    expect(padded).toHaveLength(2000);
    expect(parsePrivateKey(padded)).toMatchObject({ ok: true });
    expect(parsePrivateKey(padded.replace('[', '[ '))).toEqual({ ok: false, error: 'format' });
  });

  it('refuses JSON that is not a list of bytes', () => {
    for (const text of ['[1,2', '{"0":1}', '[1.5]', '["1"]', '[null]', '[true]']) {
      expect(parsePrivateKey(text)).toEqual({ ok: false, error: 'format' });
    }
    expect(parsePrivateKey('[0,255]')).toEqual({ ok: false, error: 'length', length: 2 });
  });

  it('reads Base58 of up to 100 characters, and refuses a longer text or a character outside Base58', () => {
    const hundred = '2'.repeat(100);
    expect(parsePrivateKey(hundred)).toMatchObject({ ok: false, error: 'length' });
    expect(parsePrivateKey(`${hundred}2`)).toEqual({ ok: false, error: 'format' });
    for (const text of ['0abc', 'abcO', 'Il', '+abc', 'abc def']) {
      expect(parsePrivateKey(text)).toEqual({ ok: false, error: 'format' });
    }
  });

  it('writes bytes as Base58 that read back the same', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index * 7) % 256);
    expect(parsePrivateKey(toBase58(bytes))).toEqual({ ok: true, bytes });
  });
});
