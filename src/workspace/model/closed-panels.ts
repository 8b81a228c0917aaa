/**
 * Panels the user just closed, kept for "Undo": each one's place, size, stacking, maximised state and link colour (the
 * panel itself), and the state it had saved. Pure: the store keeps the last closing and puts it back on request.
 */
import type { Layout, Panel, Size } from './geometry';
import { fitToCanvas, topZ, withRoomForZ } from './panels';

export interface ClosedPanels {
  /** The panels as they were, in their stacking order (lowest first). */
  panels: readonly Panel[];
  /** What each of them had saved (only the ones that had saved something). */
  states: Readonly<Record<string, unknown>>;
}

/** What closing `ids` takes away from `layout`: null when none of them is open. */
export function closedPanels(
  layout: Layout,
  states: Readonly<Record<string, unknown>>,
  ids: readonly string[],
): ClosedPanels | null {
  const panels = layout.filter((panel) => ids.includes(panel.id)).sort((a, b) => a.zIndex - b.zIndex);
  if (panels.length === 0) return null;
  const kept: Record<string, unknown> = {};
  for (const { id } of panels) if (Object.hasOwn(states, id)) kept[id] = states[id];
  return { panels, states: kept };
}

/**
 * Puts closed panels back where they were, on top of the others in their own stacking order. A panel open again since
 * (reopened from the menu) stays as it is now, and so does the group of one that replaces its kind (one Vinted
 * settings or upload panel at a time): the panel open now is the user's later choice.
 */
export function restoreClosed(
  layout: Layout,
  closed: ClosedPanels,
  canvas: Size,
  groupOf: (id: string) => string | undefined,
): Layout {
  const openGroups = new Set(layout.map((panel) => groupOf(panel.id)).filter((group) => group !== undefined));
  const back = closed.panels.filter((panel) => {
    if (layout.some((open) => open.id === panel.id)) return false;
    const group = groupOf(panel.id);
    return group === undefined || !openGroups.has(group);
  });
  if (back.length === 0) return layout;
  const top = topZ(layout);
  // On the canvas as it is now: the window may have changed size since they closed.
  const placed = fitToCanvas(back, canvas).map((panel, rank) => ({ ...panel, zIndex: top + rank + 1 }));
  return withRoomForZ([...layout, ...placed]);
}
