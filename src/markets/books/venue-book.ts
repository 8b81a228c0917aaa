import { hashKey, queryOptions } from '@tanstack/react-query';
import { ApiError, asApiError } from '../../lib/api-error';
import { gateOf } from '../gate/gates';
import { definitionOf } from '../live/refresh-venue';
import { marketKeys } from '../market-keys';
import type { MarketQuote } from '../model/market';
import type { BookProblem, OrderBook } from '../model/order-book';
import type { VenueId } from '../model/venues';
import { BUILT_IN_REGISTRY, type VenueRegistry } from '../venue-registry';
import { sourceOf } from '../venue-sources';
import { UnusableBook } from '../venues/shared/book-reader';
import type { Passage } from '../venues/shared/passage';

/**
 * A market's book is read at most once in this time while something shows it: impact and capacity are estimates of
 * what a size costs, not quotes to trade on, and a venue's budget is better spent on its funding rates.
 */
export const BOOK_REFRESH_MS = 60_000;

/**
 * One market's order book on one venue, or why there is none. It never fails as a query: a read that failed (the
 * venue down, no reply within 15 s, a reply of the wrong shape, hostile numbers) or a book that cannot be used (a side
 * with nothing on it, crossed) is a read with a problem, kept like a good one until BOOK_REFRESH_MS.
 */
export interface VenueBookRead {
  venue: VenueId;
  base: string;
  book: OrderBook | null;
  /** When it was read (ms since the epoch). */
  readAt: number;
  problem: ApiError | null;
  /** Set when the book came but cannot be used: `empty` or `crossed`. */
  unusable: BookProblem | null;
}

export interface BookReadOptions {
  baseUrl: string;
  signal?: AbortSignal;
  now?: () => number;
  /** The venue's gate (straight through unless said). */
  pass?: Passage;
  venues?: VenueRegistry;
}

/** Reads a market's book on its venue; only a read cancelled by its caller throws. */
export async function readVenueBook(
  quote: MarketQuote,
  { baseUrl, signal, now = Date.now, pass, venues }: BookReadOptions,
): Promise<VenueBookRead> {
  const { venue, base } = quote;
  try {
    const reader = definitionOf(venue, venues).book;
    if (!reader) throw new ApiError({ kind: 'refused', detail: 'no order book reader for this venue' });
    const read = await reader({ baseUrl, now, pass }, quote, signal);
    return { venue, base, book: read.book, readAt: read.readAt, problem: null, unusable: null };
  } catch (error) {
    if (signal?.aborted) throw error;
    const unusable = error instanceof UnusableBook ? error.problem : null;
    return { venue, base, book: null, readAt: now(), problem: asApiError(error), unusable };
  }
}

const hashes = new Map<string, string>();

/** The query-cache hash of a venue-market's book, kept once worked out (every book cell asks on every render). */
export function bookHash(venue: VenueId, base: string): string {
  const id = `${venue}\n${base}`;
  const known = hashes.get(id);
  if (known !== undefined) return known;
  const hash = hashKey(marketKeys.book(venue, base));
  hashes.set(id, hash);
  return hash;
}

/**
 * A market's book as a query, read through the venue's gate: a table cell's behind the venue's live figures and
 * spread over its budget with the other cells' reads, the pair view's (`first`) ahead of them. `quote` is the venue's
 * market as the live data names it; without one there is nothing to read.
 */
export function venueBookQuery(
  venue: VenueId,
  base: string,
  quote: MarketQuote | undefined,
  { first = false, venues = BUILT_IN_REGISTRY }: { first?: boolean; venues?: VenueRegistry } = {},
) {
  return queryOptions({
    queryKey: marketKeys.book(venue, base),
    queryFn: async ({ signal, client }) => {
      if (!quote) throw new Error('no market to read');
      const definition = definitionOf(venue, venues);
      const { baseUrl } = await sourceOf(client, venue, venues);
      const tag = bookHash(venue, base);
      const pass = gateOf(client, definition).passage({ priority: first ? 'focus' : 'cells', signal, tag });
      return readVenueBook(quote, { baseUrl, signal, pass, venues });
    },
    enabled: quote !== undefined,
    staleTime: BOOK_REFRESH_MS,
    gcTime: 10 * 60_000,
    retry: false,
    structuralSharing: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
