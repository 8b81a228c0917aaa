import type { VenueId } from '../../config/env';
import { simPrice, type SimAsset } from './market-sim';

/**
 * The demo's order books: a pure function of the market, the venue and the clock, around the venue's simulated price
 * (market-sim.ts), so a book drifts with the price its market data shows. Deep where the market is big (BTC, ETH:
 * hundreds of thousands of dollars at each of dozens of levels, a fraction of a basis point apart) and thin where it
 * is small (a few thousand dollars a level, several basis points apart), so a size slider visibly moves impact and
 * capacity. Levels are in units of the asset and USD per unit; each venue's handler writes them in its own shape.
 */
export interface SimLevel {
  price: number;
  size: number;
}

export interface SimBook {
  /** Best (highest) first. */
  bids: SimLevel[];
  /** Best (lowest) first. */
  asks: SimLevel[];
}

/** Levels a side: more than any venue's reply carries (Hyperliquid 20, Pacifica 10, Aster up to its `limit`). */
export const SIM_BOOK_LEVELS = 60;

/** The open interest of the deepest demo market (BTC): a book's depth is scaled by its market's against it. */
const DEEPEST_OPEN_INTEREST_USD = 420e6;
/** USD at BTC's best levels; each level further out holds a quarter more. */
const DEEPEST_TOUCH_USD = 250_000;
/** The gap between two levels on BTC, a fraction of the price (0.4 bps); thinner books are further apart. */
const DEEPEST_GAP = 0.00004;
const WIDEST_GAP = 0.001;
/** Sizes change every few seconds, as resting orders come and go. */
const REFRESH_MS = 5_000;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return (value >>> 0) / 4294967295;
}

/** How deep a market's book is against BTC's (1): ETH about 0.6, the small markets a few hundredths. */
export function bookLiquidity(asset: SimAsset): number {
  return Math.min(1, asset.openInterestUsd / DEEPEST_OPEN_INTEREST_USD);
}

/** The gap between two levels of a market's book, a fraction of its price: wider as the book is thinner. */
export function levelGap(asset: SimAsset): number {
  return Math.min(WIDEST_GAP, DEEPEST_GAP / Math.sqrt(bookLiquidity(asset)));
}

/** A market's book on a venue at `now`: `levels` a side, the first half a gap from the venue's price. */
export function simBook(asset: SimAsset, venue: VenueId, now: number, levels = SIM_BOOK_LEVELS): SimBook {
  const mid = simPrice(asset, venue, now);
  const gap = levelGap(asset);
  const touchUsd = DEEPEST_TOUCH_USD * bookLiquidity(asset);
  const bucket = Math.floor(now / REFRESH_MS);
  const side = (name: 'bids' | 'asks', direction: 1 | -1): SimLevel[] =>
    Array.from({ length: levels }, (_, index) => {
      const price = mid * (1 + direction * gap * (index + 0.5));
      // Each level's size moves between 0.6 and 1.4 times its usual, changing every few seconds.
      const jitter = 0.6 + 0.8 * hash(`${venue}/${asset.base}/${name}/${String(index)}/${String(bucket)}`);
      return { price, size: (touchUsd * (1 + 0.25 * index) * jitter) / price };
    });
  return { bids: side('bids', -1), asks: side('asks', 1) };
}

/** A level in a venue's market unit (kPEPE is 1,000 PEPE): its price × lot, its size ÷ lot. */
export function inLots(level: SimLevel, lot: number): SimLevel {
  return { price: level.price * lot, size: level.size / lot };
}

/**
 * A level split into the single resting orders Lighter publishes: one to three orders at the price, adding up to it.
 */
export function simOrders(level: SimLevel, key: string): SimLevel[] {
  const count = 1 + Math.floor(hash(key) * 3);
  return Array.from({ length: count }, () => ({ price: level.price, size: level.size / count }));
}
