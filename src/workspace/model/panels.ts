/**
 * The workspace's panels as plain data, and every rule of how panels behave as a pure function.
 * Functions return the same object when nothing changes, so React can skip work.
 */
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';

export { DEFAULT_PANEL_SIZE };
export const PANEL_MIN_WIDTH = 300;
export const PANEL_MIN_HEIGHT = 200;
export const PANEL_MIN_X = 0;
export const PANEL_MIN_Y = -16;
export const PLACEMENT_TRIES = 20;
export const PLACEMENT_GAP = 16;
export const CASCADE_OFFSET = 32;
/** z-indexes grow by one a raise and are renumbered 1…n before they pass this. */
export const Z_LIMIT = 1000;

export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** A panel: its place, size and stacking, plus what maximise needs to restore. `id` is the panel's catalogue id: one copy per panel. */
export interface Panel extends Rect {
  id: string;
  zIndex: number;
  maximized?: boolean;
  restore?: Rect;
}

export interface PanelSpec {
  id: string;
  size: Size;
  /** Panels of one exclusive group replace each other (one Vinted settings or upload panel at a time). */
  exclusiveGroup?: string;
}

export type Layout = readonly Panel[];

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const topZ = (layout: Layout) => layout.reduce((max, panel) => Math.max(max, panel.zIndex), 0);

/** A size no smaller than the minimum and, where the canvas allows it, no larger than the canvas. */
export function clampSize(size: Size, canvas: Size): Size {
  const round = (value: number, min: number, max: number) =>
    Math.round(Math.max(min, Math.min(Number.isFinite(value) ? value : min, Math.max(min, max))));
  return {
    width: round(size.width, PANEL_MIN_WIDTH, canvas.width),
    height: round(size.height, PANEL_MIN_HEIGHT, canvas.height - PANEL_MIN_Y),
  };
}

/** x ≥ 0 and y ≥ -16 always, and the whole panel on the canvas where it fits. */
export function clampPosition(rect: Rect, canvas: Size): Pick<Rect, 'x' | 'y'> {
  const clamp = (value: number, min: number, max: number) =>
    Math.round(Math.max(min, Math.min(Number.isFinite(value) ? value : min, Math.max(min, max))));
  return {
    x: clamp(rect.x, PANEL_MIN_X, canvas.width - rect.width),
    y: clamp(rect.y, PANEL_MIN_Y, canvas.height - rect.height),
  };
}

/** The first free slot of a grid (at most 20 tries), otherwise an offset from the last panel placed. */
export function placeNewPanel(layout: Layout, size: Size, canvas: Size): Pick<Rect, 'x' | 'y'> {
  // One grid for every panel, cut to the default size, so panels of different sizes still line up.
  const cellWidth = Math.max(size.width, DEFAULT_PANEL_SIZE.width) + PLACEMENT_GAP;
  const cellHeight = Math.max(size.height, DEFAULT_PANEL_SIZE.height) + PLACEMENT_GAP;
  const columns = Math.max(1, Math.floor((canvas.width + PLACEMENT_GAP) / cellWidth));
  for (let slot = 0; slot < PLACEMENT_TRIES; slot++) {
    const candidate = {
      x: (slot % columns) * cellWidth,
      y: Math.floor(slot / columns) * cellHeight,
      ...size,
    };
    const onCanvas =
      // Stryker disable next-line ConditionalExpression,ArithmeticOperator: columns are counted so that each fits the
      // canvas width (or there is one, at x 0); only a panel ending exactly at the right edge tests this bound.
      candidate.x + size.width <= Math.max(canvas.width, size.width) &&
      candidate.y + size.height <= Math.max(canvas.height, size.height);
    if (onCanvas && !layout.some((panel) => overlaps(candidate, panel))) return { x: candidate.x, y: candidate.y };
  }
  const step = (layout.length % 10) * CASCADE_OFFSET;
  return clampPosition({ x: step, y: step, ...size }, canvas);
}

/** Opens a panel, or raises it if it is open already; closes the other panels of its exclusive group. */
export function openPanel(
  layout: Layout,
  spec: PanelSpec,
  canvas: Size,
  groupOf: (id: string) => string | undefined,
): Layout {
  if (layout.some((panel) => panel.id === spec.id)) return raisePanel(layout, spec.id);
  const kept = spec.exclusiveGroup ? layout.filter((panel) => groupOf(panel.id) !== spec.exclusiveGroup) : layout;
  const size = clampSize(spec.size, canvas);
  const position = placeNewPanel(kept, size, canvas);
  return withRoomForZ([...kept, { id: spec.id, ...size, ...position, zIndex: topZ(kept) + 1 }]);
}

