import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PANEL_SIZE,
  PANEL_MIN_HEIGHT,
  PANEL_MIN_WIDTH,
  PANEL_MIN_X,
  PANEL_MIN_Y,
  Z_LIMIT,
  PLACEMENT_GAP,
  SNAP_DISTANCE,
  type Layout,
  type Panel,
  type Rect,
  type PanelSpec,
} from '../../src/workspace/model/geometry';
import {
  closePanel,
  fitToCanvas,
  movePanel,
  openPanel,
  raisePanel,
  resetLayout,
  resizePanel,
  toggleMaximized,
} from '../../src/workspace/model/panels';
import { findFreePlace, placeNewPanel, placeOpeningPanel } from '../../src/workspace/model/placement';
import { snapPosition } from '../../src/workspace/model/snapping';
import { tileLayout } from '../../src/workspace/model/tiling';

const canvas = { width: 1600, height: 900 };
const specs: PanelSpec[] = [
  { id: 'a', size: DEFAULT_PANEL_SIZE },
  { id: 'b', size: DEFAULT_PANEL_SIZE },
  { id: 'c', size: { width: 480, height: 600 } },
  { id: 'vinted-settings', size: { width: 480, height: 500 }, exclusiveGroup: 'vinted' },
  { id: 'vinted-upload', size: { width: 500, height: 500 }, exclusiveGroup: 'vinted' },
];
const groupOf = (id: string) => specs.find((spec) => spec.id === id)?.exclusiveGroup;
const open = (layout: Layout, id: string, area = canvas) => {
  const spec = specs.find((candidate) => candidate.id === id);
  if (!spec) throw new Error(id);
  return openPanel(layout, spec, area, groupOf);
};

const canvasArb = fc.record({
  width: fc.integer({ min: 200, max: 4000 }),
  height: fc.integer({ min: 150, max: 3000 }),
});
const idArb = fc.constantFrom(...specs.map((spec) => spec.id));

function inBounds(layout: Layout, area: { width: number; height: number }) {
  for (const panel of layout) {
    expect(panel.x).toBeGreaterThanOrEqual(PANEL_MIN_X);
    expect(panel.y).toBeGreaterThanOrEqual(PANEL_MIN_Y);
    expect(panel.width).toBeGreaterThanOrEqual(PANEL_MIN_WIDTH);
    expect(panel.height).toBeGreaterThanOrEqual(PANEL_MIN_HEIGHT);
    if (panel.width <= area.width) expect(panel.x + panel.width).toBeLessThanOrEqual(area.width);
    if (panel.height <= area.height)
      expect(panel.y + panel.height).toBeLessThanOrEqual(Math.max(area.height, panel.height));
  }
}

