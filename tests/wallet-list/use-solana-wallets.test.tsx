import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { useSolanaWallets } from '../../src/wallet-list/use-solana-wallets';
import type { Wallet } from '../../src/wallet-list/wallet';
import { saveWallets, walletsStorageKey } from '../../src/wallet-list/wallet-storage';

const key = walletsStorageKey(env.productName);
const wallet = (id: string, userId: string, type: Wallet['type'] = 'solana'): Wallet => ({
  id,
  address: `Addr${id}`,
  publicKey: `Addr${id}`,
  label: `Wallet ${id}`,
  createdAt: '2026-11-01T00:00:00.000Z',
  type,
  userId,
});

describe('the Solana wallets other panels read', () => {
  it("lists only this user's Solana wallets, and counts an entry it cannot read", () => {
    localStorage.setItem(
      key,
      JSON.stringify([wallet('a', '1'), wallet('b', '2'), wallet('c', '1', 'evm'), { id: 5, userId: '1' }]),
    );
    const { result } = renderHook(() => useSolanaWallets('1'));
    expect(result.current.wallets.map((w) => w.id)).toEqual(['a']);
    expect(result.current.setAside).toBe(1);
  });

  it('follows the wallet manager when it saves in this tab, and another tab through storage events', () => {
    const { result } = renderHook(() => useSolanaWallets('1'));
    expect(result.current.wallets).toEqual([]);
    act(() => {
      saveWallets(key, '1', [wallet('a', '1')]);
    });
    expect(result.current.wallets.map((w) => w.id)).toEqual(['a']);
    act(() => {
      localStorage.setItem(key, JSON.stringify([wallet('a', '1'), wallet('d', '1')]));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(result.current.wallets.map((w) => w.id)).toEqual(['a', 'd']);
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useSolanaWallets('1'));
    unmount();
    act(() => {
      saveWallets(key, '1', [wallet('a', '1')]);
    });
    expect(result.current.wallets).toEqual([]);
  });
});
