import { HOUR_MS, type FundingPoint } from './funding-history';

/** How many days of a market's settled funding are kept between visits: the longest window (30 days) and a margin. */
export const KEPT_DAYS = 35;
const DAY_MS = 24 * HOUR_MS;

/**
 * A settlement stamped this much later than the hours it pays for still counts as the next one (Pacifica stamps up to
 * a few minutes after the hour, Hyperliquid ~50 ms): more than that between two is a settlement missing.
 */
export const STAMP_SLACK_MS = HOUR_MS / 2;

/** The oldest time kept at `now`. */
export const keptFrom = (now: number): number => now - KEPT_DAYS * DAY_MS;

/**
 * What is kept of a history read at `readAt`: settled rows only (none stamped after the read, which a venue could
 * still change), none older than KEPT_DAYS, oldest first, one per time.
 */
export function keptPoints(points: readonly FundingPoint[], readAt: number): FundingPoint[] {
  const from = keptFrom(readAt);
  const byTime = new Map<number, FundingPoint>();
  for (const point of points) if (point.time >= from && point.time <= readAt) byTime.set(point.time, point);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * From when a venue is asked for what is new after a kept history: the last kept settlement's time (included, so the
 * venue sends it again and a changed value shows), or null when nothing usable is kept (read the whole history).
 */
export function freshSince(kept: readonly FundingPoint[], now: number): number | null {
  const last = kept.at(-1);
  return last !== undefined && last.time >= keptFrom(now) && last.time <= now ? last.time : null;
}

/**
 * Whether a fresh read from `since` (freshSince) agrees with the kept history: `changed` when a time both hold has
 * another rate or interval, `gap` when the first fresh settlement after the last kept one comes later than its own
 * interval after it (a settlement missing between them), else `agrees` (nothing new is no disagreement).
 */
export function overlapVerdict(
  kept: readonly FundingPoint[],
  fresh: readonly FundingPoint[],
): 'agrees' | 'changed' | 'gap' {
  const last = kept.at(-1);
  if (last === undefined) return 'agrees';
  const byTime = new Map(kept.map((point) => [point.time, point]));
  for (const point of fresh) {
    const known = byTime.get(point.time);
    if (known && (known.rateHourly !== point.rateHourly || known.intervalHours !== point.intervalHours)) {
      return 'changed';
    }
  }
  const next = fresh.find((point) => point.time > last.time);
  if (next && next.time - last.time > next.intervalHours * HOUR_MS + STAMP_SLACK_MS) return 'gap';
  return 'agrees';
}

/** The kept history and a fresh read that agrees with it, as one: the fresh word wins a time both hold. */
export function mergeKept(
  kept: readonly FundingPoint[],
  fresh: readonly FundingPoint[],
  readAt: number,
): FundingPoint[] {
  return keptPoints([...kept, ...fresh], readAt);
}
