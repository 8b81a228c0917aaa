import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Z_LIMIT, type Layout, type Panel } from '../../src/workspace/model/geometry';
import { closedPanels, restoreClosed } from '../../src/workspace/model/closed-panels';
import { closePanel } from '../../src/workspace/model/panels';

const canvas = { width: 1600, height: 900 };
const panel = (id: string, rest: Partial<Panel> = {}): Panel => ({
  id,
  x: 0,
  y: 0,
  width: 400,
  height: 300,
  zIndex: 1,
  ...rest,
});
const groupOf = (id: string) => (id.startsWith('vinted-') ? 'vinted' : undefined);
const close = (layout: Layout, ids: readonly string[]) => ids.reduce((rest, id) => closePanel(rest, id), layout);

describe('panels closed, and put back with Undo', () => {
  const layout: Layout = [
    panel('a', { x: 10, y: 20, zIndex: 3, link: 'blue' }),
    panel('b', { x: 600, y: 40, width: 500, height: 600, zIndex: 1 }),
    panel('c', {
      x: 0,
      y: 0,
      width: 1600,
      height: 900,
      zIndex: 2,
      maximized: true,
      restore: { x: 30, y: 30, width: 500, height: 400 },
    }),
  ];

  it('keeps what closed: each panel as it was, lowest first, and only the states that were saved', () => {
    const closed = closedPanels(layout, { a: { sort: 'apr' }, x: 'not closed' }, ['a', 'c', 'missing']);
    expect(closed).toEqual({
      panels: [layout[2], layout[0]],
      states: { a: { sort: 'apr' } },
    });
    expect(closedPanels(layout, {}, ['missing'])).toBeNull();
    expect(closedPanels(layout, {}, [])).toBeNull();
  });

  it('puts them back where they were, link colour and maximised state too, on top in their own order', () => {
    const closed = closedPanels(layout, {}, ['a', 'c']);
    if (!closed) throw new Error('nothing closed');
    const rest = close(layout, ['a', 'c']);
    const back = restoreClosed(rest, closed, canvas, groupOf);
    expect(back.find((p) => p.id === 'a')).toEqual({ ...layout[0], zIndex: 3 });
    expect(back.find((p) => p.id === 'c')).toEqual({ ...layout[2], zIndex: 2 });
    expect(back.find((p) => p.id === 'b')).toBe(rest[0]);
  });

  it('fits them on the canvas as it is now, and leaves alone a panel opened again since, or its group', () => {
    const closed = closedPanels(layout, {}, ['a', 'b']);
    if (!closed) throw new Error('nothing closed');
    const small = { width: 800, height: 500 };
    const reopened = [panel('a', { x: 200, zIndex: 5 })];
    const back = restoreClosed(reopened, closed, small, groupOf);
    expect(back.find((p) => p.id === 'a')).toBe(reopened[0]);
    // Within the smaller canvas: as wide as it was, as tall as the canvas allows (its top may sit 16 px above it).
    expect(back.find((p) => p.id === 'b')).toMatchObject({ x: 300, y: -16, width: 500, height: 516 });

    const vinted = closedPanels([panel('vinted-settings')], {}, ['vinted-settings']);
    if (!vinted) throw new Error('nothing closed');
    const upload: Layout = [panel('vinted-upload')];
    expect(restoreClosed(upload, vinted, canvas, groupOf)).toBe(upload);
  });

  it('gives back exactly the panels closed, unique and on top, whatever was open (property)', () => {
    const layoutArb = fc
      .uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'vinted-settings', 'vinted-upload'), { maxLength: 7 })
      .chain((ids) =>
        fc.tuple(
          fc.constant(ids),
          // Stacking as the store keeps it: one z-index a panel.
          fc.uniqueArray(fc.integer({ min: 1, max: Z_LIMIT }), { minLength: ids.length, maxLength: ids.length }),
          fc.array(fc.record({ x: fc.integer({ min: 0, max: 2000 }), y: fc.integer({ min: -16, max: 1200 }) }), {
            minLength: ids.length,
            maxLength: ids.length,
          }),
        ),
      )
      .map(([ids, zs, places]) =>
        ids
          // One panel of the Vinted group at most, as the store keeps it.
          .filter((id, index) => groupOf(id) === undefined || !ids.slice(0, index).some((other) => groupOf(other)))
          .map((id, index) => panel(id, { zIndex: zs[index] ?? 1, ...places[index] })),
      );
    fc.assert(
      fc.property(
        layoutArb,
        fc.subarray(['a', 'b', 'c', 'd', 'e', 'vinted-settings', 'vinted-upload']),
        (open, ids) => {
          const closed = closedPanels(open, {}, ids);
          const rest = close(open, ids);
          if (!closed) {
            expect(rest).toBe(open);
            return;
          }
          const back = restoreClosed(rest, closed, canvas, groupOf);
          expect(back.map((p) => p.id).sort()).toEqual(open.map((p) => p.id).sort());
          expect(new Set(back.map((p) => p.zIndex)).size).toBe(back.length);
          expect(Math.max(...back.map((p) => p.zIndex))).toBeLessThanOrEqual(Z_LIMIT);
          const top = Math.min(...back.filter((p) => ids.includes(p.id)).map((p) => p.zIndex));
          for (const stayed of back.filter((p) => !ids.includes(p.id))) expect(stayed.zIndex).toBeLessThan(top);
          // What comes back is on the canvas as it is now.
          for (const p of back.filter((restored) => ids.includes(restored.id))) {
            expect(p.x).toBeGreaterThanOrEqual(0);
            expect(p.x + p.width).toBeLessThanOrEqual(canvas.width);
            expect(p.y + p.height).toBeLessThanOrEqual(canvas.height);
          }
        },
      ),
    );
  });
});
