/**
 * The workspace's panels as plain data: their sizes, places and limits, and the clamps every rule of panels.ts,
 * placement.ts, tiling.ts and snapping.ts keeps to.
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
/** A dragged panel's edge closer than this to the canvas edge or a neighbour's edge (plus the gap) snaps to it. */
export const SNAP_DISTANCE = 12;
/** z-indexes grow by one a raise and are renumbered 1…n before they pass this. */
export const Z_LIMIT = 1000;

/** The link colours a panel can join (see links.ts); here, as the panel's own data, to keep links.ts free of cycles. */
export const LINK_COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export type LinkColour = (typeof LINK_COLOURS)[number];

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
  /** The link colour the panel joined (see links.ts): kept with the layout. */
  link?: LinkColour;
}

export interface PanelSpec {
  id: string;
  size: Size;
  /** Panels of one exclusive group replace each other (one Vinted settings or upload panel at a time). */
  exclusiveGroup?: string;
}

export type Layout = readonly Panel[];

export const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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

/** Two panels closer than the gap, edge to edge, count as touching: placement keeps them apart by the gap. */
