import { useEffect, useMemo, useSyncExternalStore, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenSeen } from '../components/use-on-screen';
import { useVenues } from '../use-venues';
import { historyBookOf, type HistoryWant } from './history-book';
import { historyHash, type VenueHistory } from './venue-history';

/**
 * Histories for a table cell, from the app's history book (history-book.ts): what the cache has shows at once, and
 * the markets are asked for once the cell (`ref`) comes on screen, until it unmounts. Undefined for a history not
 * read yet. A cell costs no query observer and no state of its own, so a sort that mounts and unmounts rows by the
 * dozen stays cheap.
 */
export function useSharedHistories(
  ref: RefObject<Element | null>,
  wants: readonly HistoryWant[],
): readonly (VenueHistory | undefined)[] {
  const book = historyBookOf(useQueryClient());
  const venues = useVenues();
  const hashes = wants.map(({ quote }) => historyHash(quote.venue, quote.base));
  const joined = hashes.join('\n');
  // A new selection when the markets change, not on every render (`hashes` is a new array each time).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selection = useMemo(() => book.select(hashes), [book, joined]);
  useEffect(
    () => {
      const element = ref.current;
      if (!element) return undefined;
      let release: (() => void) | null = null;
      const stop = whenSeen(element, () => {
        release = book.want(wants, venues, 'screen');
      });
      return () => {
        stop();
        release?.();
      };
    },
    // The same markets with a newer quote (a venue's refresh) are the same histories: asked for once. The quote is
    // only what the read names the market by, which a refresh does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [book, joined, ref, venues],
  );
  return useSyncExternalStore(selection.subscribe, selection.read);
}
