import type { QueryClient } from '@tanstack/react-query';
import type { MarketQuote } from '../model/market';
import type { VenueRegistry } from '../venue-registry';
import { bookHash, venueBookQuery, type VenueBookRead } from './venue-book';

/** How often the shelf looks for books gone stale: they are read again within this time of BOOK_REFRESH_MS. */
export const BOOK_CHECK_MS = 15_000;

interface Wanted {
  count: number;
  quote: MarketQuote;
  venues: VenueRegistry | undefined;
}

/** What a reader of some books subscribes to: one notification when any of them changes. */
export interface BookSelection {
  subscribe: (notify: () => void) => () => void;
  /** The books, in the order asked; the same array while none of them changed (useSyncExternalStore). */
  read: () => readonly (VenueBookRead | undefined)[];
}

/**
 * The order books a market table shows, for one app (one QueryClient), in the way the history book keeps histories
 * (history/history-book.ts): a cell costs a listener and a count, not a query observer, so that a sort or a scroll
 * that mounts rows by the dozen stays cheap. Each venue-market's book is read once into the query cache (shared with
 * the pair view's query) however many cells show it, read again when stale with one timer for all, and a read nobody
 * waits for any more is cancelled, so the venue's queue moves on to the rows still on screen.
 */
export class BookShelf {
  private readonly wanted = new Map<string, Wanted>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private stopCache: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly letGo = new Set<string>();
  private letGoTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly client: QueryClient) {}

  read(hash: string): VenueBookRead | undefined {
    return this.client.getQueryCache().get<VenueBookRead>(hash)?.state.data;
  }

  select(hashes: readonly string[]): BookSelection {
    let last: readonly (VenueBookRead | undefined)[] = [];
    return {
      subscribe: (notify) => {
        for (const hash of hashes) this.listen(hash, notify);
        return () => {
          for (const hash of hashes) this.unlisten(hash, notify);
        };
      },
      read: () => {
        const next = hashes.map((hash) => this.read(hash));
        if (next.length !== last.length || next.some((book, index) => book !== last[index])) last = next;
        return last;
      },
    };
  }

  /** Asks for these markets' books while something shows them; kept fresh until every asker has let go. */
  want(quotes: readonly MarketQuote[], venues?: VenueRegistry): () => void {
    const hashes = quotes.map((quote) => {
      const hash = bookHash(quote.venue, quote.base);
      const entry = this.wanted.get(hash);
      if (entry) {
        entry.count += 1;
        entry.quote = quote;
      } else {
        const wanted = { count: 1, quote, venues };
        this.wanted.set(hash, wanted);
        this.fetch(wanted);
      }
      return hash;
    });
    this.timer ??= setInterval(() => this.refresh(), BOOK_CHECK_MS);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const hash of hashes) this.release(hash);
    };
  }

  private fetch({ quote, venues }: Wanted): void {
    // query() reads only what is missing or stale and joins a read under way; a failed read is a book with a problem,
    // so what is left to swallow is a read cancelled.
    this.client.query(venueBookQuery(quote.venue, quote.base, quote, { venues })).catch(() => undefined);
  }

  private refresh(): void {
    for (const wanted of this.wanted.values()) this.fetch(wanted);
  }

  private release(hash: string): void {
    const entry = this.wanted.get(hash);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    this.wanted.delete(hash);
    if (this.wanted.size === 0 && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
    // In a task of its own, as the history book does: a sort lets go of many reads in the click's commit.
    this.letGo.add(hash);
    this.letGoTimer ??= setTimeout(() => this.cancelLetGo(), 0);
  }

  private cancelLetGo(): void {
    this.letGoTimer = null;
    for (const hash of this.letGo) {
      if (this.wanted.has(hash)) continue;
      const query = this.client.getQueryCache().get(hash);
      if (query?.state.fetchStatus !== 'fetching' || query.getObserversCount() > 0) continue;
      void query.cancel({ revert: true });
    }
    this.letGo.clear();
  }

  private listen(hash: string, notify: () => void): void {
    const set = this.listeners.get(hash) ?? new Set();
    set.add(notify);
    this.listeners.set(hash, set);
    this.stopCache ??= this.client.getQueryCache().subscribe((event) => {
      const listening = this.listeners.get(event.query.queryHash);
      if (listening) for (const listener of [...listening]) listener();
    });
  }

  private unlisten(hash: string, notify: () => void): void {
    const set = this.listeners.get(hash);
    set?.delete(notify);
    if (set?.size === 0) this.listeners.delete(hash);
    if (this.listeners.size === 0 && this.stopCache) {
      this.stopCache();
      this.stopCache = null;
    }
  }
}

const shelves = new WeakMap<QueryClient, BookShelf>();

/** The app's book shelf: one per QueryClient, so two apps (or two tests) never share one. */
export function bookShelfOf(client: QueryClient): BookShelf {
  const shelf = shelves.get(client) ?? new BookShelf(client);
  shelves.set(client, shelf);
  return shelf;
}
