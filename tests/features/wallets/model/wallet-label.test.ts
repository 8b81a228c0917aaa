import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextDefaultLabel } from '../../../../src/features/wallets/model/wallet-label';
import type { Wallet } from '../../../../src/wallet-list/wallet';

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
