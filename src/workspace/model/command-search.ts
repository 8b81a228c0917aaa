/** One thing the command palette can do: open a panel, go to a page, or run a workspace command. */
export interface PaletteEntry {
  id: string;
  kind: 'panel' | 'page' | 'command';
  /** What it is called, in the language on screen. */
  label: string;
  /** Where it sits in the menu ('Volume Bot › Settings'), so that two entries called 'Settings' can be told apart. */
  context?: string;
}

/** Lower case, without accents: 'pokemon' finds 'Pokémon', 'funzionalita' finds 'Funzionalità'. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

const words = (text: string) => searchable(text).split(/\s+/).filter(Boolean);

/**
 * The entries whose name or place in the menu holds every word typed, in any order; the ones whose name starts with
 * what was typed come first, then those with a word of the name starting with it, each group in its given order.
 * Nothing typed: every entry, as given.
 */
export function searchEntries<E extends PaletteEntry>(entries: readonly E[], query: string): E[] {
  const typed = words(query);
  if (typed.length === 0) return [...entries];
  const whole = typed.join(' ');
  const ranked = entries.flatMap((entry, index) => {
    const label = searchable(entry.label);
    const haystack = `${label} ${searchable(entry.context ?? '')}`;
    if (!typed.every((word) => haystack.includes(word))) return [];
    const rank = label.startsWith(whole)
      ? 0
      : words(entry.label).some((word) => word.startsWith(typed[0] ?? ''))
        ? 1
        : 2;
    return [{ entry, rank, index }];
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ entry }) => entry);
}

const KIND_ORDER: readonly PaletteEntry['kind'][] = ['panel', 'page', 'command'];

/** Panels, then pages, then commands, each kind keeping its order: how the palette shows them, under headings. */
export function byKind<E extends PaletteEntry>(entries: readonly E[]): E[] {
  return KIND_ORDER.flatMap((kind) => entries.filter((entry) => entry.kind === kind));
}
