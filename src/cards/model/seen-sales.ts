import type { ResolvedCard } from './card';
import { cardNameKey, type CardFacts, type SaleFacts } from './comps';

/** A sale a feed delivered, as comps need it (whichever feature saw it). */
export interface SeenSale {
  /** The event's own key (token and timestamp). */
  key: string;
  platform: string;
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

/** The facts comps match on, from what the event says and the card it resolved to (if it has). */
export function cardFacts(
  event: { certificate: string | null; feedName: string | null; grade: number | null },
  card: ResolvedCard | null | undefined,
): CardFacts {
  const names = [event.feedName, card?.name].filter((name): name is string => Boolean(name)).map(cardNameKey);
  return { certificate: event.certificate, assetId: card?.assetId ?? null, names, grade: event.grade };
}

export function saleFacts(sale: SeenSale, card: ResolvedCard | null | undefined): SaleFacts {
  return {
    ...cardFacts(sale, card),
    key: sale.key,
    priceUSD: sale.priceUSD,
    time: sale.time,
    link: sale.link,
    platform: sale.platform,
  };
}
