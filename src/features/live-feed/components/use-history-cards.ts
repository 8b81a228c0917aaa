import { useMemo } from 'react';
import type { FeedEvent } from '../../../feed/model/feed-event';
import { useCards } from '../../../cards/use-cards';
import { wantedCards } from '../model/feed-cards';

/**
 * The history's rows in view ask the card book for their cards, as a panel's rows do: a row the panel never showed
 * reads as its card too (the book keeps cards as long as the history keeps events, 7 days).
 */
export function useHistoryCards(userId: string, inView: readonly (FeedEvent | undefined)[]): void {
  const wanted = wantedCards(inView.filter((event): event is FeedEvent => event !== undefined));
  const wantedKey = wanted.map((card) => card.certificate).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the certificates, not on the array
  const stable = useMemo(() => wanted, [wantedKey]);
  useCards(userId, stable);
}
