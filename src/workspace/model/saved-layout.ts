import { z } from 'zod';
import type { Layout } from './panels';

const rectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const savedLayoutSchema = z.object({
  version: z.literal(1),
  panels: z.array(
    rectSchema.extend({
      id: z.string().min(1),
      zIndex: z.number().int(),
      maximized: z.boolean().optional(),
      restore: rectSchema.optional(),
    }),
  ),
  selectedBot: z.string().nullable(),
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
