import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api-error';
import { malformedReply } from '../../../lib/read-reply';
import type { MarketQuote } from '../../model/market';
import {
  checkedBook,
  inBaseUnits,
  MAX_BOOK_FIGURE,
  type BookLevel,
  type BookProblem,
  type OrderBook,
} from '../../model/order-book';
import { nonNegativeDecimal, positiveDecimal } from './decimal';
import type { VenueReadContext } from './read-context';

/** The market whose book is read, as the venue's market data named it. */
export type BookMarket = Pick<MarketQuote, 'symbol' | 'marketId' | 'unitSize'>;

/** Where a book is read from; the caller's signal is passed on its own, as the venue's gate hands it over. */
export type BookReadContext = Omit<VenueReadContext, 'signal'>;

/** One read of a market's book, in the common model (base units, best first). */
export interface VenueBook {
  book: OrderBook;
  /** When the reply was read (ms since the epoch). */
  readAt: number;
}

export type BookReader = (context: BookReadContext, market: BookMarket, signal?: AbortSignal) => Promise<VenueBook>;

/** A level's price in a venue's reply: decimal text or a number, above 0 and within MAX_BOOK_FIGURE. */
export const bookPrice = z.pipe(positiveDecimal, z.number().check(z.lte(MAX_BOOK_FIGURE)));

/** A level's size in a venue's reply: decimal text or a number, from 0 and within MAX_BOOK_FIGURE. */
export const bookSize = z.pipe(nonNegativeDecimal, z.number().check(z.lte(MAX_BOOK_FIGURE)));

/**
 * `[price, size]`, as Aster and Backpack send a level (Binance style); extra entries are ignored. Read as a list and
 * checked as an object rather than with z.tuple: zod's core sits in the sign-in page's bundle, which pays for every
 * kind of schema used anywhere (the tuple schema alone was 0.5 kB of it).
 */
export const pairLevel = z.pipe(
  z.pipe(
    z.array(z.unknown()),
    z.transform((level) => ({ price: level[0], size: level[1] })),
  ),
  z.object({ price: bookPrice, size: bookSize }),
);

/**
 * A book's two sides as a list, `[bids, asks]` (Hyperliquid's `levels`, Pacifica's `l`), not a z.tuple (see pairLevel):
 * the reader checks that both are there.
 */
export const bookSides = <T extends z.ZodMiniType>(level: T) => z.array(z.array(level));

/** The two sides of a `[bids, asks]` list, or a malformed reply where one is missing. */
export function sidesOf<T>(sides: readonly (readonly T[])[], call: string): [readonly T[], readonly T[]] {
  const [bids, asks] = sides;
  if (bids === undefined || asks === undefined) throw malformedReply(`${call}: not [bids, asks]`);
  return [bids, asks];
}

/**
 * A book that read but cannot be used (a side with nothing on it, or crossed): an ApiError like any failed read
 * (`empty`, or `malformed` for a crossed book), which also names the problem for the leg's "book unavailable" line.
 */
export class UnusableBook extends ApiError {
  readonly problem: BookProblem;

  constructor(problem: BookProblem) {
    super({ kind: problem === 'empty' ? 'empty' : 'malformed', detail: `order book ${problem}` });
    this.problem = problem;
  }
}

/**
 * A venue's levels as a usable book in units of the base asset, or an UnusableBook thrown. Every reader ends here,
 * so every venue's book is sorted, summed by price and checked the same way.
 */
export function venueBook(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
  market: BookMarket,
  readAt: number,
): VenueBook {
  const check = checkedBook(bids, asks);
  if (check.problem !== null) throw new UnusableBook(check.problem);
  return { book: inBaseUnits(check.book, market.unitSize), readAt };
}
