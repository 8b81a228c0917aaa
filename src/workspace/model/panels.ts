/**
 * Every rule of how open panels change, as pure functions: open, raise, close, move, resize, maximise, fit the
 * canvas, reset. Functions return the same object when nothing changes, so React can skip work.
 */
import {
  DEFAULT_PANEL_SIZE,
  Z_LIMIT,
  clampPosition,
  clampSize,
  type Layout,
  type Panel,
  type PanelSpec,
  type Rect,
  type Size,
} from './geometry';
import { placeNewPanel, placeOpeningPanel } from './placement';

export const topZ = (layout: Layout) => layout.reduce((max, panel) => Math.max(max, panel.zIndex), 0);

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

/** Keeps z-indexes under Z_LIMIT: past it, they are renumbered 1…n in their stacking order. */
export function withRoomForZ(layout: Layout): Layout {
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
