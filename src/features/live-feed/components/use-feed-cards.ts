import { useCallback, useMemo } from 'react';
import { certificateOf, eventKey, type FeedEvent } from '../../../feed/model/feed-event';
import type { ResolvedCard } from '../../../cards/model/card';
import type { Comps } from '../../../cards/model/comps';
import { useSaleFacts } from '../../../cards/use-sale-facts';
import { useCards } from '../../../cards/use-cards';
import { compsLookup, eventNames, wantedCards } from '../model/feed-cards';
import type { NamesOf } from '../model/feed-view';

export interface FeedCards {
  cardOf: (event: FeedEvent) => ResolvedCard | null | undefined;
  namesOf: NamesOf;
  compsOf: (event: FeedEvent) => Comps | null;
}

/**
 * The cards of a panel's events (its rows on screen are looked up; the rest come from what is kept) and their comps
 * among every sale the feeds delivered (stored and live).
 */
export function useFeedCards(
  userId: string,
  listed: readonly FeedEvent[],
  onScreen: ReadonlySet<string> | null,
): FeedCards {
  const shown = onScreen ? listed.filter((event) => onScreen.has(eventKey(event))) : listed;
  const wanted = wantedCards(shown);
  // The same certificates in another array must not ask again: the list is keyed by what it holds.
  const wantedKey = wanted.map((card) => card.certificate).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the certificates, not on the array
  const stableWanted = useMemo(() => wanted, [wantedKey]);
  const { book, version } = useCards(userId, stableWanted);

  const cardOf = useCallback(
    (event: FeedEvent) => {
      const certificate = certificateOf(event.psaId);
      return certificate === null ? undefined : book.card(certificate);
    },
    // A card that arrives makes a new function, so the rows that show it render again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [book, version],
  );
  const namesOf = useCallback((event: FeedEvent) => eventNames(event, cardOf(event)), [cardOf]);
  const sales = useSaleFacts(userId, book, version);
  // Worked out when a row asks (the rows rendered, at most 50) and kept until the sales or the cards change: not for
  // every event the panel holds (up to a thousand with its history) on every batch.
  const compsOf = useMemo(() => compsLookup(sales, cardOf), [sales, cardOf]);
  return { cardOf, namesOf, compsOf };
}
