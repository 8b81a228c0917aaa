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
/** A dragged panel's edge closer than this to the canvas edge or a neighbour's edge (plus the gap) snaps to it. */
export const SNAP_DISTANCE = 12;
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

/** Two panels closer than the gap, edge to edge, count as touching: placement keeps them apart by the gap. */
const crowds = (a: Rect, b: Rect) =>
  a.x < b.x + b.width + PLACEMENT_GAP &&
  b.x < a.x + a.width + PLACEMENT_GAP &&
  a.y < b.y + b.height + PLACEMENT_GAP &&
  b.y < a.y + a.height + PLACEMENT_GAP;

/**
 * The first place, top to bottom and then left to right, where a panel of `size` lies wholly on the canvas and a gap
 * away from every other panel; null when there is none. Any free place can slide up and then left until it meets the
 * canvas edge or another panel (plus the gap), so trying the edges and every panel's right and bottom side (plus the
 * gap) finds one whenever one exists.
 */
export function findFreePlace(layout: Layout, size: Size, canvas: Size): Pick<Rect, 'x' | 'y'> | null {
  const xs = [0, ...layout.map((panel) => panel.x + panel.width + PLACEMENT_GAP)];
  const ys = [0, ...layout.map((panel) => panel.y + panel.height + PLACEMENT_GAP)];
  const fits = (value: number, extent: number, room: number) => value >= 0 && value + extent <= room;
  const rows = [...new Set(ys)].filter((y) => fits(y, size.height, canvas.height)).sort((a, b) => a - b);
  const columns = [...new Set(xs)].filter((x) => fits(x, size.width, canvas.width)).sort((a, b) => a - b);
  for (const y of rows) {
    for (const x of columns) {
      const candidate = { x, y, ...size };
      if (!layout.some((panel) => crowds(candidate, panel))) return { x, y };
    }
  }
  return null;
}

/**
 * The roomiest free place for a panel that does not fit whole anywhere: at each place findFreePlace would try, the
 * panel shrinks (never below 300×200, never above its own size) until it is clear of the canvas's edges and of every
 * other panel by the gap; the largest that fits wins, the first in reading order on a tie. Null when even 300×200
 * fits nowhere.
 */
export function findFreeSmallerPlace(layout: Layout, size: Size, canvas: Size): Rect | null {
  const xs = [...new Set([0, ...layout.map((panel) => panel.x + panel.width + PLACEMENT_GAP)])];
  const ys = [...new Set([0, ...layout.map((panel) => panel.y + panel.height + PLACEMENT_GAP)])];
  const places = ys.flatMap((y) => xs.map((x) => ({ x, y }))).sort((a, b) => a.y - b.y || a.x - b.x);
  let best: Rect | null = null;
  for (const { x, y } of places) {
    let width = Math.min(size.width, canvas.width - x);
    let height = Math.min(size.height, canvas.height - y);
    // Each panel in the way cuts the rectangle short on the side where it lies; one over the corner rules it out.
    for (let pass = 0; pass <= layout.length && width >= PANEL_MIN_WIDTH && height >= PANEL_MIN_HEIGHT; pass++) {
      const blocker = layout.find((panel) => crowds({ x, y, width, height }, panel));
      if (!blocker) break;
      const widthIfCut = blocker.x - PLACEMENT_GAP - x;
      const heightIfCut = blocker.y - PLACEMENT_GAP - y;
      const cutWidth = widthIfCut >= PANEL_MIN_WIDTH ? widthIfCut * height : -1;
      const cutHeight = heightIfCut >= PANEL_MIN_HEIGHT ? width * heightIfCut : -1;
      if (cutWidth < 0 && cutHeight < 0) width = 0;
      else if (cutWidth >= cutHeight) width = widthIfCut;
      else height = heightIfCut;
    }
    const candidate = { x, y, width, height };
    const fits =
      width >= PANEL_MIN_WIDTH && height >= PANEL_MIN_HEIGHT && !layout.some((panel) => crowds(candidate, panel));
    if (fits && (!best || width * height > best.width * best.height)) best = candidate;
  }
  return best;
}

