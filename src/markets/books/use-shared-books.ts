import { useEffect, useMemo, useSyncExternalStore, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenSeen } from '../components/use-on-screen';
import type { MarketQuote } from '../model/market';
import { useVenues } from '../use-venues';
import { bookShelfOf } from './book-shelf';
import { bookHash, type VenueBookRead } from './venue-book';

/**
 * Order books for a table cell, from the app's book shelf (book-shelf.ts): what the cache has shows at once, and the
 * books are asked for once the cell (`ref`) comes on screen, until it unmounts; rows scrolled out of view cost no
 * read. Undefined for a book not read yet.
 */
export function useSharedBooks(
  ref: RefObject<Element | null>,
  quotes: readonly MarketQuote[],
): readonly (VenueBookRead | undefined)[] {
  const shelf = bookShelfOf(useQueryClient());
  const venues = useVenues();
  const joined = quotes.map((quote) => bookHash(quote.venue, quote.base)).join('\n');
  const selection = useMemo(() => shelf.select(joined.split('\n')), [shelf, joined]);
  useEffect(
    () => {
      const element = ref.current;
      if (!element) return undefined;
      let release: (() => void) | null = null;
      const stop = whenSeen(element, () => {
        release = shelf.want(quotes, venues);
      });
      return () => {
        stop();
        release?.();
      };
    },
    // A newer quote of the same markets (a venue's refresh) is the same books: asked for once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shelf, joined, ref, venues],
  );
  return useSyncExternalStore(selection.subscribe, selection.read);
}
