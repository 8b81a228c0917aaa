import { defineFacts } from '../../model/venue-facts.ts';

/** Backpack: what it is, as data (venue.ts adds its readers). */
export const backpackFacts = defineFacts({
  id: 'backpack',
  name: 'Backpack',
  envKey: 'VITE_BACKPACK_API_URL',
  defaultUrl: 'https://api.backpack.exchange',
  // BTC_USDC_PERP; its spot SOL_USDC is no market of ours.
  symbols: { quote: /^(.+?)_USDC_PERP$/ },
  fees: {
    taker: 0.0005,
    maker: 0.0002,
    source:
      'Backpack\'s fee table is published as a picture ("Trading Fees", support.backpack.exchange); its base perpetual ' +
      "tier, 0.05 % taker and 0.02 % maker, is the one Hummingbot's Backpack perpetual connector uses as its default",
  },
  budget: {
    limit: 120,
    windowMs: 60_000,
    unit: 'requests',
    scope: 'per IP',
    source:
      "Backpack Exchange API docs publish no limit for public endpoints (ccxt's backpack.ts paces 20 a second): " +
      'PoolBot holds itself to 120 requests a minute',
    calls: {
      markPrices: { weight: 1 },
      openInterest: { weight: 1 },
      tickers: { weight: 1 },
      fundingRates: { weight: 1 },
      depth: { weight: 1 },
    },
    retryHint: 'retry-after',
  },
  account: { address: 'evm' },
  proxyProbe: { method: 'GET', path: '/api/v1/markPrices' },
  demo: {
    markets: 'BTC ETH SOL HYPE XRP SUI ARB WIF FARTCOIN PEPE'.split(' '),
    lots: { PEPE: 1_000 },
  },
});
