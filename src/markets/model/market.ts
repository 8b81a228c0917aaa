import type { VenueId } from './venues';

/**
 * One venue's market in the common model. Every venue's reply is turned into these, so that nothing above the
 * adapters ever sees a venue's own units, symbols or funding schedule.
 */
export interface MarketQuote {
  venue: VenueId;
  /** The asset, as markets are matched across venues: upper case, no quote currency, no size prefix (BTC, PEPE). */
  base: string;
  /** The venue's own name for the market (kPEPE, 1000PEPEUSDT, BTCUSD, BTC_USDC_PERP). */
  symbol: string;
  /** Units of the base asset that one unit of the venue's market stands for: 1000 for kPEPE or 1000PEPEUSDT. */
  unitSize: number;
  /** Funding as a fraction per hour; positive when longs pay shorts. */
  fundingRateHourly: number;
  /** How often the venue settles funding on this market. */
  fundingIntervalHours: number;
  /** When the next funding is settled (ms since the epoch), if known. */
  nextFundingTime: number | null;
  /** USD per one unit of the base asset (per PEPE, not per 1000 PEPE). */
  markPrice: number | null;
  /** One side's open interest in USD; null where the venue does not publish it without a key. */
  openInterestUsd: number | null;
  volume24hUsd: number | null;
  /**
   * The highest leverage the venue allows on this market, where its market-data reply publishes it (Hyperliquid's
   * `maxLeverage`, Lighter's minimum initial margin); null where it does not.
   */
  maxLeverage: number | null;
  /**
   * The venue's own id for the market where its other calls name markets by it (Lighter's `market_id`, EdgeX's
   * `contractId`): the funding history is read by it.
   */
  marketId?: string;
}

/** Everything one read of a venue gave. */
export interface VenueSnapshot {
  venue: VenueId;
  markets: MarketQuote[];
  /** When the reply was read (ms since the epoch). */
  readAt: number;
  /** Markets of the reply that were left out because they did not make sense (bad numbers, unknown symbols). */
  droppedMarkets: number;
}
