// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readEntries, setAside } from '../../src/lib/stored-entries';
import { storageFull } from '../refused-storage';

const KEY = 'things';
const ASIDE = 'things_unreadable';
const thing = z.object({ name: z.string().check(z.minLength(1)) });
const aside = () => JSON.parse(localStorage.getItem(ASIDE) ?? 'null') as unknown;

describe('reading a stored list entry by entry', () => {
  it('reads nothing, and sets nothing aside, when nothing is stored', () => {
    expect(readEntries(KEY, thing)).toEqual({ entries: [], setAside: 0, writable: true });
    expect(localStorage.getItem(ASIDE)).toBeNull();
  });

  it('reads a list whose every entry is readable as it is, and sets nothing aside', () => {
    localStorage.setItem(KEY, JSON.stringify([{ name: 'a' }, { name: 'b' }]));
    expect(readEntries(KEY, thing)).toEqual({ entries: [{ name: 'a' }, { name: 'b' }], setAside: 0, writable: true });
    expect(localStorage.getItem(ASIDE)).toBeNull();
  });

  it('keeps every readable entry and sets aside each one that is not', () => {
    localStorage.setItem(KEY, JSON.stringify([{ name: 'a' }, { name: '' }, 7, { name: 'b' }]));
    expect(readEntries(KEY, thing)).toEqual({ entries: [{ name: 'a' }, { name: 'b' }], setAside: 2, writable: true });
    expect(aside()).toEqual([{ name: '' }, 7]);
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify([{ name: 'a' }, { name: '' }, 7, { name: 'b' }]));
  });

  it.each([['{"broken'], ['{"name":"a"}'], ['null']])('sets aside a value that is no list at all (%s)', (text) => {
    localStorage.setItem(KEY, text);
    expect(readEntries(KEY, thing)).toEqual({ entries: [], setAside: 1, writable: true });
    expect(aside()).toEqual([text]);
  });

  it('finds the list inside the stored value where the key keeps it', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 2, items: [{ name: 'a' }, {}] }));
    const entriesOf = (value: unknown) =>
      typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items)
        ? (value.items as unknown[])
        : null;
    expect(readEntries(KEY, thing, { entriesOf })).toMatchObject({ entries: [{ name: 'a' }], setAside: 1 });
  });

  it('sets the same entry aside only once, however often it is read', () => {
    localStorage.setItem(KEY, JSON.stringify([{ name: 1 }]));
    readEntries(KEY, thing);
    readEntries(KEY, thing);
    expect(aside()).toEqual([{ name: 1 }]);
  });

  it('adds to what was set aside before, and keeps an older value kept there as its first item', () => {
    localStorage.setItem(ASIDE, 'what an older version kept');
    localStorage.setItem(KEY, JSON.stringify([{ name: 1 }]));
    readEntries(KEY, thing);
    expect(aside()).toEqual(['what an older version kept', { name: 1 }]);
    expect(setAside(KEY, [{ name: 2 }])).toBe(true);
    expect(aside()).toEqual(['what an older version kept', { name: 1 }, { name: 2 }]);
  });

  it("keeps a JSON value found where the list of set-aside entries belongs, as that list's first item", () => {
    localStorage.setItem(ASIDE, JSON.stringify({ from: 'an older version' }));
    expect(setAside(KEY, [{ name: 2 }])).toBe(true);
    expect(aside()).toEqual([JSON.stringify({ from: 'an older version' }), { name: 2 }]);
  });

  it('needs no write, and so cannot fail, when everything unreadable was set aside before', () => {
    localStorage.setItem(KEY, JSON.stringify([{ name: 'a' }, { name: 3 }]));
    readEntries(KEY, thing);
    const refuse = storageFull();
    expect(readEntries(KEY, thing)).toEqual({ entries: [{ name: 'a' }], setAside: 1, writable: true });
    expect(setAside(KEY, [])).toBe(true);
    refuse.mockRestore();
    expect(aside()).toEqual([{ name: 3 }]);
  });

  it('says the list must not be written when what it cannot read could not be set aside', () => {
    localStorage.setItem(KEY, JSON.stringify([{ name: 'a' }, { name: 3 }]));
    const refuse = storageFull();
    expect(readEntries(KEY, thing)).toEqual({ entries: [{ name: 'a' }], setAside: 1, writable: false });
    refuse.mockRestore();
    expect(readEntries(KEY, thing).writable).toBe(true);
  });

  it('loses no entry: each is either read or set aside', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.record({ name: fc.string() }), fc.anything())), (stored) => {
        localStorage.clear();
        localStorage.setItem(KEY, JSON.stringify(stored));
        const stable = JSON.parse(JSON.stringify(stored)) as unknown[];
        const read = readEntries(KEY, thing);
        const kept = (aside() as unknown[] | null) ?? [];
        expect(read.entries.length + read.setAside).toBe(stable.length);
        for (const entry of stable) {
          const readable = thing.safeParse(entry).success;
          if (!readable) expect(kept.map((item) => JSON.stringify(item))).toContain(JSON.stringify(entry));
        }
      }),
    );
  });
});
