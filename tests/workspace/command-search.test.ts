import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byKind, searchable, searchEntries, type PaletteEntry } from '../../src/workspace/model/command-search';
import { closePanelKeys, closesPanel, paletteModifier, shortcutFor } from '../../src/workspace/model/shortcuts';

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
      otherNames: fc.option(
        fc.array(
          fc.record({
            label: fc.string({ maxLength: 20 }),
            context: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
          }),
          { maxLength: 2 },
        ),
        { nil: undefined },
      ),
    });
    const names = (hit: PaletteEntry) => [{ label: hit.label, context: hit.context }, ...(hit.otherNames ?? [])];
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.string({ maxLength: 8 }), (list, query) => {
        const found = searchEntries(list, query);
        expect(new Set(found).size).toBe(found.length);
        for (const hit of found) {
          expect(list).toContain(hit);
          const text = searchable(
            names(hit)
              .map((name) => `${name.label} ${name.context ?? ''}`)
              .join(' '),
          );
          for (const word of searchable(query).split(/\s+/).filter(Boolean)) expect(text).toContain(word);
        }
        // Every entry with a name, in any language, that holds the whole query is found.
        const whole = searchable(query).trim();
        if (whole !== '' && !/\s/.test(whole))
          for (const candidate of list)
            if (names(candidate).some((name) => searchable(name.label).includes(whole)))
              expect(found).toContain(candidate);
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

describe('searching the palette in every language', () => {
  const both: PaletteEntry[] = [
    {
      id: 'balance',
      kind: 'panel',
      label: 'My Balance',
      context: 'Features',
      otherNames: [{ label: 'Il mio saldo', context: 'Funzionalità' }],
    },
    {
      id: 'funding',
      kind: 'panel',
      label: 'Funding Rate',
      context: 'Features',
      otherNames: [{ label: 'Tasso di finanziamento', context: 'Funzionalità' }],
    },
    {
      id: 'tile',
      kind: 'command',
      label: 'Tile the open panels',
      otherNames: [{ label: 'Affianca i pannelli aperti' }],
    },
  ];

  it('finds a name, or its place in the menu, in the other language as in the one on screen', () => {
    expect(ids(searchEntries(both, 'Il mio saldo'))).toEqual(['balance']);
    expect(ids(searchEntries(both, 'tasso di finanziamento'))).toEqual(['funding']);
    expect(ids(searchEntries(both, 'funzionalita'))).toEqual(['balance', 'funding']);
    expect(ids(searchEntries(both, 'affianca'))).toEqual(['tile']);
    expect(ids(searchEntries(both, 'my balance'))).toEqual(['balance']);
  });

  it('ranks a name in another language like one on screen: starting with what was typed comes first', () => {
    expect(ids(searchEntries(both, 'fin'))).toEqual(['funding']);
    // "saldo" starts a word of the Italian name only; "tasso" the whole Italian name: that one first.
    const mixed: PaletteEntry[] = [
      { id: 'word', kind: 'panel', label: 'Uno', otherNames: [{ label: 'Il tasso medio' }] },
      { id: 'start', kind: 'panel', label: 'Due', otherNames: [{ label: 'Tasso di finanziamento' }] },
      { id: 'inside', kind: 'panel', label: 'Tre', context: 'Pretasso' },
    ];
    expect(ids(searchEntries(mixed, 'tasso'))).toEqual(['start', 'word', 'inside']);
  });
});

describe('shortcuts', () => {
  const press = (
    key: string,
    modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; code: string }> = {},
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('closes the focused panel with Alt+Shift+W (⌥⇧W), by the key whatever character it types, never with Escape', () => {
    expect(closesPanel(press('W', { altKey: true, shiftKey: true, code: 'KeyW' }))).toBe(true);
    // ⌥⇧W on an Apple keyboard types „: the physical key still says W.
    expect(closesPanel(press('„', { altKey: true, shiftKey: true, code: 'KeyW' }))).toBe(true);
    expect(closesPanel(press('w', { altKey: true, shiftKey: true }))).toBe(true);
    expect(closesPanel(press('W', { altKey: true, code: 'KeyW' }))).toBe(false);
    expect(closesPanel(press('W', { shiftKey: true, code: 'KeyW' }))).toBe(false);
    expect(closesPanel(press('W', { altKey: true, shiftKey: true, ctrlKey: true, code: 'KeyW' }))).toBe(false);
    expect(closesPanel(press('W', { altKey: true, shiftKey: true, metaKey: true, code: 'KeyW' }))).toBe(false);
    expect(closesPanel(press('Q', { altKey: true, shiftKey: true, code: 'KeyQ' }))).toBe(false);
    expect(closesPanel(press('Escape', { code: 'Escape' }))).toBe(false);
    expect(closePanelKeys('MacIntel')).toEqual(['⌥', '⇧', 'W']);
    expect(closePanelKeys('Linux x86_64')).toEqual(['Alt', 'Shift', 'W']);
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
