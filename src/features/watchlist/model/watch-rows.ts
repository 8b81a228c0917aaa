import { certificateOf, gradeNumber, type FeedEvent } from '../../../feed/model/feed-event';
import type { ResolvedCard } from '../../../cards/model/card';
import type { CardSaid } from '../../../cards/model/card-comps';
import { listingIdentity, listingKeys, watchKey, type WatchEntry } from '../../../cards/model/watchlist';

type CardOf = (certificate: string) => ResolvedCard | null | undefined;

const cardOfEvent = (event: FeedEvent, cardOf: CardOf) => {
  const certificate = certificateOf(event.psaId);
  return certificate === null ? null : cardOf(certificate);
};

/**
 * Each entry's last listing seen (the newest by when it reached us), from the listings the feeds delivered: one pass
 * over the listings, one Map lookup per entry.
 */
export function lastListings(
  entries: readonly WatchEntry[],
  listings: readonly FeedEvent[],
  cardOf: CardOf,
): Map<string, FeedEvent> {
  const newest = new Map<string, FeedEvent>();
  for (const event of listings) {
    if (event.kind !== 'listing') continue;
    for (const key of listingKeys(listingIdentity(event, cardOfEvent(event, cardOf)))) {
      const before = newest.get(key);
      if (!before || event.receivedAt > before.receivedAt) newest.set(key, event);
    }
  }
  const byEntry = new Map<string, FeedEvent>();
  for (const entry of entries) {
    const key = watchKey(entry.card);
    const last = key === null ? undefined : newest.get(key);
    if (last) byEntry.set(entry.id, last);
  }
  return byEntry;
}

/**
 * What an entry says of its card to the comps, and the card they are of: a certificate's resolved card (else the last
 * listing's), at the grade the card or its last listing says; a name + set + grade entry's name and grade, or the card
 * its last listing resolved to.
 */
export function entryComps(
  entry: WatchEntry,
  last: FeedEvent | undefined,
  cardOf: CardOf,
): { said: CardSaid; card: ResolvedCard | null | undefined } {
  const lastCard = last ? cardOfEvent(last, cardOf) : undefined;
  const lastGrade = last ? gradeNumber(last.grade) : null;
  if (entry.card.kind === 'certificate') {
    const card = cardOf(entry.card.certificate) ?? lastCard;
    return {
      said: {
        certificate: entry.card.certificate,
        feedName: last?.name ?? null,
        grade: lastGrade ?? card?.grade ?? null,
      },
      card,
    };
  }
  return { said: { certificate: null, feedName: entry.card.name, grade: entry.card.grade }, card: lastCard };
}