/** Brings a panel to the front; z-indexes stay unique and never pass Z_LIMIT. */
export function raisePanel(layout: Layout, id: string): Layout {
  const panel = layout.find((candidate) => candidate.id === id);
  if (!panel) return layout;
  const top = topZ(layout);
  if (panel.zIndex === top && layout.filter((other) => other.zIndex === top).length === 1) return layout;
  return withRoomForZ(layout.map((other) => (other.id === id ? { ...other, zIndex: top + 1 } : other)));
}

function withRoomForZ(layout: Layout): Layout {
  if (topZ(layout) <= Z_LIMIT) return layout;
  const order = [...layout].sort((a, b) => a.zIndex - b.zIndex).map((panel) => panel.id);
  return layout.map((panel) => ({ ...panel, zIndex: order.indexOf(panel.id) + 1 }));
}

export function closePanel(layout: Layout, id: string): Layout {
  return layout.some((panel) => panel.id === id) ? layout.filter((panel) => panel.id !== id) : layout;
}

function update(layout: Layout, id: string, change: (panel: Panel) => Panel): Layout {
  let changed = false;
  const next = layout.map((panel) => {
    if (panel.id !== id) return panel;
    const updated = change(panel);
    changed = updated !== panel;
    return updated;
  });
  return changed ? next : layout;
}

const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** A drag ends: the position is clamped to x ≥ 0, y ≥ -16 and the canvas. */
export function movePanel(layout: Layout, id: string, to: Pick<Rect, 'x' | 'y'>, canvas: Size): Layout {
  return update(layout, id, (panel) => {
    if (panel.maximized) return panel;
    const next = { ...panel, ...clampPosition({ ...panel, ...to }, canvas) };
    return sameRect(next, panel) ? panel : next;
  });
}

/** A resize ends: the size is at least 300×200, the position clamped as for a move. */
export function resizePanel(layout: Layout, id: string, to: Rect, canvas: Size): Layout {
  return update(layout, id, (panel) => {
    if (panel.maximized) return panel;
    const size = clampSize(to, canvas);
    const next = { ...panel, ...size, ...clampPosition({ ...to, ...size }, canvas) };
    return sameRect(next, panel) ? panel : next;
  });
}

/** Double-clicking a header: fill the canvas, or go back to where it was. */
export function toggleMaximized(layout: Layout, id: string, canvas: Size): Layout {
  return raisePanel(
    update(layout, id, (panel) => {
      if (panel.maximized) {
        const { restore, ...rest } = panel;
        const back = restore ?? {
          x: panel.x,
          y: panel.y,
          width: DEFAULT_PANEL_SIZE.width,
          height: DEFAULT_PANEL_SIZE.height,
        };
        const size = clampSize(back, canvas);
        return { ...rest, maximized: false, ...size, ...clampPosition({ ...back, ...size }, canvas) };
      }
      const restore = { x: panel.x, y: panel.y, width: panel.width, height: panel.height };
      return { ...panel, maximized: true, restore, ...maximizedRect(canvas) };
    }),
    id,
  );
}

const maximizedRect = (canvas: Size): Rect => ({ x: 0, y: 0, ...clampSize(canvas, canvas) });

/** The window changed size: every panel is pulled back onto the canvas; maximised ones fill it again. */
export function fitToCanvas(layout: Layout, canvas: Size): Layout {
  let changed = false;
  const next = layout.map((panel) => {
    const target = panel.maximized
      ? { ...panel, ...maximizedRect(canvas) }
      : (() => {
          const size = clampSize(panel, canvas);
          return { ...panel, ...size, ...clampPosition({ ...panel, ...size }, canvas) };
        })();
    if (sameRect(target, panel)) return panel;
    changed = true;
    return target;
  });
  return changed ? next : layout;
}

/** 'Reset layout': the open panels, at their default sizes, placed afresh in their stacking order. */
export function resetLayout(layout: Layout, sizeOf: (id: string) => Size | undefined, canvas: Size): Layout {
  const ordered = [...layout].sort((a, b) => a.zIndex - b.zIndex);
  return ordered.reduce<Layout>((placed, panel) => {
    const size = clampSize(sizeOf(panel.id) ?? DEFAULT_PANEL_SIZE, canvas);
    return [...placed, { id: panel.id, ...size, ...placeNewPanel(placed, size, canvas), zIndex: placed.length + 1 }];
  }, []);
}
