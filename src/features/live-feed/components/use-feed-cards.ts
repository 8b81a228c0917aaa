import { useCallback, useMemo } from 'react';
import { certificateOf, type ResolvedCard } from '../../../cards/model/card';
import { compsFor, type Comps } from '../../../cards/model/comps';
import { useSaleFacts } from '../../../cards/use-sale-facts';
import { useCards } from '../../../cards/use-cards';
import { eventKey } from '../model/feed-buffer';
import { eventFacts, eventNames, wantedCards } from '../model/feed-cards';
import type { FeedEvent } from '../model/feed-event';
import type { NamesOf } from '../model/feed-view';

export interface FeedCards {
  cardOf: (event: FeedEvent) => ResolvedCard | null | undefined;
  namesOf: NamesOf;
  compsOf: (event: FeedEvent) => Comps | null;
}

/**
 * The cards of a panel's events (its rows on screen are looked up; the rest come from what is kept) and their comps
 * among every sale the feeds delivered this session.
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
  const saleList = useSaleFacts(book, version);
  // Worked out once per change for the rows listed (at most 50), not per row render.
  const compsByKey = useMemo(
    () =>
      new Map(
        listed.map((event) => {
          const key = eventKey(event);
          const subject = { ...eventFacts(event, cardOf(event)), key, priceUSD: event.priceUSD };
          return [key, compsFor(subject, saleList)] as const;
        }),
      ),
    [listed, saleList, cardOf],
  );
  const compsOf = useCallback((event: FeedEvent) => compsByKey.get(eventKey(event)) ?? null, [compsByKey]);
  return { cardOf, namesOf, compsOf };
}
