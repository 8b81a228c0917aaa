import { LINK_COLOURS, type Layout, type LinkColour } from './geometry';

/**
 * Link colours, as trading workspaces have them: panels of one colour follow each other's selected market or card.
 * Six, told apart by name as well as by colour (for screen readers and colour-blind eyes alike).
 */
export { LINK_COLOURS, type LinkColour };

export const isLinkColour = (value: unknown): value is LinkColour => LINK_COLOURS.some((colour) => colour === value);

/** Readable on the dark theme's paper, and apart from each other. */
export const LINK_SWATCHES: Readonly<Record<LinkColour, string>> = {
  red: '#ef5350',
  orange: '#ffa726',
  yellow: '#ffee58',
  green: '#66bb6a',
  blue: '#42a5f5',
  purple: '#ce93d8',
};

/** Puts a panel in a colour's group, or takes it out of any (null). */
export function setPanelLink(layout: Layout, id: string, colour: LinkColour | null): Layout {
  const panel = layout.find((candidate) => candidate.id === id);
  if (!panel || (panel.link ?? null) === colour) return layout;
  return layout.map((candidate) => {
    if (candidate.id !== id) return candidate;
    if (colour !== null) return { ...candidate, link: colour };
    return { ...candidate, link: undefined };
  });
}

/** The other panels of `id`'s colour, the ones a selection made in it goes to; none when it is not linked. */
export function linkedWith(layout: Layout, id: string): string[] {
  const colour = layout.find((panel) => panel.id === id)?.link;
  if (colour === undefined) return [];
  return layout.filter((panel) => panel.id !== id && panel.link === colour).map((panel) => panel.id);
}

/**
 * The colour two panels share when one opens the other to show what was chosen in it (Funding Rate's pair view): the
 * opener's colour; else the colour the opened one already has (the opener joins its group); else the first colour no
 * panel uses. Null when they cannot share one (a panel not open, or every colour in use).
 */
export function colourToShare(layout: Layout, opener: string, opened: string): LinkColour | null {
  const from = layout.find((panel) => panel.id === opener);
  const to = layout.find((panel) => panel.id === opened);
  if (!from || !to) return null;
  return from.link ?? to.link ?? LINK_COLOURS.find((colour) => !layout.some((panel) => panel.link === colour)) ?? null;
}
