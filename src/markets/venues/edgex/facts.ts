import { defineFacts } from '../../model/venue-facts.ts';

/** EdgeX: what it is, as data (venue.ts adds its readers). */
export const edgexFacts = defineFacts({
  id: 'edgex',
  name: 'EdgeX',
  envKey: 'VITE_EDGEX_API_URL',
  defaultUrl: 'https://pro.edgex.exchange',
  // BTCUSD, 1000PEPEUSD.
  symbols: { quote: /^(.+?)(?:USDT|USD)$/ },
  fees: {
    taker: 0.00038,
    maker: 0.00015,
    source:
      "EdgeX publishes each contract's default fees in its metadata (GET /api/v1/public/meta/getMetaData, " +
      'contractList[] `defaultTakerFeeRate` 0.00038 and `defaultMakerFeeRate` 0.00015 on mainnet); its "Trading ' +
      'Fees" page defers to them',
  },
  budget: {
    limit: 60,
    windowMs: 60_000,
    unit: 'requests',
    scope: 'per IP',
    source:
      'EdgeX API docs publish no limit for the public quote, metadata and funding calls: PoolBot holds itself to 60 ' +
      'requests a minute (one a second, the pace its history reads always kept)',
    calls: {
      getMetaData: { weight: 1 },
      getTicker: { weight: 1 },
      getFundingRatePage: { weight: 1 },
      getDepth: { weight: 1 },
    },
    retryHint: 'retry-after',
  },
  account: { address: 'evm' },
  proxyProbe: { method: 'GET', path: '/api/v1/public/meta/getMetaData' },
  demo: {
    markets: 'BTC ETH SOL XRP DOGE AVAX LINK BNB TIA PEPE SHIB'.split(' '),
    lots: { PEPE: 1_000, SHIB: 1_000 },
  },
});
