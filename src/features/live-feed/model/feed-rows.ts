import { arrivedSince, FEED_CAP, type KeptFeed } from '../../../feed/model/feed-buffer';
import { eventKey, type FeedEvent } from '../../../feed/model/feed-event';

/** A panel's events in two parts: what arrived since it opened, and what was there before (kept or stored). */
export interface SplitFeed {
  /** Arrived while the panel was open, newest first. */
  live: readonly FeedEvent[];
  /** There before it opened: the session's kept events and the stored history, each once, newest arrival first. */
  earlier: FeedEvent[];
}

/**
 * Splits a panel's events where it opened. `openedAt` is the kept feed's `arrived` count when the panel opened; the
 * kept copy of an event wins over its stored copy (it is the same event, seen again at open).
 */
export function splitAtOpen(kept: KeptFeed, openedAt: number, history: readonly FeedEvent[]): SplitFeed {
  const live = arrivedSince(kept, openedAt);
  const before = kept.events.slice(live.length);
  const seen = new Set(kept.events.map(eventKey));
  const stored = history.filter((event) => !seen.has(eventKey(event)));
  if (stored.length === 0) return { live, earlier: before };
  // Both are newest first; the sort is stable, so equal times keep the kept events first.
  const earlier = [...before, ...stored].sort((a, b) => b.receivedAt - a.receivedAt);
  return { live, earlier };
}

/** At most `cap` rows in all (SPEC's 50), the live ones first. */
export function capRows<T>(live: readonly T[], earlier: readonly T[], cap = FEED_CAP): { live: T[]; earlier: T[] } {
  const first = live.slice(0, cap);
  return { live: first, earlier: earlier.slice(0, cap - first.length) };
}