/**
 * Where a panel that opens goes, and at what size: a free grid slot or any free place at its own size (see
 * placeNewPanel); failing that, the roomiest free place at a smaller size rather than over other panels; and only
 * when not even 300×200 is free anywhere, the cascade at its own size.
 */
export function placeOpeningPanel(layout: Layout, size: Size, canvas: Size): Rect {
  const whole = placeWhole(layout, size, canvas);
  if (whole) return { ...whole, ...size };
  return findFreeSmallerPlace(layout, size, canvas) ?? { ...cascade(layout, size, canvas), ...size };
}

const cascade = (layout: Layout, size: Size, canvas: Size) => {
  const step = (layout.length % 10) * CASCADE_OFFSET;
  return clampPosition({ x: step, y: step, ...size }, canvas);
};

/**
 * Where a panel goes at its own size: the first free slot of a grid (at most 20 tries), else the first free place
 * that fits anywhere on the canvas, else a cascade offset from the top left corner. Reset places panels this way.
 */
export function placeNewPanel(layout: Layout, size: Size, canvas: Size): Pick<Rect, 'x' | 'y'> {
  return placeWhole(layout, size, canvas) ?? cascade(layout, size, canvas);
}

/** A free grid slot (at most 20 tries), else the first free place anywhere; null when the panel fits nowhere whole. */
function placeWhole(layout: Layout, size: Size, canvas: Size): Pick<Rect, 'x' | 'y'> | null {
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
  return findFreePlace(layout, size, canvas);
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
  const place = placeOpeningPanel(kept, clampSize(spec.size, canvas), canvas);
  return withRoomForZ([...kept, { id: spec.id, ...place, zIndex: topZ(kept) + 1 }]);
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

/** Cuts `length` into `count` runs separated by the gap, in whole pixels, the last one ending exactly at `length`. */
function runs(length: number, count: number): { start: number; size: number }[] {
  const cell = (length - (count - 1) * PLACEMENT_GAP) / count;
  return Array.from({ length: count }, (_, index) => {
    const start = Math.round(index * (cell + PLACEMENT_GAP));
    const end = index === count - 1 ? length : Math.round(index * (cell + PLACEMENT_GAP) + cell);
    return { start, size: end - start };
  });
}

/**
 * The grid Tile uses for `count` panels: the number of columns whose cells are at least 300×200 and hold the most of
 * a default-sized panel; null when not even one column of such cells holds them all.
 */
export function tileGrid(count: number, canvas: Size): { columns: number; rows: number } | null {
  let best: { columns: number; rows: number; score: number } | null = null;
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const width = (canvas.width - (columns - 1) * PLACEMENT_GAP) / columns;
    const height = (canvas.height - (rows - 1) * PLACEMENT_GAP) / rows;
    if (width < PANEL_MIN_WIDTH || height < PANEL_MIN_HEIGHT) continue;
    // How much of a default panel a cell shows: cells too narrow and cells too short both lose.
    const score = Math.min(width / DEFAULT_PANEL_SIZE.width, height / DEFAULT_PANEL_SIZE.height);
    if (!best || score > best.score) best = { columns, rows, score };
  }
  return best && { columns: best.columns, rows: best.rows };
}

/** Runs of at least `min` each along `length`, or longer than `length` when it cannot hold `count` of them. */
const runsOfAtLeast = (length: number, count: number, min: number) =>
  runs(Math.max(length, count * min + (count - 1) * PLACEMENT_GAP), count);

/**
 * 'Tile': every open panel side by side in a grid that fills the canvas, in reading order of where they are now, the
 * last row's panels widened to fill it. Cells are never below 300×200: when the canvas cannot hold every panel at
 * that size, the grid holds as many cells of 300×200 as fit and the panels beyond go round it again, on top.
 */
