import type { AccountEvent, HistoryCut } from './account';

type EventKind = AccountEvent['kind'];

/**
 * From when the history of the kinds asked is complete: the latest of their cut times (figures over events before it
 * are low). Null when every kind asked was read in full. A time that is not a finite number counts as "now", so a
 * hostile or broken value can only make the note show, never hide it.
 */
export function cutSince(cut: HistoryCut | null | undefined, kinds: readonly EventKind[], now: number): number | null {
  if (!cut) return null;
  let since: number | null = null;
  for (const kind of kinds) {
    const time = cut[kind];
    if (time === null) continue;
    const known = Number.isFinite(time) ? time : now;
    since = since === null ? known : Math.max(since, known);
  }
  return since;
}

/**
 * Whether a figure summed over events from `from` on is low because of the cut: the time the history is complete from
 * when it is after `from`, else null (the part that could not be read is older than the figure needs).
 */
export function cutAffects(
  cut: HistoryCut | null | undefined,
  kinds: readonly EventKind[],
  from: number,
  now: number,
): number | null {
  const since = cutSince(cut, kinds, now);
  return since !== null && since > from ? since : null;
}
