import { eventKey, type FeedEvent } from './feed-event';

/** Per user, platform and kind, the history keeps the last 1,000 events or 7 days, whichever is less (issue 27). */
export const HISTORY_MAX_EVENTS = 1000;
export const HISTORY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The oldest arrival time still kept at `now`: an event received before it has expired. */
export const historyCutoff = (now: number): number => now - HISTORY_MAX_AGE_MS;

/** How many of `count` kept events must go, oldest first, for the history to hold no more than its limit. */
export const excessCount = (count: number, limit = HISTORY_MAX_EVENTS): number => Math.max(0, count - limit);

/**
 * What a history holds at `now`: each event once (the same token mint and timestamp is one event; the first met is
 * kept), none received before the cutoff, newest arrival first (equal times keep the order they came in), at most
 * the limit.
 */
export function retainHistory(events: readonly FeedEvent[], now: number, limit = HISTORY_MAX_EVENTS): FeedEvent[] {
  const cutoff = historyCutoff(now);
  const seen = new Set<string>();
  const kept: FeedEvent[] = [];
  for (const event of events) {
    if (event.receivedAt < cutoff) continue;
    const key = eventKey(event);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(event);
  }
  // Array.prototype.sort is stable: ties stay in the order they came.
  kept.sort((a, b) => b.receivedAt - a.receivedAt);
  return kept.length > limit ? kept.slice(0, limit) : kept;
}

/**
 * Events waiting to be written (oldest first), each once: a later copy of one already waiting (the feed sent it
 * again) is left out; and at most `limit` per platform and kind, the newest, since more would be pruned at once.
 */
export function pendingOnce(events: readonly FeedEvent[], limit = HISTORY_MAX_EVENTS): FeedEvent[] {
  const seen = new Set<string>();
  const once: FeedEvent[] = [];
  for (const event of events) {
    const key = `${event.platform}|${event.kind}|${eventKey(event)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    once.push(event);
  }
  const perFeed = new Map<string, number>();
  const kept: FeedEvent[] = [];
  // Newest first, so that the limit drops the oldest.
  for (let index = once.length - 1; index >= 0; index--) {
    const event = once[index] as FeedEvent;
    const feed = `${event.platform}|${event.kind}`;
    const count = perFeed.get(feed) ?? 0;
    if (count >= limit) continue;
    perFeed.set(feed, count + 1);
    kept.push(event);
  }
  return kept.reverse();
}
