import {
  accountFigure as figure,
  MAX_ACCOUNT_FIGURE as MAX_FIGURE,
  type AccountPosition,
} from '../../../markets/model/account';
import { normaliseSymbol } from '../../../markets/model/symbols';
import type { VenueId } from '../../../markets/model/venues';

export type Side = 'long' | 'short';

/**
 * A strategy leg's position on its venue, in the base asset's own units whatever lot the venue trades (Hyperliquid's
 * kPEPE and Lighter's 1000PEPE are both 1,000 PEPE): sizes and prices of two venues can then be compared.
 */
export interface LegPosition {
  side: Side;
  /** In units of the base asset, always positive. */
  size: number;
  notionalUsd: number | null;
  /** Per unit of the base asset. */
  entryPrice: number | null;
  markPrice: number | null;
  unrealizedPnlUsd: number | null;
  liquidationPrice: number | null;
  /** How far the mark may move against the position before liquidation, as a fraction of the mark. */
  liquidationDistance: number | null;
  openedAt: number | null;
  /** The venue's own market names that matched, as it sent them (shown as text). */
  markets: string[];
}

/** The account layer's cap and check, under the names the volume bot's model uses throughout. */
export { figure, MAX_FIGURE };

/** A price: a figure above zero, else null. */
const price = (value: number | null | undefined) => {
  const checked = figure(value);
  return checked !== null && checked > 0 ? checked : null;
};

/** Whether a position's size can be believed: a positive finite number within MAX_FIGURE. */
export function isSaneSize(size: number): boolean {
  return Number.isFinite(size) && size > 0 && size <= MAX_FIGURE;
}

/** Whether a venue's market name is the strategy's market (the base asset, e.g. PEPE), in that venue's convention. */
export function matchesMarket(venue: VenueId, name: string, base: string): boolean {
  return normaliseSymbol(venue, name)?.base === base;
}

/** (mark − liquidation) / mark for a long, (liquidation − mark) / mark for a short; null without both prices. */
export function liquidationDistance(side: Side, mark: number | null, liquidation: number | null): number | null {
  if (mark === null || liquidation === null) return null;
  const distance = side === 'long' ? (mark - liquidation) / mark : (liquidation - mark) / mark;
  return figure(distance);
}

export interface LegMatch {
  /** The position in the strategy's market, or null when the account holds none (or they cancel out). */
  position: LegPosition | null;
  /** Positions in the market whose size could not be believed (negative, NaN, 1e308): left out and counted. */
  refused: number;
}

function single(position: AccountPosition, unitSize: number, fallbackMark: number | null): LegPosition {
  const size = position.size * unitSize;
  const perUnit = (value: number | null | undefined) => price(value == null ? null : value / unitSize);
  const markPrice = perUnit(position.markPrice) ?? price(fallbackMark);
  const notionalUsd = figure(position.valueUsd) ?? (markPrice === null ? null : figure(size * markPrice));
  const entryPrice = perUnit(position.entryPrice);
  const pnl =
    figure(position.unrealizedPnlUsd) ??
    (entryPrice === null || markPrice === null
      ? null
      : figure((position.side === 'long' ? 1 : -1) * size * (markPrice - entryPrice)));
  const liquidationPrice = perUnit(position.liquidationPrice);
  return {
    side: position.side,
    size,
    notionalUsd,
    entryPrice,
    markPrice,
    unrealizedPnlUsd: pnl,
    liquidationPrice,
    liquidationDistance: liquidationDistance(position.side, markPrice, liquidationPrice),
    openedAt: figure(position.openedAt),
    markets: [position.market],
  };
}

/**
 * The account's position in the strategy's market (its base asset) on one venue. Several positions naming the same
 * asset (Lighter's sub-accounts, or two lot conventions) are netted: long minus short; their per-position figures
 * (entry, liquidation) are then not one price and are left out. `fallbackMark` (the market data's mark price per unit
 * of the base asset) prices a position the venue sends without one (Pacifica).
 */
export function legPosition(
  venue: VenueId,
  base: string,
  positions: readonly AccountPosition[],
  fallbackMark: number | null,
): LegMatch {
  let refused = 0;
  const matched: LegPosition[] = [];
  for (const position of positions) {
    const symbol = normaliseSymbol(venue, position.market);
    if (symbol?.base !== base) continue;
    if (!isSaneSize(position.size) || !isSaneSize(position.size * symbol.unitSize)) {
      refused += 1;
      continue;
    }
    matched.push(single(position, symbol.unitSize, fallbackMark));
  }
  const [first] = matched;
  if (!first) return { position: null, refused };
  if (matched.length === 1) return { position: first, refused };
  const signed = matched.reduce((sum, leg) => sum + (leg.side === 'long' ? leg.size : -leg.size), 0);
  const size = Math.abs(signed);
  if (size <= first.size * 1e-9) return { position: null, refused };
  const side: Side = signed > 0 ? 'long' : 'short';
  const markPrice = matched.find((leg) => leg.markPrice !== null)?.markPrice ?? null;
  const pnls = matched.map((leg) => leg.unrealizedPnlUsd);
  const openedAts = matched.map((leg) => leg.openedAt).filter((time): time is number => time !== null);
  return {
    position: {
      side,
      size,
      notionalUsd: markPrice === null ? null : figure(size * markPrice),
      entryPrice: null,
      markPrice,
      unrealizedPnlUsd: pnls.every((pnl) => pnl !== null) ? figure(pnls.reduce((sum, pnl) => sum + pnl, 0)) : null,
      liquidationPrice: null,
      liquidationDistance: null,
      openedAt: openedAts.length > 0 ? Math.min(...openedAts) : null,
      markets: matched.flatMap((leg) => leg.markets),
    },
    refused,
  };
}

/**
 * A spot leg held in a wallet: always long, sized by what the wallet holds and priced at the market's mark; it has no
 * entry, profit, liquidation or opening a venue keeps. Nothing held is no position; a holding that cannot be believed
 * (negative, NaN, 1e308) is refused.
 */
export function walletPosition(units: number, mark: number | null): LegMatch {
  if (units === 0) return { position: null, refused: 0 };
  if (!isSaneSize(units)) return { position: null, refused: 1 };
  const markPrice = price(mark);
  return {
    position: {
      side: 'long',
      size: units,
      notionalUsd: markPrice === null ? null : figure(units * markPrice),
      entryPrice: null,
      markPrice,
      unrealizedPnlUsd: null,
      liquidationPrice: null,
      liquidationDistance: null,
      openedAt: null,
      markets: [],
    },
    refused: 0,
  };
}