describe('placing panels', () => {
  it('puts new panels side by side in the first free grid slots, at their default sizes', () => {
    let layout: Layout = [];
    layout = open(layout, 'a');
    layout = open(layout, 'b');
    layout = open(layout, 'c');
    expect(layout.map(({ id, x, y, width, height }) => ({ id, x, y, width, height }))).toEqual([
      { id: 'a', x: 0, y: 0, width: 500, height: 600 },
      { id: 'b', x: 516, y: 0, width: 500, height: 600 },
      { id: 'c', x: 1032, y: 0, width: 480, height: 600 },
    ]);
  });

  it('offsets a panel when none of the 20 grid slots is free', () => {
    const blocker = [{ id: 'x', x: 0, y: 0, width: 4000, height: 4000, zIndex: 1 }];
    expect(placeNewPanel(blocker, DEFAULT_PANEL_SIZE, { width: 4000, height: 4000 })).toEqual({ x: 32, y: 32 });
  });

  it('takes the first free place anywhere on the canvas when the grid slots are taken, before cascading', () => {
    const wide = { width: 1700, height: 900 };
    // Two panels the user moved so that every grid slot is covered, with room left on the right.
    const layout: Layout = [
      { id: 'x', x: 0, y: 0, width: 500, height: 600, zIndex: 1 },
      { id: 'y', x: 600, y: 0, width: 500, height: 600, zIndex: 2 },
    ];
    expect(placeNewPanel(layout, DEFAULT_PANEL_SIZE, wide)).toEqual({ x: 1116, y: 0 });
    // Below the panels there is a free strip, but not 600 high: the first free place is still the right-hand one.
    expect(findFreePlace(layout, { width: 500, height: 200 }, wide)).toEqual({ x: 1116, y: 0 });
    expect(findFreePlace(layout, { width: 1600, height: 200 }, wide)).toEqual({ x: 0, y: 616 });
    expect(findFreePlace(layout, { width: 1600, height: 300 }, wide)).toBeNull();
  });

  it('finds a free place whenever there is one, and only places that are free', () => {
    const rect = fc.record({
      x: fc.integer({ min: -16, max: 1100 }),
      y: fc.integer({ min: -16, max: 800 }),
      width: fc.integer({ min: 300, max: 700 }),
      height: fc.integer({ min: 200, max: 600 }),
    });
    const area = fc.record({ width: fc.integer({ min: 300, max: 1200 }), height: fc.integer({ min: 200, max: 900 }) });
    const size = fc.record({ width: fc.integer({ min: 300, max: 600 }), height: fc.integer({ min: 200, max: 600 }) });
    const apart = (a: Rect, b: Rect) =>
      a.x >= b.x + b.width + PLACEMENT_GAP ||
      b.x >= a.x + a.width + PLACEMENT_GAP ||
      a.y >= b.y + b.height + PLACEMENT_GAP ||
      b.y >= a.y + a.height + PLACEMENT_GAP;
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 5 }), area, size, (rects, canvasSize, panelSize) => {
        const layout = rects.map((r, index) => ({ ...r, id: `p${index}`, zIndex: index + 1 }));
        const free = (x: number, y: number) =>
          x + panelSize.width <= canvasSize.width &&
          y + panelSize.height <= canvasSize.height &&
          layout.every((panel) => apart({ x, y, ...panelSize }, panel));
        const found = findFreePlace(layout, panelSize, canvasSize);
        if (found) {
          expect(found.x).toBeGreaterThanOrEqual(0);
          expect(found.y).toBeGreaterThanOrEqual(0);
          expect(free(found.x, found.y)).toBe(true);
        } else {
          for (let y = 0; y <= canvasSize.height - panelSize.height; y += 8)
            for (let x = 0; x <= canvasSize.width - panelSize.width; x += 8) expect(free(x, y)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('opens a panel that finds no free place at its own size, on the cascade, never squashed into what is left', () => {
    // A 1920 px screen: three panels side by side leave a strip 400 high below them; the upload panel needs 500.
    const screen = { width: 1630, height: 1016 };
    let layout: Layout = [];
    for (const id of ['a', 'b', 'c', 'vinted-upload']) layout = open(layout, id, screen);
    expect(layout.map(({ id, x, y, width, height }) => ({ id, x, y, width, height }))).toEqual([
      { id: 'a', x: 0, y: 0, width: 500, height: 600 },
      { id: 'b', x: 516, y: 0, width: 500, height: 600 },
      { id: 'c', x: 1032, y: 0, width: 480, height: 600 },
      { id: 'vinted-upload', x: 96, y: 96, width: 500, height: 500 },
    ]);
  });

  it('opens every panel at its own size, within the canvas, wherever it lands (property)', () => {
    const rect = fc.record({
      x: fc.integer({ min: -16, max: 1100 }),
      y: fc.integer({ min: -16, max: 800 }),
      width: fc.integer({ min: 300, max: 700 }),
      height: fc.integer({ min: 200, max: 600 }),
    });
    const area = fc.record({ width: fc.integer({ min: 600, max: 1900 }), height: fc.integer({ min: 650, max: 1100 }) });
    const size = fc.record({ width: fc.integer({ min: 300, max: 600 }), height: fc.integer({ min: 200, max: 650 }) });
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 6 }), area, size, (rects, canvasSize, wanted) => {
        const layout = rects.map((r, index) => ({ ...r, id: `p${index}`, zIndex: index + 1 }));
        const placed = placeOpeningPanel(layout, wanted, canvasSize);
        expect({ width: placed.width, height: placed.height }).toEqual(wanted);
        expect(placed.x).toBeGreaterThanOrEqual(0);
        expect(placed.y).toBeGreaterThanOrEqual(-16);
        expect(placed.x + placed.width).toBeLessThanOrEqual(canvasSize.width);
        expect(placed.y + placed.height).toBeLessThanOrEqual(canvasSize.height);
      }),
      { numRuns: 100 },
    );
  });

  it('raises a panel that is already open instead of opening a second copy', () => {
    let layout = open(open([], 'a'), 'b');
    layout = open(layout, 'a');
    expect(layout.filter((panel) => panel.id === 'a')).toHaveLength(1);
    expect(layout.find((panel) => panel.id === 'a')?.zIndex).toBeGreaterThan(
      layout.find((panel) => panel.id === 'b')?.zIndex ?? 0,
    );
  });

  it('keeps one Vinted panel open at a time', () => {
    let layout = open(open([], 'a'), 'vinted-settings');
    layout = open(layout, 'vinted-upload');
    expect(layout.map((panel) => panel.id)).toEqual(['a', 'vinted-upload']);
  });

  it('never places a panel out of bounds, for any canvas and any sequence of opens', () => {
    fc.assert(
      fc.property(canvasArb, fc.array(idArb, { maxLength: 30 }), (area, ids) => {
        const layout = ids.reduce<Layout>((acc, id) => open(acc, id, area), []);
        inBounds(layout, area);
        expect(new Set(layout.map((panel) => panel.id)).size).toBe(layout.length);
      }),
    );
  });

  it('keeps the Vinted rule after any sequence of opens and closes', () => {
    const action = fc.record({ close: fc.boolean(), id: idArb });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const layout = actions.reduce<Layout>(
          (acc, { close, id }) => (close ? closePanel(acc, id) : open(acc, id)),
          [],
        );
        expect(layout.filter((panel) => groupOf(panel.id) === 'vinted').length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('moving, resizing and raising', () => {
  it('clamps a drag past the left and top edges to x 0 and y -16', () => {
    const layout = movePanel(open([], 'a'), 'a', { x: -250, y: -300 }, canvas);
    expect(layout[0]).toMatchObject({ x: 0, y: -16 });
  });

  it('clamps a resize below 300×200', () => {
    const layout = resizePanel(open([], 'a'), 'a', { x: 10, y: 10, width: 120, height: 50 }, canvas);
    expect(layout[0]).toMatchObject({ width: 300, height: 200, x: 10, y: 10 });
  });

  it('never lets a drag or resize leave the bounds', () => {
    const move = fc.record({ x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }) });
    const size = fc.record({
      width: fc.integer({ min: -100, max: 5000 }),
      height: fc.integer({ min: -100, max: 5000 }),
    });
    fc.assert(
      fc.property(canvasArb, move, size, (area, to, rect) => {
        const opened = open([], 'a', area);
        inBounds(movePanel(opened, 'a', to, area), area);
        inBounds(resizePanel(opened, 'a', { ...to, ...rect }, area), area);
      }),
    );
  });

  it('keeps z-indexes unique and bounded however many raises', () => {
    fc.assert(
      fc.property(
        // size 'max': lengths up to 3000 for real, so the z-indexes pass the limit and are renumbered.
        fc.array(fc.constantFrom('a', 'b', 'c', 'vinted-settings'), { minLength: 1, maxLength: 3000, size: 'max' }),
        (raises) => {
          let layout = specs.slice(0, 4).reduce<Layout>((acc, spec) => open(acc, spec.id), []);
          for (const id of raises) layout = raisePanel(layout, id);
          const zs = layout.map((panel) => panel.zIndex);
          expect(new Set(zs).size).toBe(zs.length);
          expect(Math.max(...zs)).toBeLessThanOrEqual(Z_LIMIT + 1);
          const last = raises.at(-1);
          expect(layout.find((panel) => panel.id === last)?.zIndex).toBe(Math.max(...zs));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('raising only touches the raised panel, and raising the top panel changes nothing', () => {
    const layout = open(open(open([], 'a'), 'b'), 'c');
    const raised = raisePanel(layout, 'a');
    expect(raised[1]).toBe(layout[1]);
    expect(raised[2]).toBe(layout[2]);
    expect(raisePanel(raised, 'a')).toBe(raised);
  });

  it('maximises to the canvas and restores where it was', () => {
    const layout = movePanel(open([], 'a'), 'a', { x: 100, y: 50 }, canvas);
    const max = toggleMaximized(layout, 'a', canvas);
    expect(max[0]).toMatchObject({ x: 0, y: 0, width: 1600, height: 900, maximized: true });
    expect(movePanel(max, 'a', { x: 300, y: 300 }, canvas)).toBe(max);
    expect(toggleMaximized(max, 'a', canvas)[0]).toMatchObject({
      x: 100,
      y: 50,
      width: 500,
      height: 600,
      maximized: false,
    });
  });

  it('pulls panels back on screen when the canvas shrinks', () => {
    const layout = movePanel(open([], 'a'), 'a', { x: 1000, y: 250 }, canvas);
    const small = { width: 800, height: 600 };
    const fitted = fitToCanvas(layout, small);
    expect(fitted[0]).toMatchObject({ x: 300, y: 0, width: 500, height: 600 });
    expect(fitToCanvas(fitted, small)).toBe(fitted);
  });

  it('resets the layout to default sizes in stacking order', () => {
    let layout = open(open([], 'a'), 'b');
    layout = resizePanel(raisePanel(layout, 'a'), 'a', { x: 700, y: 200, width: 900, height: 300 }, canvas);
    const reset = resetLayout(layout, (id) => specs.find((spec) => spec.id === id)?.size, canvas);
    expect(reset.map(({ id, x, y, width, height, zIndex }) => ({ id, x, y, width, height, zIndex }))).toEqual([
      { id: 'b', x: 0, y: 0, width: 500, height: 600, zIndex: 1 },
      { id: 'a', x: 516, y: 0, width: 500, height: 600, zIndex: 2 },
    ]);
  });
});

describe('tiling', () => {
  const rects = (layout: Layout) => layout.map(({ id, x, y, width, height }) => ({ id, x, y, width, height }));

  it('lays two panels side by side over the whole canvas, in reading order of where they were', () => {
    let layout = open(open([], 'a'), 'b');
    layout = movePanel(layout, 'a', { x: 900, y: 10 }, canvas);
    layout = toggleMaximized(layout, 'b', canvas);
    expect(rects(tileLayout(layout, canvas))).toEqual([
      { id: 'a', x: 808, y: 0, width: 792, height: 900 },
      { id: 'b', x: 0, y: 0, width: 792, height: 900 },
    ]);
    expect(tileLayout(layout, canvas).find((panel) => panel.id === 'b')?.maximized).toBeUndefined();
  });

  it('widens the panels of a last row that is not full', () => {
    const layout = ['a', 'b', 'c', 'vinted-settings', 'p5'].map((id, index) => ({
      id,
      x: index * 10,
      y: 0,
      width: 500,
      height: 600,
      zIndex: index + 1,
    }));
    expect(rects(tileLayout(layout, canvas))).toEqual([
      { id: 'a', x: 0, y: 0, width: 523, height: 442 },
      { id: 'b', x: 539, y: 0, width: 522, height: 442 },
      { id: 'c', x: 1077, y: 0, width: 523, height: 442 },
      { id: 'vinted-settings', x: 0, y: 458, width: 792, height: 442 },
      { id: 'p5', x: 808, y: 458, width: 792, height: 442 },
    ]);
  });

  const many = (count: number): Layout =>
    Array.from({ length: count }, (_, index) => ({
      id: `p${index}`,
      x: (index * 37) % 900,
      y: (index * 53) % 700,
      width: 500,
      height: 600,
      zIndex: index + 1,
    }));

  it('fills the canvas without overlaps, never below 300×200, whenever the panels fit at that size', () => {
    fc.assert(
      fc.property(canvasArb, fc.integer({ min: 1, max: 24 }), (area, count) => {
        const columns = Math.floor((area.width + PLACEMENT_GAP) / (PANEL_MIN_WIDTH + PLACEMENT_GAP));
        const rows = Math.floor((area.height + PLACEMENT_GAP) / (PANEL_MIN_HEIGHT + PLACEMENT_GAP));
        fc.pre(count <= columns * rows);
        const tiled = tileLayout(many(count), area);
        for (const panel of tiled) {
          expect(panel.width).toBeGreaterThanOrEqual(PANEL_MIN_WIDTH);
          expect(panel.height).toBeGreaterThanOrEqual(PANEL_MIN_HEIGHT);
          expect(panel.x).toBeGreaterThanOrEqual(0);
          expect(panel.y).toBeGreaterThanOrEqual(0);
          expect(panel.x + panel.width).toBeLessThanOrEqual(area.width);
          expect(panel.y + panel.height).toBeLessThanOrEqual(area.height);
        }
        for (const [index, a] of tiled.entries())
          for (const b of tiled.slice(index + 1))
            expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(
              true,
            );
        // Filled: the panels reach the right and bottom edges, and cover all but the gaps.
        expect(Math.max(...tiled.map((panel) => panel.x + panel.width))).toBe(area.width);
        expect(Math.max(...tiled.map((panel) => panel.y + panel.height))).toBe(area.height);
      }),
    );
  });

  it('never makes a panel smaller than 300×200, however many and however small the canvas', () => {
    fc.assert(
      fc.property(canvasArb, fc.integer({ min: 1, max: 60 }), (area, count) => {
        const tiled = tileLayout(many(count), area);
        expect(tiled.map((panel) => panel.id)).toEqual(many(count).map((panel) => panel.id));
        inBounds(tiled, area);
        const zs = tiled.map((panel) => panel.zIndex);
        expect(new Set(zs).size).toBe(zs.length);
      }),
    );
  });
});

describe('snapping while dragging', () => {
  const neighbour = { x: 0, y: 0, width: 500, height: 600 };

  it('snaps to the canvas edges', () => {
    expect(snapPosition({ x: 9, y: -7, width: 500, height: 600 }, [], canvas)).toEqual({ x: 0, y: 0 });
    expect(snapPosition({ x: 1090, y: 290, width: 500, height: 600 }, [], canvas)).toEqual({ x: 1100, y: 300 });
    expect(snapPosition({ x: 40, y: 40, width: 500, height: 600 }, [], canvas)).toEqual({ x: 40, y: 40 });
  });

  it('snaps beside a neighbour, a gap away, and lines up with its edges', () => {
    expect(snapPosition({ x: 525, y: 8, width: 400, height: 300 }, [neighbour], canvas)).toEqual({ x: 516, y: 0 });
    expect(snapPosition({ x: 100, y: 610, width: 400, height: 200 }, [neighbour], canvas)).toEqual({ x: 100, y: 616 });
    // Its right edge lines up with the neighbour's right edge.
    expect(snapPosition({ x: 95, y: 620, width: 400, height: 200 }, [neighbour], canvas)).toEqual({ x: 100, y: 616 });
  });

  it('is not pulled sideways by a panel far above or below', () => {
    const far = { x: 0, y: 0, width: 500, height: 200 };
    expect(snapPosition({ x: 520, y: 500, width: 300, height: 200 }, [far], canvas)).toEqual({ x: 520, y: 500 });
  });

  it('snaps from the snap distance in, not one pixel further', () => {
    expect(snapPosition({ x: SNAP_DISTANCE, y: 100, width: 400, height: 300 }, [], canvas)).toEqual({ x: 0, y: 100 });
    expect(snapPosition({ x: SNAP_DISTANCE + 1, y: 100, width: 400, height: 300 }, [], canvas)).toEqual({
      x: SNAP_DISTANCE + 1,
      y: 100,
    });
  });

  it('goes to the nearest edge when two are within reach', () => {
    // One neighbour's right edge plus the gap is at 616; another's left edge, to line up with, at 620.
    const left = { x: 200, y: 100, width: 400, height: 300 };
    const right = { x: 620, y: 420, width: 400, height: 300 };
    const at = (x: number) => snapPosition({ x, y: 100, width: 300, height: 300 }, [left, right], canvas).x;
    expect(at(612)).toBe(616);
    expect(at(619)).toBe(620);
  });

  it('snaps to the left of a neighbour and above it, a gap away, and lines up bottom edges', () => {
    const other = { x: 800, y: 400, width: 400, height: 300 };
    // Its right edge a gap before the neighbour's left edge.
    expect(snapPosition({ x: 480, y: 400, width: 300, height: 300 }, [other], canvas)).toEqual({
      x: other.x - PLACEMENT_GAP - 300,
      y: 400,
    });
    // Its bottom edge a gap above the neighbour's top edge.
    expect(snapPosition({ x: 800, y: 90, width: 400, height: 300 }, [other], canvas)).toEqual({
      x: 800,
      y: other.y - PLACEMENT_GAP - 300,
    });
    // Beside it, its bottom edge lined up with the neighbour's.
    expect(snapPosition({ x: 400, y: 505, width: 380, height: 200 }, [other], canvas)).toEqual({
      x: other.x - PLACEMENT_GAP - 380,
      y: other.y + other.height - 200,
    });
  });

  it('is not pulled up or down by a panel far to the left or right', () => {
    const far = { x: 0, y: 300, width: 300, height: 300 };
    expect(snapPosition({ x: 900, y: 290, width: 300, height: 200 }, [far], canvas)).toEqual({ x: 900, y: 290 });
  });

  it('counts a neighbour above or below while within the gap plus the snap distance of it, not beyond', () => {
    const other = { x: 0, y: 0, width: 500, height: 300 };
    const reach = other.height + PLACEMENT_GAP + SNAP_DISTANCE;
    // 5 px right of a gap beside the neighbour: pulled in only while the neighbour counts.
    const x = other.width + PLACEMENT_GAP + 5;
    expect(snapPosition({ x, y: reach - 1, width: 300, height: 200 }, [other], canvas).x).toBe(x - 5);
    expect(snapPosition({ x, y: reach, width: 300, height: 200 }, [other], canvas).x).toBe(x);
    // The same below it: the dragged panel ends that far above the neighbour.
    const below = { ...other, y: 600 };
    const topReach = below.y - PLACEMENT_GAP - SNAP_DISTANCE - 200;
    expect(snapPosition({ x, y: topReach + 1, width: 300, height: 200 }, [below], canvas).x).toBe(x - 5);
    expect(snapPosition({ x, y: topReach, width: 300, height: 200 }, [below], canvas).x).toBe(x);
  });

  it('moves a panel at most the snap distance on each axis, and never off the canvas', () => {
    const other = fc.record({
      x: fc.integer({ min: -16, max: 1500 }),
      y: fc.integer({ min: -16, max: 800 }),
      width: fc.integer({ min: 300, max: 900 }),
      height: fc.integer({ min: 200, max: 700 }),
    });
    fc.assert(
      fc.property(fc.array(other, { maxLength: 6 }), other, (others, dragged) => {
        const raw = { ...dragged, x: Math.min(dragged.x, canvas.width - dragged.width), y: Math.max(0, dragged.y) };
        fc.pre(raw.x >= 0 && raw.y + raw.height <= canvas.height);
        const snapped = snapPosition(raw, others, canvas);
        expect(Math.abs(snapped.x - raw.x)).toBeLessThanOrEqual(SNAP_DISTANCE);
        expect(Math.abs(snapped.y - raw.y)).toBeLessThanOrEqual(SNAP_DISTANCE);
        inBounds([{ ...raw, ...snapped, id: 'd', zIndex: 1 }], canvas);
      }),
    );
  });
});

const at = (id: string, x: number, y: number, width = 500, height = 600, zIndex = 1): Panel => ({
  id,
  x,
  y,
  width,
  height,
  zIndex,
});
const places = (layout: Layout) => layout.map(({ id, x, y }) => ({ id, x, y }));

describe('the placement grid', () => {
  it('fills a row, then starts the next one below, one gap between cells', () => {
    // 1016 px hold exactly two 500 px columns with the 16 px gap between them.
    const area = { width: 1016, height: 1216 };
    const layout = ['a', 'b', 'c'].reduce<Layout>((acc, id) => open(acc, id, area), []);
    expect(places(layout)).toEqual([
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 516, y: 0 },
      { id: 'c', x: 0, y: 616 },
    ]);
  });

  it('keeps cells at least the default size, so smaller panels still line up with the others', () => {
    const small = { width: 300, height: 250 };
    const area = { width: 500, height: 2000 };
    expect(placeNewPanel([at('x', 0, 0, 300, 250)], small, area)).toEqual({ x: 0, y: 616 });
  });

  it('takes a slot that only touches a panel on any side: touching is not overlapping', () => {
    const area = { width: 1600, height: 1300 };
    // A panel ending where the second column starts, one starting where the first slot ends, one below it.
    expect(placeNewPanel([at('x', 0, 0, 516, 600)], DEFAULT_PANEL_SIZE, area)).toEqual({ x: 516, y: 0 });
    expect(placeNewPanel([at('x', 500, 0)], DEFAULT_PANEL_SIZE, area)).toEqual({ x: 0, y: 0 });
    expect(placeNewPanel([at('x', 0, 600)], DEFAULT_PANEL_SIZE, area)).toEqual({ x: 0, y: 0 });
    const oneColumn = { width: 500, height: 1300 };
    expect(placeNewPanel([at('x', 0, 0, 500, 616)], DEFAULT_PANEL_SIZE, oneColumn)).toEqual({ x: 0, y: 616 });
  });

  it('skips a slot that a panel beside or below it overlaps by a single pixel', () => {
    const area = { width: 1600, height: 1300 };
    expect(placeNewPanel([at('x', 499, 0, 10, 10)], DEFAULT_PANEL_SIZE, area)).toEqual({ x: 516, y: 0 });
    expect(placeNewPanel([at('x', 0, 599, 10, 10)], DEFAULT_PANEL_SIZE, area)).toEqual({ x: 516, y: 0 });
  });

  it('uses a slot whose panel ends exactly at the bottom of the canvas, and no slot below it', () => {
    const oneColumn = { width: 500, height: 1216 };
    expect(placeNewPanel([at('x', 0, 0)], DEFAULT_PANEL_SIZE, oneColumn)).toEqual({ x: 0, y: 616 });
    const shorter = { width: 500, height: 1215 };
    const layout = [at('x', 0, 0)];
    expect(placeNewPanel(layout, DEFAULT_PANEL_SIZE, shorter)).toEqual({ x: 0, y: 32 });
  });

  it('tries 20 slots and no more before it looks for a free place elsewhere', () => {
    // One column: slot 20 (the 21st) would be free, right below a panel that covers the first 20; a free place a gap
    // below that panel would not fit on the canvas, so the panel is offset from the corner.
    const area = { width: 500, height: 20 * 616 + 600 };
    const blocker = at('x', 0, 0, 500, 20 * 616);
    expect(placeNewPanel([blocker], DEFAULT_PANEL_SIZE, area)).toEqual({ x: 0, y: 32 });
  });

  it('offsets by 32 px per panel open, starting again after ten', () => {
    const full = { width: 500, height: 600 };
    const layoutOf = (count: number) => Array.from({ length: count }, (_, i) => at(`p${i}`, 0, 0, 500, 600, i + 1));
    expect(placeNewPanel(layoutOf(3), { width: 300, height: 200 }, full)).toEqual({ x: 96, y: 96 });
    expect(placeNewPanel(layoutOf(11), { width: 300, height: 200 }, full)).toEqual({ x: 32, y: 32 });
  });
});

describe('stacking', () => {
  it('raising a panel that is not open changes nothing', () => {
    const layout = [at('a', 0, 0)];
    expect(raisePanel(layout, 'nope')).toBe(layout);
  });

  it('raises a top panel that shares its place in the stack, so it alone is on top', () => {
    const layout = [at('a', 0, 0, 500, 600, 3), at('b', 516, 0, 500, 600, 3)];
    expect(raisePanel(layout, 'a').map((panel) => panel.zIndex)).toEqual([4, 3]);
  });

  it('lets z-indexes reach the limit, and renumbers them 1…n in their order once they would pass it', () => {
    const layout = [at('a', 0, 0, 500, 600, 5), at('b', 0, 0, 500, 600, 999), at('c', 0, 0, 500, 600, 7)];
    const atLimit = raisePanel(layout, 'a');
    expect(atLimit.map((panel) => panel.zIndex)).toEqual([Z_LIMIT, 999, 7]);
    // c would go to 1001: the stack c over a over b is renumbered, each panel keeping its place in the list.
    const renumbered = raisePanel(atLimit, 'c');
    expect(renumbered.map((panel) => panel.zIndex)).toEqual([2, 1, 3]);
    expect(renumbered.map(({ id, x, y, width, height }) => ({ id, x, y, width, height }))).toEqual(
      layout.map(({ id, x, y, width, height }) => ({ id, x, y, width, height })),
    );
  });

  it('keeps the stacking order of the other panels when a raise renumbers them', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: Z_LIMIT - 1 }), { minLength: 1, maxLength: 8 }), (below) => {
        // One panel at the limit, so raising the bottom one renumbers them all.
        const zs = [...below.slice(0, 1), Z_LIMIT, ...below.slice(1)];
        const layout = zs.map((z, i) => at(`p${i}`, 0, 0, 500, 600, z));
        const bottom = layout.reduce((low, panel) => (panel.zIndex < low.zIndex ? panel : low));
        const raised = raisePanel(layout, bottom.id);
        const order = (l: Layout) => [...l].sort((a, b) => a.zIndex - b.zIndex).map((panel) => panel.id);
        expect(order(raised)).toEqual([...order(layout).filter((id) => id !== bottom.id), bottom.id]);
        expect(raised.map((panel) => panel.zIndex).sort((a, b) => a - b)).toEqual(zs.map((_, i) => i + 1));
      }),
    );
  });
});

