import type { FundingPoint } from '../model/funding-history';
import { freshSince, keptPoints, mergeKept, overlapVerdict } from '../model/kept-history';
import type { MarketQuote } from '../model/market';
import type { HistoryStore } from './history-store';
import type { VenueHistory } from './history-type';

export interface KeptReadOptions {
  /** Reads the venue: the whole history (no `since`), or what is new from `since`. */
  read: (since?: number) => Promise<VenueHistory>;
  store: HistoryStore;
  /** What the cache holds already (this visit's last read), if anything. */
  cached: VenueHistory | undefined;
  /** Shows a kept history at once, while the venue is asked for what is new. */
  show: (history: VenueHistory) => void;
  now?: () => number;
}

/** A venue-market's history as the cache keeps it: from a kept one, or a read. */
const historyOf = (quote: MarketQuote, points: FundingPoint[], readAt: number, dropped: number): VenueHistory => ({
  venue: quote.venue,
  base: quote.base,
  points,
  dropped,
  readAt,
  problem: null,
});

/**
 * A market's history on a venue, costing the venue as little as it can: what this visit read already, or else what
 * the store kept from a visit before (shown at once), and then only the hours since the last kept settlement, through
 * the venue's own paging. A kept history the venue disagrees with (a settlement missing, another value for an hour
 * both hold), or that had rows that could not be read, is read again whole. A failed read is the history's problem, as
 * before; a good one is kept for the next visit.
 */
export async function readKeptHistory(
  quote: MarketQuote,
  { read, store, cached, show, now = Date.now }: KeptReadOptions,
): Promise<VenueHistory> {
  let kept: { points: FundingPoint[]; readAt: number; whole: boolean } | null = null;
  if (cached && !cached.problem && cached.points.length > 0) {
    kept = { points: cached.points, readAt: cached.readAt, whole: true };
  } else {
    const stored = await store.load(quote.venue, quote.base, now());
    if (stored && stored.points.length > 0) {
      kept = { points: stored.points, readAt: stored.readAt, whole: stored.skipped === 0 };
      show(historyOf(quote, stored.points, stored.readAt, stored.skipped));
    }
  }
  const since = kept?.whole ? freshSince(kept.points, now()) : null;
  if (kept && since !== null) {
    const fresh = await read(since);
    if (fresh.problem) return fresh;
    if (overlapVerdict(kept.points, fresh.points) === 'agrees') {
      const points = mergeKept(kept.points, fresh.points, fresh.readAt);
      await store.save(quote.venue, quote.base, points, fresh.readAt);
      return historyOf(quote, points, fresh.readAt, fresh.dropped);
    }
  }
  const whole = await read();
  if (!whole.problem) await store.save(quote.venue, quote.base, keptPoints(whole.points, whole.readAt), whole.readAt);
  return whole;
}
