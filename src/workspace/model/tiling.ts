/** 'Tile': every open panel side by side over the whole canvas. */
import {
  DEFAULT_PANEL_SIZE,
  PANEL_MIN_HEIGHT,
  PANEL_MIN_WIDTH,
  PLACEMENT_GAP,
  type Layout,
  type Panel,
  type Size,
} from './geometry';

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
