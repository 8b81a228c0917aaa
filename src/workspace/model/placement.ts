/** Where a panel goes when it opens or the layout is reset: a free place before a cascade over other panels. */
import {
  CASCADE_OFFSET,
  DEFAULT_PANEL_SIZE,
  PLACEMENT_GAP,
  PLACEMENT_TRIES,
  clampPosition,
  overlaps,
  type Layout,
  type Rect,
  type Size,
} from './geometry';

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
 * Where a panel that opens goes, always at its own size (the size that shows its content, see its manifest): a free
 * grid slot or any free place (see placeNewPanel); failing that, the cascade over other panels. A panel is never
 * squashed into the room left: cut to a strip, its buttons and columns would fall off its edge.
 */
export function placeOpeningPanel(layout: Layout, size: Size, canvas: Size): Rect {
  return { ...placeNewPanel(layout, size, canvas), ...size };
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