describe('closing', () => {
  it('removes that panel only', () => {
    const layout = [at('a', 0, 0), at('b', 516, 0), at('c', 1032, 0)];
    expect(closePanel(layout, 'b')).toEqual([layout[0], layout[2]]);
  });

  it('changes nothing when the panel is not open', () => {
    const layout = [at('a', 0, 0)];
    expect(closePanel(layout, 'nope')).toBe(layout);
  });
});

describe('moving and resizing one panel', () => {
  const layout = [at('a', 100, 100), at('b', 700, 100)];

  it('moves and resizes that panel only', () => {
    expect(movePanel(layout, 'a', { x: 200, y: 150 }, canvas)).toEqual([at('a', 200, 150), layout[1]]);
    expect(resizePanel(layout, 'a', { x: 100, y: 100, width: 400, height: 300 }, canvas)).toEqual([
      at('a', 100, 100, 400, 300),
      layout[1],
    ]);
  });

  it('follows a drag along one axis only', () => {
    expect(movePanel(layout, 'a', { x: 150, y: 100 }, canvas)[0]).toEqual(at('a', 150, 100));
    expect(movePanel(layout, 'a', { x: 100, y: 150 }, canvas)[0]).toEqual(at('a', 100, 150));
  });

  it('follows a resize of one side only', () => {
    expect(resizePanel(layout, 'a', { x: 100, y: 100, width: 450, height: 600 }, canvas)[0]).toEqual(
      at('a', 100, 100, 450, 600),
    );
    expect(resizePanel(layout, 'a', { x: 100, y: 100, width: 500, height: 450 }, canvas)[0]).toEqual(
      at('a', 100, 100, 500, 450),
    );
  });

  it('changes nothing for a drag or resize that ends where it began, or of a panel that is not open', () => {
    expect(movePanel(layout, 'a', { x: 100, y: 100 }, canvas)).toBe(layout);
    expect(resizePanel(layout, 'a', { x: 100, y: 100, width: 500, height: 600 }, canvas)).toBe(layout);
    expect(movePanel(layout, 'nope', { x: 0, y: 0 }, canvas)).toBe(layout);
    expect(resizePanel(layout, 'nope', { x: 0, y: 0, width: 400, height: 400 }, canvas)).toBe(layout);
  });

  it('neither moves nor resizes a maximised panel, even where the canvas would allow it', () => {
    const max = toggleMaximized(layout, 'a', canvas);
    // y -16 is a place any panel may go; a maximised one stays where it is all the same.
    expect(movePanel(max, 'a', { x: 0, y: -16 }, canvas)).toBe(max);
    expect(resizePanel(max, 'a', { x: 0, y: 0, width: 400, height: 300 }, canvas)).toBe(max);
  });
});

describe('maximising', () => {
  it('restores a maximised panel that kept no place (a saved layout without it) at the default size where it is', () => {
    const layout = [{ ...at('a', 0, 0, 1600, 900), maximized: true }];
    expect(toggleMaximized(layout, 'a', canvas)[0]).toEqual({ ...at('a', 0, 0), maximized: false, zIndex: 1 });
  });

  it('fills the new canvas again when the window changes size', () => {
    const max = toggleMaximized([at('a', 100, 100)], 'a', canvas);
    const bigger = { width: 1920, height: 1000 };
    expect(fitToCanvas(max, bigger)[0]).toMatchObject({ x: 0, y: 0, width: 1920, height: 1000, maximized: true });
  });
});

describe('resetting the layout', () => {
  it('gives a panel whose size is not known the default size', () => {
    const reset = resetLayout([at('unknown', 900, 300, 350, 250)], () => undefined, canvas);
    expect(reset).toEqual([at('unknown', 0, 0, 500, 600, 1)]);
  });
});