export function tileLayout(layout: Layout, canvas: Size): Layout {
  if (layout.length === 0) return layout;
  const ordered = [...layout].sort((a, b) => a.y - b.y || a.x - b.x || a.id.localeCompare(b.id));
  const fitsAll = tileGrid(ordered.length, canvas);
  const most = (length: number, min: number) =>
    Math.max(1, Math.floor((length + PLACEMENT_GAP) / (min + PLACEMENT_GAP)));
  const { columns, rows } = fitsAll ?? {
    columns: most(canvas.width, PANEL_MIN_WIDTH),
    rows: most(canvas.height, PANEL_MIN_HEIGHT),
  };
  const cells = columns * rows;
  const rowRuns = runsOfAtLeast(canvas.height, rows, PANEL_MIN_HEIGHT);
  const placed = new Map<string, Panel>();
  ordered.forEach((panel, index) => {
    const cell = index % cells;
    const row = Math.floor(cell / columns);
    // The last row of a grid that holds every panel may have fewer of them: they share its whole width.
    const inRow = fitsAll ? Math.min(columns, ordered.length - row * columns) : columns;
    const column = runsOfAtLeast(canvas.width, inRow, PANEL_MIN_WIDTH)[cell % columns];
    const line = rowRuns[row];
    if (!column || !line) return;
    // A maximised panel takes its cell like the others.
    placed.set(panel.id, {
      id: panel.id,
      // Panels that go round the grid again lie on top of those before them.
      zIndex: fitsAll ? panel.zIndex : index + 1,
      x: column.start,
      y: line.start,
      width: column.size,
      height: line.size,
    });
  });
  return layout.map((panel) => placed.get(panel.id) ?? panel);
}

/** The target nearest to `value` within `distance`, or `value` itself. */
function nearest(value: number, targets: readonly number[], distance: number): number {
  let best = value;
  let bestGap = distance + 1;
  for (const target of targets) {
    const gap = Math.abs(target - value);
    if (gap <= distance && gap < bestGap) {
      best = target;
      bestGap = gap;
    }
  }
  return best;
}

/** Whether two spans come within the gap plus the snap distance of each other. */
const near = (start: number, length: number, otherStart: number, otherLength: number, distance: number) =>
  start < otherStart + otherLength + PLACEMENT_GAP + distance && otherStart < start + length + PLACEMENT_GAP + distance;

/**
 * Where a panel dragged to `rect` lands: each edge within the snap distance of the canvas's edge, of a neighbour's
 * facing edge (a gap away) or of a neighbour's same edge (lined up) goes there; the nearest wins, per axis. Only
 * neighbours beside it on the other axis count, so a panel far above does not pull it sideways.
 */
export function snapPosition(
  rect: Rect,
  others: readonly Rect[],
  canvas: Size,
  distance = SNAP_DISTANCE,
): Pick<Rect, 'x' | 'y'> {
  const xs = [PANEL_MIN_X, canvas.width - rect.width];
  const ys = [0, canvas.height - rect.height];
  for (const other of others) {
    if (near(rect.y, rect.height, other.y, other.height, distance)) {
      xs.push(
        other.x + other.width + PLACEMENT_GAP,
        other.x - PLACEMENT_GAP - rect.width,
        other.x,
        other.x + other.width - rect.width,
      );
    }
    if (near(rect.x, rect.width, other.x, other.width, distance)) {
      ys.push(
        other.y + other.height + PLACEMENT_GAP,
        other.y - PLACEMENT_GAP - rect.height,
        other.y,
        other.y + other.height - rect.height,
      );
    }
  }
  const snapped = { ...rect, x: nearest(rect.x, xs, distance), y: nearest(rect.y, ys, distance) };
  return clampPosition(snapped, canvas);
}
