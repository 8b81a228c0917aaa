import { liveFeedHandlers } from './live-feed';
import { poolHandlers } from './pool';
import { providerHandlers } from './provider';
import { solanaHandlers } from './solana';
import { valuationHandlers } from './valuation';

/** One handler set for the demo worker and for the tests' server. */
export const handlers = [
  ...providerHandlers,
  ...solanaHandlers,
  ...poolHandlers,
  ...valuationHandlers,
  ...liveFeedHandlers,
];
