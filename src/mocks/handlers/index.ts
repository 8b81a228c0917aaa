import { liveFeedHandlers } from './live-feed';
import { poolHandlers } from './pool';
import { providerHandlers } from './provider';
import { solanaHandlers } from './solana';
import { solanaRpcHandlers } from './solana-rpc';
import { valuationHandlers } from './valuation';
import { venueHandlers } from './venues';

/** One handler set for the demo worker and for the tests' server. */
export const handlers = [
  ...providerHandlers,
  ...solanaHandlers,
  ...poolHandlers,
  ...valuationHandlers,
  // The venues' public market data, in each venue's own reply shapes, at the configured VITE_*_API_URL bases.
  ...venueHandlers,
  // The Solana node the balance panel reads, at VITE_SOLANA_RPC_URL.
  ...solanaRpcHandlers,
  ...liveFeedHandlers,
];
