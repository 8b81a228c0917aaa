import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byKind, searchable, searchEntries, type PaletteEntry } from '../../src/workspace/model/command-search';
import { paletteModifier, shortcutFor } from '../../src/workspace/model/shortcuts';

const entries: PaletteEntry[] = [
  { id: 'a', kind: 'panel', label: 'My Balance', context: 'Features' },
  { id: 'b', kind: 'panel', label: 'Vinted Settings', context: 'Vinted › Upload Bot' },
  { id: 'c', kind: 'panel', label: 'Aster Settings', context: 'Airdrop Farming › Volume Bot › Settings' },
  { id: 'd', kind: 'panel', label: 'Collector Crypt Listing', context: 'Pokémon' },
  { id: 'e', kind: 'page', label: 'Wallet Manager' },
  { id: 'f', kind: 'command', label: 'Tile the open panels' },
  { id: 'g', kind: 'panel', label: 'Le mie operazioni', context: 'Funzionalità' },
];
const ids = (found: PaletteEntry[]) => found.map((entry) => entry.id);

describe('searching the palette', () => {
  it('finds entries by every word typed, in any order, in the name or the place in the menu', () => {
    expect(ids(searchEntries(entries, 'settings vinted'))).toEqual(['b']);
    expect(ids(searchEntries(entries, 'volume'))).toEqual(['c']);
    expect(ids(searchEntries(entries, 'SETTINGS'))).toEqual(['b', 'c']);
    expect(ids(searchEntries(entries, 'nothing like this'))).toEqual([]);
  });

  it('ignores accents and case, both ways', () => {
    expect(ids(searchEntries(entries, 'pokemon'))).toEqual(['d']);
    expect(ids(searchEntries(entries, 'funzionalita'))).toEqual(['g']);
    expect(ids(searchEntries(entries, 'OPERAZIÒNI'))).toEqual(['g']);
    expect(searchable('Pokémon Funzionalità')).toBe('pokemon funzionalita');
  });

  it('puts names that start with what was typed first, then names with a word that does', () => {
    const list: PaletteEntry[] = [
      { id: '1', kind: 'panel', label: 'Lighter and Aster Funding Rate' },
      { id: '2', kind: 'panel', label: 'Funding Rate' },
      { id: '3', kind: 'panel', label: 'Open Interest', context: 'Features (funding)' },
    ];
    expect(ids(searchEntries(list, 'fund'))).toEqual(['2', '1', '3']);
  });

  it('shows everything, in order, when nothing is typed', () => {
    expect(searchEntries(entries, '   ')).toEqual(entries);
  });

  it('only ever finds entries that hold every word typed, and finds each at most once', () => {
    const entry = fc.record({
      id: fc.uuid(),
      kind: fc.constantFrom<PaletteEntry['kind']>('panel', 'page', 'command'),
      label: fc.string({ maxLength: 20 }),
      context: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.string({ maxLength: 8 }), (list, query) => {
        const found = searchEntries(list, query);
        expect(new Set(found).size).toBe(found.length);
        for (const hit of found) {
          expect(list).toContain(hit);
          const text = searchable(`${hit.label} ${hit.context ?? ''}`);
          for (const word of searchable(query).split(/\s+/).filter(Boolean)) expect(text).toContain(word);
        }
        // Every entry whose name holds the whole query is found.
        const whole = searchable(query).trim();
        if (whole !== '' && !/\s/.test(whole))
          for (const candidate of list)
            if (searchable(candidate.label).includes(whole)) expect(found).toContain(candidate);
      }),
    );
  });

  it('groups panels, then pages, then commands, keeping each kind in order', () => {
    const shuffled: PaletteEntry[] = [entries[5], entries[4], entries[0], entries[1]].filter(
      (entry): entry is PaletteEntry => entry !== undefined,
    );
    expect(ids(byKind(shuffled))).toEqual(['a', 'b', 'e', 'f']);
  });
});

describe('shortcuts', () => {
  const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('opens the palette with Ctrl+K or ⌘+K, even while typing', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }), false)).toBe('palette');
    expect(shortcutFor(press('K', { metaKey: true }), true)).toBe('palette');
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(shortcutFor(press('k'), false)).toBeNull();
  });

  it("lists the shortcuts with '?', but not while typing, where it is a question mark", () => {
    expect(shortcutFor(press('?'), false)).toBe('shortcuts');
    expect(shortcutFor(press('?'), true)).toBeNull();
    expect(shortcutFor(press('?', { ctrlKey: true }), false)).toBeNull();
  });

  it('names ⌘ on Apple systems and Ctrl elsewhere', () => {
    expect(paletteModifier('MacIntel')).toBe('⌘');
    expect(paletteModifier('iPhone')).toBe('⌘');
    expect(paletteModifier('Linux x86_64')).toBe('Ctrl');
    expect(paletteModifier('Win32')).toBe('Ctrl');
  });
});
