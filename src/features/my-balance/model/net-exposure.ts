import { normaliseSymbol } from '../../../markets/model/symbols';
import type { VenueId } from '../../../markets/model/venues';

/** One open position as My Balance sees it: its venue's market name, side, size, and its value in USD if known. */
export interface ExposureInput {
  venue: VenueId;
  market: string;
  side: 'long' | 'short';
  /** In the venue's unit (a lot of 1,000 for kPEPE-style markets). */
  size: number;
  /** Notional in USD: given by the venue, or priced from the market data; null when neither can. */
  valueUsd: number | null;
}

/**
 * Far beyond any account this app shows: a size or value past it is a venue's error (or hostile), not a position, and
 * would make every sum it joins meaningless.
 */
export const MAX_FIGURE = 1e15;

/** A hedge is "balanced" while its two sides differ by at most this share of the larger side (units). */
export const HEDGE_TOLERANCE = 0.02;

export type ExposureState = 'balanced' | 'imbalanced' | 'oneSided';

export interface AssetExposure {
  base: string;
  /** Long units minus short units, in whole coins (lots multiplied out). */
  netUnits: number;
  longUnits: number;
  shortUnits: number;
  /** Long value minus short value; null when a position of this asset has no price. */
  netUsd: number | null;
  /** |net| / the larger side, from 0 (perfectly hedged) to 1 (one side only). */
  imbalance: number;
  state: ExposureState;
  /** The venues holding it, each once, in the order met. */
  venues: VenueId[];
}

/** A position that could not be counted, named as the venue sent it (shown as text). */
export interface RefusedPosition {
  venue: VenueId;
  market: string;
  reason: 'unknownMarket' | 'badSize' | 'badValue';
}

export interface NetExposure {
  assets: AssetExposure[];
  refused: RefusedPosition[];
}

const usable = (value: number) => Number.isFinite(value) && Math.abs(value) <= MAX_FIGURE;

interface Sums {
  base: string;
  longUnits: number;
  shortUnits: number;
  longUsd: number;
  shortUsd: number;
  priced: boolean;
  venues: VenueId[];
}

/**
 * Net exposure per asset across every venue: what a delta-neutral farmer checks first. Positions are matched by base
 * asset across the venues' naming (BTC, BTC-PERP, kPEPE = 1,000 PEPE); a position with a size that is not a positive
 * finite number, or a value that is not finite, is refused and listed, never added. Sorted by the USD size of the net
 * (unpriced last), then by name.
 */
export function netExposure(positions: readonly ExposureInput[]): NetExposure {
  const sums = new Map<string, Sums>();
  const refused: RefusedPosition[] = [];
  for (const position of positions) {
    const symbol = normaliseSymbol(position.venue, position.market);
    if (!symbol) {
      refused.push({ venue: position.venue, market: position.market, reason: 'unknownMarket' });
      continue;
    }
    const units = position.size * symbol.unitSize;
    if (!(position.size > 0) || !usable(units)) {
      refused.push({ venue: position.venue, market: position.market, reason: 'badSize' });
      continue;
    }
    if (position.valueUsd !== null && !usable(position.valueUsd)) {
      refused.push({ venue: position.venue, market: position.market, reason: 'badValue' });
      continue;
    }
    const entry = sums.get(symbol.base) ?? {
      base: symbol.base,
      longUnits: 0,
      shortUnits: 0,
      longUsd: 0,
      shortUsd: 0,
      priced: true,
      venues: [],
    };
    const value = position.valueUsd === null ? null : Math.abs(position.valueUsd);
    if (position.side === 'long') {
      entry.longUnits += units;
      entry.longUsd += value ?? 0;
    } else {
      entry.shortUnits += units;
      entry.shortUsd += value ?? 0;
    }
    if (value === null) entry.priced = false;
    if (!entry.venues.includes(position.venue)) entry.venues.push(position.venue);
    sums.set(symbol.base, entry);
  }
  const assets = [...sums.values()].map((entry): AssetExposure => {
    const netUnits = entry.longUnits - entry.shortUnits;
    const larger = Math.max(entry.longUnits, entry.shortUnits);
    // Every counted position has units above zero, so the larger side is never zero.
    const imbalance = Math.abs(netUnits) / larger;
    const oneSided = entry.longUnits === 0 || entry.shortUnits === 0;
    return {
      base: entry.base,
      netUnits,
      longUnits: entry.longUnits,
      shortUnits: entry.shortUnits,
      netUsd: entry.priced ? entry.longUsd - entry.shortUsd : null,
      imbalance,
      state: oneSided ? 'oneSided' : imbalance <= HEDGE_TOLERANCE ? 'balanced' : 'imbalanced',
      venues: entry.venues,
    };
  });
  assets.sort(
    (a, b) =>
      (b.netUsd === null ? -1 : Math.abs(b.netUsd)) - (a.netUsd === null ? -1 : Math.abs(a.netUsd)) ||
      (a.base < b.base ? -1 : a.base > b.base ? 1 : 0),
  );
  return { assets, refused };
}
