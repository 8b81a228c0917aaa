/** One thing the command palette can do: open a panel, go to a page, or run a workspace command. */
export interface PaletteEntry {
  id: string;
  kind: 'panel' | 'page' | 'command';
  /** What it is called, in the language on screen. */
  label: string;
  /** Where it sits in the menu ('Volume Bot › Settings'), so that two entries called 'Settings' can be told apart. */
  context?: string;
  /**
   * Its name and place in the app's other languages ('Il mio saldo' beside 'My Balance'): searched too, so that a
   * name is found whichever language the user knows it in.
   */
  otherNames?: readonly { label: string; context?: string }[];
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
 * The entries whose name or place in the menu, in any of the app's languages, holds every word typed, in any order;
 * the ones with a name that starts with what was typed come first, then those with a word of a name starting with it,
 * each group in its given order. Nothing typed: every entry, as given.
 */
export function searchEntries<E extends PaletteEntry>(entries: readonly E[], query: string): E[] {
  const typed = words(query);
  if (typed.length === 0) return [...entries];
  const whole = typed.join(' ');
  const ranked = entries.flatMap((entry, index) => {
    const names = [{ label: entry.label, context: entry.context }, ...(entry.otherNames ?? [])];
    const haystack = names.map((name) => `${searchable(name.label)} ${searchable(name.context ?? '')}`).join(' ');
    if (!typed.every((word) => haystack.includes(word))) return [];
    const rank = names.some((name) => searchable(name.label).startsWith(whole))
      ? 0
      : names.some((name) => words(name.label).some((word) => word.startsWith(typed[0] ?? '')))
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
