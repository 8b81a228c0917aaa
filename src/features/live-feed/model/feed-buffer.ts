import type { FeedEvent } from './feed-event';

/** The feed keeps the newest 50 events. */
export const FEED_CAP = 50;

const keyOf = (event: Pick<FeedEvent, 'tokenMint' | 'timestampKey'>) => `${event.tokenMint}|${event.timestampKey}`;

/** Newest first, no two events with the same tokenMint and timestamp, never more than `cap`. */
export function addEvents(buffer: readonly FeedEvent[], incoming: readonly FeedEvent[], cap = FEED_CAP): FeedEvent[] {
  if (incoming.length === 0) return buffer as FeedEvent[];
  const seen = new Set<string>();
  const result: FeedEvent[] = [];
  // Incoming events are in arrival order: the last one is the newest.
  for (const event of [...incoming].reverse().concat(buffer)) {
    const key = keyOf(event);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(event);
    if (result.length === cap) break;
  }
  return result;
}
