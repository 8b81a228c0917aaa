import { keysOf } from '../lib/query-keys';
import type { VenueId } from './model/venues';

const key = keysOf('markets');

/** The query keys of the market data (lib/query-keys.ts says the style). */
export const marketKeys = {
  all: key(),
  /** One venue's feed: its last good snapshot and how its latest read went. */
  venue: (venue: VenueId) => key('venue', venue),
  /** Which venues are read for real and which are simulated (the demo's dev-server proxy), and at what address. */
  sources: () => key('sources'),
  /** One market's funding history on one venue (markets/history/venue-history.ts says how far back). */
  history: (venue: VenueId, base: string) => key('history', venue, base),
  /** One market's public order book on one venue. */
  book: (venue: VenueId, base: string) => key('book', venue, base),
  /** Every account's balances, or activity: what the refresh button reads again. */
  accounts: (kind: 'balance' | 'activity') => key('account', kind),
  account: (kind: 'balance' | 'activity', venue: VenueId, address: string) => key('account', kind, venue, address),
  /** Every wallet's SOL and USDC. */
  walletBalances: () => key('solana', 'balance'),
  walletBalance: (address: string) => key('solana', 'balance', address),
  /** Every wallet holding read for a spot leg; one wallet's holding of one asset. */
  walletHoldings: () => key('solana', 'holding'),
  walletHolding: (address: string, asset: string) => key('solana', 'holding', address, asset),
};
