import { liveFeedHandlers } from './live-feed';
import { poolHandlers } from './pool';
import { providerHandlers } from './provider';
import { solanaHandlers } from './solana';
import { solanaRpcHandlers } from './solana-rpc';
import { valuationHandlers } from './valuation';
import { venueHandlers } from './venues';

/** One handler set for the demo worker and for the tests' server. */
export const handlers = [
  // The venues' public market data, in each venue's own reply shapes, at the configured VITE_*_API_URL bases. First:
  // they take most of the requests (a table's histories and books), and msw tries a request against each handler in
  // turn, reading the page's cookies for every one it tries.
  ...venueHandlers,
  ...providerHandlers,
  ...solanaHandlers,
  ...poolHandlers,
  ...valuationHandlers,
  // The Solana node the balance panel reads, at VITE_SOLANA_RPC_URL.
  ...solanaRpcHandlers,
  ...liveFeedHandlers,
];
