import { describe, expect, it } from 'vitest';
import { solanaWalletsOf, type Wallet } from '../../src/wallet-list/wallet';

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
