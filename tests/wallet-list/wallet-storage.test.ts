// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWallets, saveWallets, walletsStorageKey } from '../../src/wallet-list/wallet-storage';
import { walletSchema, type Wallet } from '../../src/wallet-list/wallet';
import { storageFull } from '../refused-storage';

const KEY = walletsStorageKey('PoolBot');
const ASIDE = `${KEY}_unreadable`;

const wallet = (userId: string, n: number): Wallet => ({
  id: `${userId}-${n}`,
  address: `Addr${userId}${n}`,
  publicKey: `Pub${userId}${n}`,
  label: `Solana Wallet ${n}`,
  createdAt: '2026-11-23T10:00:00.000Z',
  type: 'solana',
  userId,
});
const stored = (): unknown => JSON.parse(localStorage.getItem(KEY) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the wallets kept in this browser', () => {
  it("live under '{product}_wallets', the product in lower case", () => {
    expect(walletsStorageKey('PoolBot')).toBe('poolbot_wallets');
    expect(walletsStorageKey('Nimbus Pool')).toBe('nimbus pool_wallets');
  });

  it('are none for a user before anything is stored', () => {
    expect(loadWallets(KEY, 'ash')).toEqual({ wallets: [], setAside: 0, writable: true });
  });

  it("are only this user's: another user's wallets are never shown", () => {
    localStorage.setItem(KEY, JSON.stringify([wallet('misty', 1), wallet('ash', 1), wallet('misty', 2)]));
    expect(loadWallets(KEY, 'ash').wallets).toEqual([wallet('ash', 1)]);
    expect(loadWallets(KEY, 'misty').wallets).toEqual([wallet('misty', 1), wallet('misty', 2)]);
  });

  it("survive for another user when this user adds one: seed another user's wallet, add one as this user, both stay", () => {
    localStorage.setItem(KEY, JSON.stringify([wallet('misty', 1)]));
    expect(saveWallets(KEY, 'ash', [...loadWallets(KEY, 'ash').wallets, wallet('ash', 1)])).toBe(true);
    expect(stored()).toEqual([wallet('misty', 1), wallet('ash', 1)]);
    expect(loadWallets(KEY, 'misty').wallets).toEqual([wallet('misty', 1)]);
    expect(loadWallets(KEY, 'ash').wallets).toEqual([wallet('ash', 1)]);
  });

  it("replace only this user's when saved: a removed wallet goes, everyone else's stays as it was", () => {
    const misty = { ...wallet('misty', 1), extra: 'kept as stored' };
    localStorage.setItem(KEY, JSON.stringify([wallet('ash', 1), misty, wallet('ash', 2)]));
    expect(saveWallets(KEY, 'ash', [wallet('ash', 2)])).toBe(true);
    expect(stored()).toEqual([misty, wallet('ash', 2)]);
    expect(saveWallets(KEY, 'ash', [])).toBe(true);
    expect(stored()).toEqual([misty]);
  });

  it("keep another user's entry exactly as stored, even one this version could not read", () => {
    const foreign = { userId: 'misty', address: 42, from: 'a later version' };
    localStorage.setItem(KEY, JSON.stringify([foreign, wallet('ash', 1)]));
    expect(loadWallets(KEY, 'ash')).toEqual({ wallets: [wallet('ash', 1)], setAside: 0, writable: true });
    expect(saveWallets(KEY, 'ash', [wallet('ash', 2)])).toBe(true);
    expect(stored()).toEqual([foreign, wallet('ash', 2)]);
    expect(localStorage.getItem(ASIDE)).toBeNull();
  });

  it('set aside an entry of this user, or of no user, that cannot be read, and keep every other', () => {
    const broken = { ...wallet('ash', 2), address: '' };
    const nobody = { id: 'x', label: 'no owner' };
    localStorage.setItem(KEY, JSON.stringify([wallet('ash', 1), broken, nobody, 'junk', null]));
    expect(loadWallets(KEY, 'ash')).toEqual({ wallets: [wallet('ash', 1)], setAside: 4, writable: true });
    expect(JSON.parse(localStorage.getItem(ASIDE) ?? '[]')).toEqual([broken, nobody, 'junk', null]);
  });

  it('count an entry with an empty user id as no one’s: it is read as this user’s and set aside', () => {
    const unnamed = { ...wallet('ash', 1), userId: '' };
    localStorage.setItem(KEY, JSON.stringify([unnamed]));
    expect(loadWallets(KEY, 'ash')).toMatchObject({ wallets: [], setAside: 1 });
    expect(saveWallets(KEY, 'ash', [])).toBe(true);
    expect(stored()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(ASIDE) ?? '[]')).toEqual([unnamed]);
  });

  it('set aside a stored value that is not a list, and then start a new list', () => {
    localStorage.setItem(KEY, '{"not":"a list"}');
    expect(loadWallets(KEY, 'ash')).toEqual({ wallets: [], setAside: 1, writable: true });
    expect(saveWallets(KEY, 'ash', [wallet('ash', 1)])).toBe(true);
    expect(stored()).toEqual([wallet('ash', 1)]);
    expect(JSON.parse(localStorage.getItem(ASIDE) ?? '[]')).toEqual(['{"not":"a list"}']);
  });

  it('are not written when what cannot be read could not be set aside first', () => {
    const original = JSON.stringify([wallet('ash', 1), { userId: 'ash', broken: true }]);
    localStorage.setItem(KEY, original);
    storageFull();
    expect(loadWallets(KEY, 'ash')).toEqual({ wallets: [wallet('ash', 1)], setAside: 1, writable: false });
    expect(saveWallets(KEY, 'ash', [])).toBe(false);
    vi.restoreAllMocks();
    expect(localStorage.getItem(KEY)).toBe(original);
  });

  it('say so when storage refuses the write', () => {
    storageFull();
    expect(saveWallets(KEY, 'ash', [wallet('ash', 1)])).toBe(false);
  });

  it("lose no one's wallet, whoever saves what", () => {
    const users = fc.constantFrom('ash', 'misty', 'brock');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(users, fc.nat(5)), { maxLength: 12 }),
        users,
        fc.array(fc.nat(5), { maxLength: 4 }),
        (seed, saver, numbers) => {
          localStorage.clear();
          const seeded = seed.map(([user, n]) => wallet(user, n));
          localStorage.setItem(KEY, JSON.stringify(seeded));
          const mine = numbers.map((n) => wallet(saver, n));
          expect(saveWallets(KEY, saver, mine)).toBe(true);
          for (const user of ['ash', 'misty', 'brock']) {
            const expected = user === saver ? mine : seeded.filter((entry) => entry.userId === user);
            expect(loadWallets(KEY, user).wallets).toEqual(expected);
          }
        },
      ),
    );
  });
});

describe('a stored wallet', () => {
  it('is read only whole: an id, an address, a public key and a user, and a type of evm or solana', () => {
    expect(walletSchema.safeParse(wallet('ash', 1)).success).toBe(true);
    expect(walletSchema.safeParse({ ...wallet('ash', 1), type: 'evm', label: '' }).success).toBe(true);
    for (const field of ['id', 'address', 'publicKey', 'userId'] as const) {
      expect(walletSchema.safeParse({ ...wallet('ash', 1), [field]: '' }).success).toBe(false);
    }
    expect(walletSchema.safeParse({ ...wallet('ash', 1), type: 'bitcoin' }).success).toBe(false);
  });
});
