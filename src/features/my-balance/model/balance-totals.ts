import type { MarketRow } from '../../../markets/model/board';
import type { VenueId } from '../../../markets/model/venues';

/** Where SOL's price comes from, in order: the perpetual's mark price on the first of these venues that has one. */
export const SOL_PRICE_VENUES = ['hyperliquid', 'pacifica'] as const satisfies readonly VenueId[];

export interface SolPrice {
  usd: number;
  venue: VenueId;
}

export function solPriceOf(board: readonly MarketRow[]): SolPrice | null {
  const sol = board.find((row) => row.base === 'SOL');
  for (const venue of SOL_PRICE_VENUES) {
    const mark = sol?.quotes[venue]?.markPrice;
    if (mark != null && Number.isFinite(mark) && mark > 0) return { usd: mark, venue };
  }
  return null;
}

/** A wallet's worth in USD: USDC at $1, SOL at its price; SOL without a price is left out (`solUnpriced`). */
export function walletUsd(sol: number, usdc: number, solPrice: number | null): number {
  return usdc + (solPrice === null ? 0 : sol * solPrice);
}

export interface BalanceSources {
  /** The wallets whose balances were read (the last good reading of each). */
  wallets: readonly { sol: number; usdc: number }[];
  /** The equity of each venue account read. */
  equities: readonly number[];
  solPrice: number | null;
}

export interface BalanceTotals {
  totalUsd: number;
  walletsUsd: number;
  venuesUsd: number;
  sol: number;
  usdc: number;
  /** Some SOL is held but has no price: the total leaves it out. */
  solUnpriced: boolean;
}

export function balanceTotals({ wallets, equities, solPrice }: BalanceSources): BalanceTotals {
  const sol = wallets.reduce((sum, wallet) => sum + wallet.sol, 0);
  const usdc = wallets.reduce((sum, wallet) => sum + wallet.usdc, 0);
  const walletsUsd = walletUsd(sol, usdc, solPrice);
  const venuesUsd = equities.reduce((sum, equity) => sum + equity, 0);
  return {
    totalUsd: walletsUsd + venuesUsd,
    walletsUsd,
    venuesUsd,
    sol,
    usdc,
    solUnpriced: solPrice === null && sol > 0,
  };
}

/**
 * A position's value when the venue does not give it (Pacifica): its size at the market's mark price on that venue,
 * from the market data; unknown without one.
 */
export function positionUsd(size: number, given: number | null, markPrice: number | null): number | null {
  if (given !== null) return given;
  return markPrice === null ? null : size * markPrice;
}

/**
 * A position's unrealised PnL when the venue does not give it (Pacifica): the move from its entry to the mark price,
 * times its size, with the sign of its side; unknown without both prices.
 */
export function positionPnl(
  side: 'long' | 'short',
  size: number,
  entryPrice: number | null,
  given: number | null,
  markPrice: number | null,
): number | null {
  if (given !== null) return given;
  if (entryPrice === null || markPrice === null) return null;
  return (markPrice - entryPrice) * size * (side === 'long' ? 1 : -1);
}
