import type { QueryClient } from '@tanstack/react-query';
import type { MarketQuote } from '../model/market';
import type { VenueRegistry } from '../venue-registry';
import { historyGateOf, historyHash, venueHistoryQuery, type VenueHistory } from './venue-history';

/** A market's history a table cell shows: the venue's market as the live data has it. */
export interface HistoryWant {
  quote: MarketQuote;
}

/**
 * Why a history is wanted: `screen` for a row on screen (its reads go at the gate's `cells` priority), `ahead` for a
 * row below the fold, read after those on screen at the venue's pace so that it is there before the user scrolls.
 */
export type WantReason = 'screen' | 'ahead';

/** How often the book looks for histories gone stale: they are read again within this time of HISTORY_REFRESH_MS. */
export const HISTORY_CHECK_MS = 15_000;

interface Wanted {
  hash: string;
  count: number;
  /** How many of the askers have the row on screen. */
  onScreen: number;
  /** Ends the gate's lift of this history's reads to `cells` (while onScreen > 0). */
  unlift: (() => void) | null;
  want: HistoryWant;
  venues: VenueRegistry | undefined;
}

/** What a reader of some histories subscribes to: one notification when any of them changes. */
export interface HistorySelection {
  subscribe: (notify: () => void) => () => void;
  /** The histories, in the order asked; the same array while none of them changed (useSyncExternalStore). */
  read: () => readonly (VenueHistory | undefined)[];
}

/**
 * The histories a market table shows, for one app (one QueryClient). A table has hundreds of history cells, and a
 * sort or a scroll mounts and unmounts them by the dozen: one query observer each (with its refresh timer) made a
 * sort tear down and build again some 300 of them in one task. Here a cell costs a listener in a set and a count in a
 * map: the book reads each venue-market once into the query cache (shared with the pair view's queries), however
 * many cells show it, reads again what has gone stale with one timer for all, and cancels a read nobody waits for any
 * more (the venue's queue then moves on to the markets still on screen).
 */
export class HistoryBook {
  private readonly wanted = new Map<string, Wanted>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private stopCache: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The histories nobody shows any more, whose reads are cancelled in a moment (cancelLetGo). */
  private readonly letGo = new Set<string>();
  private letGoTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly client: QueryClient) {}

  /** A venue-market's history as the cache has it now, or undefined before its first read. */
  read(hash: string): VenueHistory | undefined {
    return this.client.getQueryCache().get<VenueHistory>(hash)?.state.data;
  }

  /** Readers of these histories: `read` gives them, `subscribe` says when one changed. */
  select(hashes: readonly string[]): HistorySelection {
    let last: readonly (VenueHistory | undefined)[] = [];
    return {
      subscribe: (notify) => {
        for (const hash of hashes) this.listen(hash, notify);
        return () => {
          for (const hash of hashes) this.unlisten(hash, notify);
        };
      },
      read: () => {
        const next = hashes.map((hash) => this.read(hash));
        if (next.length !== last.length || next.some((history, index) => history !== last[index])) last = next;
        return last;
      },
    };
  }

  /**
   * Asks for these histories while something shows them (a cell on screen) or will (a row below the fold, `ahead`):
   * each is read unless a fresh one is cached, and kept fresh until every asker has let go (the function returned).
   */
  want(wants: readonly HistoryWant[], venues?: VenueRegistry, reason: WantReason = 'screen'): () => void {
    const entries = wants.map(({ quote }) => {
      const hash = historyHash(quote.venue, quote.base);
      let entry = this.wanted.get(hash);
      if (entry) {
        entry.count += 1;
        entry.want = { quote };
      } else {
        entry = { hash, count: 1, onScreen: 0, unlift: null, want: { quote }, venues };
        this.wanted.set(hash, entry);
      }
      if (reason === 'screen') this.seen(entry);
      if (entry.count === 1) this.fetch(entry);
      return entry;
    });
    this.timer ??= setInterval(() => this.refresh(), HISTORY_CHECK_MS);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const entry of entries) this.release(entry, reason);
    };
  }

  /** A row on screen: its history's reads, queued or to come, go ahead of the rows below the fold. */
  private seen(entry: Wanted): void {
    entry.onScreen += 1;
    if (entry.onScreen > 1) return;
    const { quote } = entry.want;
    historyGateOf(this.client, quote.venue, entry.venues).then(
      (gate) => {
        if (entry.onScreen > 0 && entry.unlift === null) entry.unlift = gate.lift(entry.hash, 'cells');
      },
      // No gate to lift in (a venue the registry does not know): the read fails on its own, as a history's problem.
      () => undefined,
    );
  }

  private fetch({ want: { quote }, venues }: Wanted): void {
    // query() reads only what is missing or older than HISTORY_REFRESH_MS and joins a read already under way. A
    // failed read is a history with a problem (venue-history.ts), so what is left to swallow is a read cancelled.
    this.client.query(venueHistoryQuery(quote.venue, quote.base, quote, { venues })).catch(() => undefined);
  }

  private refresh(): void {
    for (const wanted of this.wanted.values()) this.fetch(wanted);
  }

  private release(entry: Wanted, reason: WantReason): void {
    if (reason === 'screen') {
      entry.onScreen -= 1;
      if (entry.onScreen === 0) {
        entry.unlift?.();
        entry.unlift = null;
      }
    }
    entry.count -= 1;
    if (entry.count > 0 || this.wanted.get(entry.hash) !== entry) return;
    const { hash } = entry;
    this.wanted.delete(hash);
    if (this.wanted.size === 0 && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
    // Later, in a task of its own: a sort lets go of dozens of queued reads in the click's commit, and cancelling them
    // there would lengthen the click. A cell drawn again meanwhile (a row that moved) has asked again by then.
    this.letGo.add(hash);
    this.letGoTimer ??= setTimeout(() => this.cancelLetGo(), 0);
  }

  private cancelLetGo(): void {
    this.letGoTimer = null;
    for (const hash of this.letGo) {
      if (this.wanted.has(hash)) continue;
      const query = this.client.getQueryCache().get(hash);
      // The pair view's own query (an observer) still wants it: its read goes on.
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

const books = new WeakMap<QueryClient, HistoryBook>();

/** The app's history book: one per QueryClient, like the venue queues, so two apps (or two tests) never share one. */
export function historyBookOf(client: QueryClient): HistoryBook {
  const book = books.get(client) ?? new HistoryBook(client);
  books.set(client, book);
  return book;
}
