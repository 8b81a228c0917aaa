import type { VenueId } from './venues';

/** A venue's trading fee per fill, as a fraction of the notional traded (0.00045 is 0.045 %, 4.5 bps). */
export interface VenueFees {
  taker: number;
  maker: number;
}

/**
 * Each venue's base-tier perpetual fees: what a new account with no volume, no staking and no referral pays. Looked up
 * in each venue's docs or SDK (the sources below); a venue's own fee page is the authority when they change.
 */
export const BASE_FEES: Readonly<Record<VenueId, VenueFees>> = {
  // Hyperliquid docs, "Trading → Fees": tier 0 (14-day volume up to $5M) perps 0.045 % taker, 0.015 % maker; ccxt's
  // hyperliquid.ts `fees.swap` says the same.
  hyperliquid: { taker: 0.00045, maker: 0.00015 },
  // ccxt's aster.ts `fees.trading` (taker 0.00035, maker 0.0001); Aster's VIP programme announcement puts its best
  // tier's 2.5 bps taker "over 28 % below the base rate", which is these 3.5 bps.
  aster: { taker: 0.00035, maker: 0.0001 },
  // Lighter API docs, "Account Types": a Standard account (the default) pays 0 % maker and 0 % taker (a Premium account
  // trades faster for 0.028 % taker, 0.004 % maker: a user on it overrides these).
  lighter: { taker: 0, maker: 0 },
  // EdgeX publishes each contract's default fees in its metadata (GET /api/v1/public/meta/getMetaData, contractList[]
  // `defaultTakerFeeRate` 0.00038 and `defaultMakerFeeRate` 0.00015 on mainnet); its "Trading Fees" page defers to them.
  edgex: { taker: 0.00038, maker: 0.00015 },
  // Pacifica docs, "Trading Fees", tier 1 (as ccxt's pacifica.ts `fees.swap` carries it): 0.04 % taker, 0.015 % maker.
  pacifica: { taker: 0.0004, maker: 0.00015 },
  // Backpack's fee table is published as a picture ("Trading Fees", support.backpack.exchange); its base perpetual
  // tier, 0.05 % taker and 0.02 % maker, is the one Hummingbot's Backpack perpetual connector uses as its default.
  backpack: { taker: 0.0005, maker: 0.0002 },
};

export const ORDER_KINDS = ['taker', 'maker'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * What the user says about one venue: how they enter and leave (market orders: taker; resting orders: maker) and, for
 * their tier or a referral discount, their own taker and maker fees (null: the base tier's).
 */
export interface VenueFeeChoice {
  order: OrderKind;
  taker: number | null;
  maker: number | null;
}

export type FeeChoices = Partial<Record<VenueId, VenueFeeChoice>>;

/** No venue charges anywhere near 1 % a fill: a fee above it is a typing accident (0.05 typed for 0.05 %). */
export const MAX_FEE = 0.01;

/** The fee one fill costs on a venue, as the user trades there: taker unless they said maker, their own figure if set. */
export function feePerFill(venue: VenueId, choices: FeeChoices = {}): number {
  const choice = choices[venue];
  const order = choice?.order ?? 'taker';
  return choice?.[order] ?? BASE_FEES[venue][order];
}

/**
 * What opening and closing a pair costs, per dollar of one leg's notional: each leg is opened and closed once, two
 * fills each. With the same size on both legs, that is 2 × (long venue's fee + short venue's fee).
 */
export function roundTripFee(longFee: number, shortFee: number): number {
  return 2 * (longFee + shortFee);
}
