import * as z from 'zod/mini';
import type { Layout } from './panels';

const rectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const savedLayoutSchema = z.object({
  version: z.literal(1),
  panels: z.array(
    z.extend(rectSchema, {
      id: z.string().check(z.minLength(1)),
      zIndex: z.int(),
      maximized: z.optional(z.boolean()),
      restore: z.optional(rectSchema),
    }),
  ),
  selectedBot: z.nullable(z.string()),
});
export type SavedLayout = z.output<typeof savedLayoutSchema>;

export const layoutStorageKey = (product: string, userId: string) => `${product.toLowerCase()}_layout_${userId}`;

/** Keeps only the panels the catalogue still has, one copy each. */
export function knownPanels(layout: Layout, known: (id: string) => boolean): Layout {
  const seen = new Set<string>();
  return layout.filter((panel) => {
    if (!known(panel.id) || seen.has(panel.id)) return false;
    seen.add(panel.id);
    return true;
  });
}
