import bs58 from 'bs58';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePrivateKey } from '../../../src/features/wallets/model/private-key';
import { nextDefaultLabel } from '../../../src/features/wallets/model/wallet-label';
import type { Wallet } from '../../../src/wallet-list/wallet';

const key64 = fc.uint8Array({ minLength: 64, maxLength: 64 });

describe('the private key parser', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(() => parsePrivateKey(input)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(() => parsePrivateKey(JSON.stringify(value))).not.toThrow();
      }),
    );
  });

  it('reads 64 bytes back from Base58 and from a JSON array', () => {
    fc.assert(
      fc.property(key64, (bytes) => {
        expect(parsePrivateKey(bs58.encode(bytes))).toEqual({ ok: true, bytes: Uint8Array.from(bytes) });
        expect(parsePrivateKey(` ${JSON.stringify(Array.from(bytes))}\n`)).toEqual({
          ok: true,
          bytes: Uint8Array.from(bytes),
        });
      }),
    );
  });

  it.each([
    ['63 bytes', JSON.stringify(Array.from({ length: 63 }, () => 1)), 'length'],
    ['65 bytes', JSON.stringify(Array.from({ length: 65 }, () => 1)), 'length'],
    ['a byte of 256', JSON.stringify([...Array.from({ length: 63 }, () => 1), 256]), 'format'],
    ['a byte of -1', JSON.stringify([...Array.from({ length: 63 }, () => 1), -1]), 'format'],
    ['a byte of 1.5', JSON.stringify([...Array.from({ length: 63 }, () => 1), 1.5]), 'format'],
    ['a byte as a string', JSON.stringify([...Array.from({ length: 63 }, () => 1), '1']), 'format'],
    ['nested arrays', JSON.stringify([Array.from({ length: 64 }, () => 1)]), 'format'],
    ['broken JSON', '[1,2,3', 'format'],
    ["Base58's missing letters 0OIl", `0OIl${'1'.repeat(80)}`, 'format'],
    ['a 1 MB string', 'A'.repeat(1024 * 1024), 'format'],
    ['short Base58', bs58.encode(new Uint8Array(32).fill(7)), 'length'],
    ['nothing', '   ', 'empty'],
  ])('refuses %s', (_case, input, error) => {
    expect(parsePrivateKey(input)).toMatchObject({ ok: false, error });
  });
});

describe('the default wallet label', () => {
  const wallet = (label: string): Wallet => ({
    id: label,
    address: label,
    publicKey: label,
    label,
    createdAt: '',
    type: 'solana',
    userId: '1',
  });

  it("numbers a wallet after the user's wallets, skipping a number another wallet carries", () => {
    expect(nextDefaultLabel([])).toBe('Solana Wallet 1');
    expect(nextDefaultLabel([wallet('Main')])).toBe('Solana Wallet 2');
    expect(nextDefaultLabel([wallet('Solana Wallet 1'), wallet('Main'), wallet('Solana Wallet 3')])).toBe(
      'Solana Wallet 4',
    );
    expect(nextDefaultLabel([wallet('Solana Wallet 2'), wallet('Solana Wallet 3')])).toBe('Solana Wallet 4');
  });

  it('never gives a label a wallet already has, and never a number below the count of wallets', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 1, max: 30 }).map((n) => `Solana Wallet ${n}`),
            fc.string(),
          ),
        ),
        (labels) => {
          const next = nextDefaultLabel(labels.map(wallet));
          expect(labels).not.toContain(next);
          expect(Number(/^Solana Wallet (\d+)$/.exec(next)?.[1])).toBeGreaterThan(labels.length);
        },
      ),
    );
  });
});
