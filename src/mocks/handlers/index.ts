import { liveFeedHandlers } from './live-feed';
import { poolHandlers } from './pool';
import { providerHandlers } from './provider';
import { RouteByUrl } from './route-by-url';
import { solanaHandlers } from './solana';
import { solanaRpcHandlers } from './solana-rpc';
import { valuationHandlers } from './valuation';
import { venueHandlers } from './venues';

/**
 * One handler set for the demo worker and for the tests' server. The HTTP handlers sit behind one router that tries
 * only those whose method and URL could fit (msw's own matching reads the cookies for every handler it tries); the
 * tests' `server.use` overrides go in front of it, as before.
 */
export const handlers = [
  new RouteByUrl([
    // The venues' public market data, in each venue's own reply shapes, at the configured VITE_*_API_URL bases.
    ...venueHandlers,
    ...providerHandlers,
    ...solanaHandlers,
    ...poolHandlers,
    // The Solana node the balance panel reads, at VITE_SOLANA_RPC_URL.
    ...solanaRpcHandlers,
  ]),
  ...valuationHandlers,
  ...liveFeedHandlers,
];
