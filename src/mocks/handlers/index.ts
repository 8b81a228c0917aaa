import { liveFeedHandlers } from './live-feed';
import { poolHandlers } from './pool';
import { providerHandlers } from './provider';
import { solanaHandlers } from './solana';
import { solanaRpcHandlers } from './solana-rpc';
import { valuationHandlers } from './valuation';
import { asterHandlers } from './venues/aster';
import { backpackHandlers } from './venues/backpack';
import { edgexHandlers } from './venues/edgex';
import { hyperliquidHandlers } from './venues/hyperliquid';
import { lighterHandlers } from './venues/lighter';
import { pacificaHandlers } from './venues/pacifica';

/** One handler set for the demo worker and for the tests' server. */
export const handlers = [
  ...providerHandlers,
  ...solanaHandlers,
  ...poolHandlers,
  ...valuationHandlers,
  // The venues' public market data, in each venue's own reply shapes, at the configured VITE_*_API_URL bases.
  ...asterHandlers,
  ...pacificaHandlers,
  ...edgexHandlers,
  ...hyperliquidHandlers,
  ...lighterHandlers,
  ...backpackHandlers,
  // The Solana node the balance panel reads, at VITE_SOLANA_RPC_URL.
  ...solanaRpcHandlers,
  ...liveFeedHandlers,
];
