// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridConfig } from '../../../../src/features/grid-bot/model/grid-config';
import { gridStorageKey, loadConfigs, saveConfigs } from '../../../../src/features/grid-bot/model/grid-storage';
import { storageFull, storageFullFor } from '../../../refused-storage';

const KEY = gridStorageKey('PoolBot');
const ASIDE = `${KEY}_unreadable`;

const grid = (id: string, symbol = 'SOL_USDC'): GridConfig => ({
  id,
  symbol,
  nOrders: 5,
  rangeMin: 100,
  rangeMax: 150,
  orderSize: 0.1,
  isActive: false,
});
const stored = (): unknown => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const aside = (): unknown => JSON.parse(localStorage.getItem(ASIDE) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the grid bots kept in this browser', () => {
  it("live under '{product}_grid_bots', the product in lower case", () => {
    expect(gridStorageKey('PoolBot')).toBe('poolbot_grid_bots');
  });

  it('are none before anything is stored, and none for a user the stored value does not name', () => {
    expect(loadConfigs(KEY, 'ash')).toEqual({ configs: [], setAside: 0, writable: true });
    localStorage.setItem(KEY, JSON.stringify({ misty: [grid('m1')] }));
    expect(loadConfigs(KEY, 'ash')).toEqual({ configs: [], setAside: 0, writable: true });
  });

  it("are each user's own list", () => {
    localStorage.setItem(KEY, JSON.stringify({ ash: [grid('a1'), grid('a2')], misty: [grid('m1')] }));
    expect(loadConfigs(KEY, 'ash').configs).toEqual([grid('a1'), grid('a2')]);
    expect(loadConfigs(KEY, 'misty').configs).toEqual([grid('m1')]);
  });

  it("are saved for this user, leaving the other users' lists exactly as they were", () => {
    const mistys = [{ ...grid('m1'), from: 'a later version' }, 'anything'];
    localStorage.setItem(KEY, JSON.stringify({ ash: [grid('a1')], misty: mistys }));
    expect(saveConfigs(KEY, 'ash', [grid('a2')])).toBe(true);
    expect(stored()).toEqual({ ash: [grid('a2')], misty: mistys });
    expect(saveConfigs(KEY, 'brock', [grid('b1')])).toBe(true);
    expect(stored()).toEqual({ ash: [grid('a2')], misty: mistys, brock: [grid('b1')] });
  });

  it('set aside an entry of this user that cannot be read, and keep every other', () => {
    const broken = { ...grid('a2'), nOrders: 21 };
    localStorage.setItem(KEY, JSON.stringify({ ash: [grid('a1'), broken, grid('a3')] }));
    expect(loadConfigs(KEY, 'ash')).toEqual({ configs: [grid('a1'), grid('a3')], setAside: 1, writable: true });
    expect(aside()).toEqual([broken]);
  });

  it("set aside what is under this user's name when it is not a list, as one entry", () => {
    localStorage.setItem(KEY, JSON.stringify({ ash: { id: 'not in a list' } }));
    expect(loadConfigs(KEY, 'ash')).toEqual({ configs: [], setAside: 1, writable: true });
    expect(aside()).toEqual([{ id: 'not in a list' }]);
    localStorage.setItem(KEY, JSON.stringify({ ash: grid('a1') }));
    expect(loadConfigs(KEY, 'ash')).toEqual({ configs: [grid('a1')], setAside: 0, writable: true });
  });

  it('set aside a stored value that is not a record of users, a list included, then start again', () => {
    for (const value of ['[1,2]', '"text"', 'null', '{"ash":']) {
      localStorage.clear();
      localStorage.setItem(KEY, value);
      expect(loadConfigs(KEY, 'ash')).toEqual({ configs: [], setAside: 1, writable: true });
      expect(aside()).toEqual([value]);
      expect(saveConfigs(KEY, 'ash', [grid('a1')])).toBe(true);
      expect(stored()).toEqual({ ash: [grid('a1')] });
    }
  });

  it('are not written when what cannot be read could not be set aside first', () => {
    const original = JSON.stringify({ ash: [grid('a1'), { broken: true }] });
    localStorage.setItem(KEY, original);
    storageFull();
    expect(loadConfigs(KEY, 'ash')).toEqual({ configs: [grid('a1')], setAside: 1, writable: false });
    expect(saveConfigs(KEY, 'ash', [])).toBe(false);
    vi.restoreAllMocks();
    expect(localStorage.getItem(KEY)).toBe(original);
  });

  it('are not written, even where storage would take the list, when the unreadable entry could not be set aside', () => {
    const original = JSON.stringify({ ash: [grid('a1'), { broken: true }] });
    localStorage.setItem(KEY, original);
    storageFullFor((key) => key === ASIDE);
    expect(saveConfigs(KEY, 'ash', [grid('a2')])).toBe(false);
    vi.restoreAllMocks();
    expect(localStorage.getItem(KEY)).toBe(original);
  });

  it('say so when storage refuses the write', () => {
    storageFull();
    expect(saveConfigs(KEY, 'ash', [grid('a1')])).toBe(false);
  });

  it('read back what was saved, for any user and list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ash', 'misty', '__proto__x', 'a.b'),
        fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 5 }),
        (user, ids) => {
          localStorage.clear();
          const configs = ids.map((id) => grid(id));
          expect(saveConfigs(KEY, user, configs)).toBe(true);
          expect(loadConfigs(KEY, user)).toEqual({ configs, setAside: 0, writable: true });
        },
      ),
    );
  });
});
