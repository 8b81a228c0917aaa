import { eventKey, type FeedEvent } from './feed-event';

/** The feed keeps the newest 50 events (of each platform and kind). */
export const FEED_CAP = 50;

/** What is kept of one platform's listings or sales: the newest events, and how many have arrived in all. */
export interface KeptFeed {
  /** Newest arrival first, never two with the same tokenMint and timestamp, at most FEED_CAP. */
  events: readonly FeedEvent[];
  /** Every event ever added (duplicates aside): the newest `arrived - before` events are what came since `before`. */
  arrived: number;
}

export const EMPTY_FEED: KeptFeed = { events: [], arrived: 0 };

/**
 * Adds arrivals (oldest first) to what is kept. An event already kept (same tokenMint and timestamp: the feed sent it
 * again) is not added a second time and keeps its place, so a repeat never counts as news.
 */
export function addEvents(kept: KeptFeed, incoming: readonly FeedEvent[], cap = FEED_CAP): KeptFeed {
  if (incoming.length === 0) return kept;
  const seen = new Set(kept.events.map(eventKey));
  const fresh: FeedEvent[] = [];
  for (const event of incoming) {
    const key = eventKey(event);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(event);
  }
  if (fresh.length === 0) return kept;
  fresh.reverse();
  const events = fresh.length >= cap ? fresh.slice(0, cap) : fresh.concat(kept.events.slice(0, cap - fresh.length));
  return { events, arrived: kept.arrived + fresh.length };
}

/** The events that arrived after `before` (a value of `arrived`), newest first, as far as they are still kept. */
export function arrivedSince(kept: KeptFeed, before: number): readonly FeedEvent[] {
  const count = Math.max(0, kept.arrived - before);
  return count === 0 ? [] : kept.events.slice(0, count);
}
