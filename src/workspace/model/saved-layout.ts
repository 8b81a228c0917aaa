import * as z from 'zod/mini';
import { LINK_COLOURS, type Layout, type Panel } from './geometry';

const rectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** One panel as saved: where it is, and what it chose to keep (its state, read by the panel itself). */
export const savedPanelSchema = z.extend(rectSchema, {
  id: z.string().check(z.minLength(1)),
  zIndex: z.int(),
  maximized: z.optional(z.boolean()),
  restore: z.optional(rectSchema),
  // A colour this version does not know costs the panel its link, not its place.
  link: z.catch(z.optional(z.enum(LINK_COLOURS)), undefined),
  state: z.optional(z.unknown()),
});
export type SavedPanel = z.output<typeof savedPanelSchema>;

/** Version 2 keeps each panel's state; version 1 had none, and kept the selected volume bot beside the panels. */
export const LAYOUT_VERSION = 2;
export interface SavedLayout {
  version: typeof LAYOUT_VERSION;
  panels: SavedPanel[];
}

export const layoutStorageKey = (product: string, userId: string) => `${product.toLowerCase()}_layout_${userId}`;

const envelopeSchema = z.object({ version: z.union([z.literal(1), z.literal(2)]), panels: z.array(z.unknown()) });

/** The saved panels of a layout of either version, or null when the value is not a layout at all. */
export function panelsOfSavedLayout(value: unknown): readonly unknown[] | null {
  const parsed = envelopeSchema.safeParse(value);
  return parsed.success ? parsed.data.panels : null;
}

const legacySchema = z.object({ version: z.literal(1), selectedBot: z.nullable(z.string()) });

/** The selected volume bot that a version-1 layout kept, for its new owner to take over. */
export function legacySelectedBot(value: unknown): string | null {
  const parsed = legacySchema.safeParse(value);
  return parsed.success ? parsed.data.selectedBot : null;
}

/** Splits saved panels into the layout and each panel's state, keeping only known panels, one copy of each. */
export function fromSavedPanels(
  saved: readonly SavedPanel[],
  known: (id: string) => boolean,
): { layout: Layout; states: Record<string, unknown> } {
  const seen = new Set<string>();
  const layout: Panel[] = [];
  const states: Record<string, unknown> = {};
  for (const { state, ...panel } of saved) {
    if (!known(panel.id) || seen.has(panel.id)) continue;
    seen.add(panel.id);
    layout.push(panel);
    if (state !== undefined) states[panel.id] = state;
  }
  return { layout, states };
}

export function toSavedLayout(layout: Layout, states: Readonly<Record<string, unknown>>): SavedLayout {
  return {
    version: LAYOUT_VERSION,
    panels: layout.map((panel) => (panel.id in states ? { ...panel, state: states[panel.id] } : { ...panel })),
  };
}
