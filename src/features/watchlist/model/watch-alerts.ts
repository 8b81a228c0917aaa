import { certificateOf, eventKey, type FeedEvent } from '../../../feed/model/feed-event';
import type { ResolvedCard } from '../../../cards/model/card';
import {
  listingIdentity,
  mayBeWatched,
  watchMatch,
  type WatchEntry,
  type WatchIndex,
} from '../../../cards/model/watchlist';

export interface WatchHit {
  event: FeedEvent;
  entry: WatchEntry;
}

export interface WatchScan {
  /** Listings at or under a target, oldest first, each once. */
  hits: WatchHit[];
  /** Listings whose card is still being looked up: a name + set + grade entry may match them once it is known. */
  waiting: FeedEvent[];
}

/**
 * Which of these listings alert: those of a watched card at or under its target, not alerted before. A sale never
 * alerts (a sale is gone). A listing whose certificate is being looked up waits for its card when its feed name holds a
 * word of a name watched by name + set + grade (`words`); a certificate alone decides by certificate. One Map lookup
 * per key of a listing.
 */
export function scanListings(
  events: readonly FeedEvent[],
  index: WatchIndex,
  cardOf: (certificate: string) => ResolvedCard | null | undefined,
  alerted: ReadonlySet<string>,
  words: ReadonlySet<string>,
): WatchScan {
  const hits: WatchHit[] = [];
  const waiting: FeedEvent[] = [];
  if (index.size === 0) return { hits, waiting };
  for (const event of events) {
    if (event.kind !== 'listing' || alerted.has(eventKey(event))) continue;
    const certificate = certificateOf(event.psaId);
    const card = certificate === null ? null : cardOf(certificate);
    const entry = watchMatch(index, listingIdentity(event, card), event.priceUSD);
    if (entry) hits.push({ event, entry });
    else if (card === undefined && mayBeWatched(event.name, words)) waiting.push(event);
  }
  return { hits, waiting };
}
