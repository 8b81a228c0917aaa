import type { MarketQuote, VenueSnapshot } from './market';
import type { VenueId } from './venues';

/** One asset across the venues that list it. */
export interface MarketRow {
  base: string;
  quotes: Record<VenueId, MarketQuote>;
  venueCount: number;
}

/**
 * When a venue lists the same asset twice (Aster's BTCUSDT and BTCUSD1), the market with the larger 24 h volume
 * stands for it: that is where a position would be opened.
 */
function preferred(current: MarketQuote | undefined, candidate: MarketQuote): MarketQuote {
  if (!current) return candidate;
  return (candidate.volume24hUsd ?? 0) > (current.volume24hUsd ?? 0) ? candidate : current;
}

/** Matches the venues' markets by base asset; rows come in alphabetical order of the asset. */
export function buildBoard(snapshots: readonly VenueSnapshot[]): MarketRow[] {
  const rows = new Map<string, Record<VenueId, MarketQuote>>();
  for (const snapshot of snapshots) {
    for (const quote of snapshot.markets) {
      const quotes = rows.get(quote.base) ?? {};
      quotes[quote.venue] = preferred(quotes[quote.venue], quote);
      rows.set(quote.base, quotes);
    }
  }
  return [...rows.entries()]
    .map(([base, quotes]) => ({ base, quotes, venueCount: Object.keys(quotes).length }))
    .sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0));
}
