import type { FeedPlatform } from '../platforms';
import { certificateOf, eventKey, gradeNumber, type FeedEvent } from './feed-event';

/** A sale a feed delivered, as comps need it (stored or live, of any platform). */
export interface SeenSale {
  /** The event's own key (token and timestamp). */
  key: string;
  platform: FeedPlatform;
  certificate: string | null;
  /** The name the feed gave, if any. */
  feedName: string | null;
  grade: number | null;
  priceUSD: number;
  time: number;
  /** http(s) only, checked by whoever saw it. */
  link: string | null;
}

/**
 * The sales kept for comps, newest first: as many as the feeds' stored history holds (1,000 sales of each of the three
 * platforms), so that comps reach as far back as the history does and the live sales add to it.
 */
export const SALES_KEPT = 3000;

/** Adds arrivals (oldest first) to the kept sales, each once, the newest `cap` kept. */
export function addSales(kept: readonly SeenSale[], incoming: readonly SeenSale[], cap = SALES_KEPT): SeenSale[] {
  const seen = new Set(kept.map((sale) => sale.key));
  const fresh: SeenSale[] = [];
  for (const sale of incoming) {
    if (seen.has(sale.key)) continue;
    seen.add(sale.key);
    fresh.push(sale);
  }
  if (fresh.length === 0) return [...kept];
  return [...fresh.reverse(), ...kept].slice(0, cap);
}

/**
 * Adds sales read from storage (older, in any order) to the kept ones: each once (a kept copy wins: it is the same
 * event seen live), newest sale first, the newest `cap` kept.
 */
export function mergeSales(kept: readonly SeenSale[], stored: readonly SeenSale[], cap = SALES_KEPT): SeenSale[] {
  const seen = new Set(kept.map((sale) => sale.key));
  const merged = [...kept];
  for (const sale of stored) {
    if (seen.has(sale.key)) continue;
    seen.add(sale.key);
    merged.push(sale);
  }
  // Stable: equal times keep the kept ones first.
  merged.sort((left, right) => right.time - left.time);
  return merged.length > cap ? merged.slice(0, cap) : merged;
}

/** A sale as comps keep it; null without a price in dollars (nothing to compare). */
export function toSeenSale(event: FeedEvent): SeenSale | null {
  if (event.kind !== 'sale' || event.priceUSD === null || event.priceUSD <= 0) return null;
  return {
    key: eventKey(event),
    platform: event.platform,
    certificate: certificateOf(event.psaId),
    feedName: event.name,
    grade: gradeNumber(event.grade),
    priceUSD: event.priceUSD,
    time: event.time ?? event.receivedAt,
    link: event.link,
  };
}
