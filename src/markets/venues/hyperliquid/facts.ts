import { defineFacts } from '../../model/venue-facts.ts';

/** Hyperliquid: what it is, as data (venue.ts adds its readers). */
export const hyperliquidFacts = defineFacts({
  id: 'hyperliquid',
  name: 'Hyperliquid',
  envKey: 'VITE_HYPERLIQUID_API_URL',
  defaultUrl: 'https://api.hyperliquid.xyz',
  // Perpetuals are named by the coin alone (BTC, kPEPE); a spot pair is @107, which is no market of ours.
  symbols: { quote: /^([^-_/]+)(?:[-_/](?:USDC?|USDT|PERP))*$/ },
  fees: {
    taker: 0.00045,
    maker: 0.00015,
    source:
      'Hyperliquid docs, "Trading → Fees": tier 0 (14-day volume up to $5M) perps 0.045 % taker, 0.015 % maker; ' +
      "ccxt's hyperliquid.ts `fees.swap` says the same",
  },
  budget: {
    limit: 1_200,
    windowMs: 60_000,
    unit: 'weight',
    scope: 'per IP',
    source:
      'Hyperliquid docs, "API → Rate limits and user limits": 1,200 weight a minute per IP for every REST request; ' +
      'clearinghouseState and l2Book weigh 2, other info requests 20, and the histories 1 more per 20 items returned',
    calls: {
      metaAndAssetCtxs: { weight: 20 },
      clearinghouseState: { weight: 2 },
      l2Book: { weight: 2 },
      fundingHistory: { weight: 20, perItems: 20, maxItems: 500 },
      userFillsByTime: { weight: 20, perItems: 20, maxItems: 2_000 },
      userFunding: { weight: 20, perItems: 20, maxItems: 500 },
    },
    retryHint: 'retry-after',
  },
  account: { address: 'evm' },
  proxyProbe: { method: 'POST', path: '/info', body: JSON.stringify({ type: 'metaAndAssetCtxs' }) },
  demo: {
    markets: 'BTC ETH SOL HYPE XRP DOGE SUI AVAX LINK ARB WIF ENA TRUMP FARTCOIN TIA PEPE BONK'.split(' '),
    lots: { PEPE: 1_000, BONK: 1_000 },
  },
});
