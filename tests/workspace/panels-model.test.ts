// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PANEL_SIZE,
  PANEL_MIN_HEIGHT,
  PANEL_MIN_WIDTH,
  PANEL_MIN_X,
  PANEL_MIN_Y,
  Z_LIMIT,
  closePanel,
  fitToCanvas,
  movePanel,
  openPanel,
  placeNewPanel,
  raisePanel,
  resetLayout,
  resizePanel,
  toggleMaximized,
  type Layout,
  type PanelSpec,
} from '../../src/workspace/model/panels';

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
        fc.array(fc.constantFrom('a', 'b', 'c', 'vinted-settings'), { minLength: 1, maxLength: 3000 }),
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
