import { accountFigure, MAX_ACCOUNT_FIGURE } from '../../../markets/model/account';
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
  /**
   * 'spot': held in the venue account's own wallet (Pacifica's account is a Solana wallet), always a long. Counted
   * only beside a short perpetual of the same asset on the same venue (the cash-and-carry's shape); otherwise it is
   * the wallet's own money (fees, savings), shown in the wallets table, not a leg. Absent: a perpetual.
   */
  instrument?: 'perp' | 'spot';
}

/**
 * Why a saved venue's positions are not in the net: its venue serves them only with a key; its read failed with no
 * earlier figures; its first read is on its way; no address is saved for a bot that is on; the address saved is not
 * of the venue's form.
 */
export type UncountedReason = 'needsKey' | 'failed' | 'reading' | 'noAddress' | 'badAddress';

/** A source whose positions may exist but are not counted. */
export interface UncountedSource {
  venue: VenueId;
  /** The venue's wallet (a spot holding), not its perpetual account. */
  spot: boolean;
  reason: UncountedReason;
  /** Only this asset is unknown there (a wallet read for one asset); absent, any asset could be held there. */
  asset?: string;
}

/** Far beyond any account this app shows: a size or value past it is a venue's error (or hostile), not a position. */
export { MAX_ACCOUNT_FIGURE as MAX_FIGURE };

/** A hedge is "balanced" while its two sides differ by at most this share of the larger side (units). */
export const HEDGE_TOLERANCE = 0.02;

/**
 * 'oneSided': one side only, every saved venue counted, so the hedge is broken. 'oneSideKnown': one side only while a
 * source that could hold the other is not counted: not known to be broken.
 */
export type ExposureState = 'balanced' | 'imbalanced' | 'oneSided' | 'oneSideKnown';

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
  /** The venues holding it as a perpetual, each once, in the order met. */
  venues: VenueId[];
  /** Of the long units, those held spot in a venue's wallet. */
  spotUnits: number;
  /** The venues whose wallet's spot holding is counted in the long. */
  spotVenues: VenueId[];
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
  /** The sources not counted, as given: the table names them. */
  uncounted: UncountedSource[];
}

const usable = (value: number) => accountFigure(value) !== null;

interface Sums {
  base: string;
  spotUnits: number;
  spotVenues: VenueId[];
  /** The venues with a short perpetual of the asset: a wallet of theirs holds its spot leg. */
  shortVenues: VenueId[];
  longUnits: number;
  shortUnits: number;
  longUsd: number;
  shortUsd: number;
  priced: boolean;
  venues: VenueId[];
}

const emptySums = (base: string): Sums => ({
  base,
  spotUnits: 0,
  spotVenues: [],
  shortVenues: [],
  longUnits: 0,
  shortUnits: 0,
  longUsd: 0,
  shortUsd: 0,
  priced: true,
  venues: [],
});

/** A position's base asset and units, or why it cannot be counted. */
function checked(position: ExposureInput): { base: string; units: number } | RefusedPosition['reason'] {
  const symbol = normaliseSymbol(position.venue, position.market);
  if (!symbol) return 'unknownMarket';
  const units = position.size * symbol.unitSize;
  if (!(position.size > 0) || !usable(units)) return 'badSize';
  if (position.valueUsd !== null && !usable(position.valueUsd)) return 'badValue';
  return { base: symbol.base, units };
}

function add(entry: Sums, position: ExposureInput, units: number) {
  const value = position.valueUsd === null ? null : Math.abs(position.valueUsd);
  if (position.side === 'long') {
    entry.longUnits += units;
    entry.longUsd += value ?? 0;
  } else {
    entry.shortUnits += units;
    entry.shortUsd += value ?? 0;
  }
  if (value === null) entry.priced = false;
}

/**
 * Net exposure per asset across every venue: what a delta-neutral farmer checks first. Positions are matched by base
 * asset across the venues' naming (BTC, BTC-PERP, kPEPE = 1,000 PEPE); a position with a size that is not a positive
 * finite number, or a value that is not finite, is refused and listed, never added. A spot holding (a wallet's) is
 * a long, counted only beside a short perpetual of its asset on its venue; an empty one is nothing held. An asset
 * held on one side only reads "one side known" rather than "one side only" while a source that could hold the other
 * side is not counted. Sorted by the USD size of the net (unpriced last), then by name.
 */
export function netExposure(
  positions: readonly ExposureInput[],
  uncounted: readonly UncountedSource[] = [],
): NetExposure {
  const sums = new Map<string, Sums>();
  const refused: RefusedPosition[] = [];
  const spot: { position: ExposureInput; base: string; units: number }[] = [];
  for (const position of positions) {
    // A wallet holds nothing of the asset: no position, not a refusal.
    if (position.instrument === 'spot' && position.size === 0) continue;
    const result = checked(position);
    if (typeof result === 'string') {
      refused.push({ venue: position.venue, market: position.market, reason: result });
      continue;
    }
    if (position.instrument === 'spot') {
      // Weighed once every perpetual is in, whatever the order of the input.
      spot.push({ position, ...result });
      continue;
    }
    const entry = sums.get(result.base) ?? emptySums(result.base);
    add(entry, position, result.units);
    if (position.side === 'short' && !entry.shortVenues.includes(position.venue))
      entry.shortVenues.push(position.venue);
    if (!entry.venues.includes(position.venue)) entry.venues.push(position.venue);
    sums.set(result.base, entry);
  }
  for (const { position, base, units } of spot) {
    const entry = sums.get(base);
    if (!entry?.shortVenues.includes(position.venue)) continue;
    add(entry, { ...position, side: 'long' }, units);
    entry.spotUnits += units;
    if (!entry.spotVenues.includes(position.venue)) entry.spotVenues.push(position.venue);
  }
  const assets = [...sums.values()].map((entry): AssetExposure => {
    const netUnits = entry.longUnits - entry.shortUnits;
    const larger = Math.max(entry.longUnits, entry.shortUnits);
    // Every counted position has units above zero, so the larger side is never zero.
    const imbalance = Math.abs(netUnits) / larger;
    const oneSided = entry.longUnits === 0 || entry.shortUnits === 0;
    const otherSideUnknown = uncounted.some((source) => source.asset === undefined || source.asset === entry.base);
    return {
      base: entry.base,
      netUnits,
      longUnits: entry.longUnits,
      shortUnits: entry.shortUnits,
      netUsd: entry.priced ? entry.longUsd - entry.shortUsd : null,
      imbalance,
      state: oneSided
        ? otherSideUnknown
          ? 'oneSideKnown'
          : 'oneSided'
        : imbalance <= HEDGE_TOLERANCE
          ? 'balanced'
          : 'imbalanced',
      venues: entry.venues,
      spotUnits: entry.spotUnits,
      spotVenues: entry.spotVenues,
    };
  });
  assets.sort(
    (a, b) =>
      (b.netUsd === null ? -1 : Math.abs(b.netUsd)) - (a.netUsd === null ? -1 : Math.abs(a.netUsd)) ||
      (a.base < b.base ? -1 : a.base > b.base ? 1 : 0),
  );
  return { assets, refused, uncounted: [...uncounted] };
}
