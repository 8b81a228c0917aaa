import { parseFeedMessage } from '../../src/feed/model/parse-frame';
import type { FeedEvent } from '../../src/feed/model/feed-event';

/** The moment the model tests' events arrive. */
export const NOW = 1_763_700_000_000;

let next = 0;

/** A new listing as the feed sends it, with a fresh token mint each time; `data` overrides any of its fields. */
export function card(data: Record<string, unknown> = {}): FeedEvent {
  next++;
  const parsed = parseFeedMessage(
    { type: 'new_listing', data: { tokenMint: `m${next}`, timestamp: NOW, ...data } },
    NOW,
  );
  if (!parsed) throw new Error('test event did not parse');
  return parsed;
}

/** A new sale as the feed sends it, with a fresh token mint each time; `data` overrides any of its fields. */
export function sold(data: Record<string, unknown> = {}): FeedEvent {
  next++;
  const parsed = parseFeedMessage({ type: 'new_sale', data: { tokenMint: `s${next}`, timestamp: NOW, ...data } }, NOW);
  if (!parsed) throw new Error('test sale did not parse');
  return parsed;
}
