import type { MarketQuote } from '../../model/market';
import type { VenueFacts } from '../../model/venue-facts';
import type { ActivityReader, BalanceReader } from './account-reader';
import type { HistoryReader } from './history-reader';
import type { Passage } from './passage';
import type { VenueReader } from './read-context';

/** A venue's public order book for one market, as levels each side (best first). */
export interface OrderBook {
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
  readAt: number;
}
export interface BookLevel {
  price: number;
  /** In units of the venue's market (one kPEPE, one contract). */
  size: number;
}
export interface BookReadContext {
  baseUrl: string;
  market: Pick<MarketQuote, 'symbol' | 'marketId'>;
  signal?: AbortSignal;
  now: () => number;
  /** The venue's gate, which every request of the read goes through. */
  pass?: Passage;
}
/** Reads one market's public book. */
export type BookReader = (context: BookReadContext) => Promise<OrderBook>;

/**
 * A venue: its facts (facts.ts: names, configuration, symbols, fees, budget, account form, demo, proxy probe) and the
 * code that reads it. One `defineVenue` per venue folder (venue.ts); the registry (markets/venue-registry.ts) lists
 * them in the venue list's order.
 */
export interface VenueDefinition extends VenueFacts {
  /** Every market's funding, prices, open interest and volume: one snapshot of the common model. */
  marketData: VenueReader;
  /** One market's settled funding since a time. */
  history: HistoryReader;
  /** What the venue publishes of an account without a key (none: the account panels say it needs a signed request). */
  accounts: {
    balance?: BalanceReader;
    activity?: ActivityReader;
  };
  /** One market's public order book, where the venue's reader is written. */
  book?: BookReader;
}

export function defineVenue<const D extends VenueDefinition>(definition: D): D {
  return definition;
}
