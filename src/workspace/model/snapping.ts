/** Where a dragged panel lands: its edges snap to the canvas's and its neighbours'. */
import { PANEL_MIN_X, PLACEMENT_GAP, SNAP_DISTANCE, clampPosition, type Rect, type Size } from './geometry';

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
