import { defineFacts } from '../../model/venue-facts.ts';

/** Aster: what it is, as data (venue.ts adds its readers). */
export const asterFacts = defineFacts({
  id: 'aster',
  name: 'Aster',
  envKey: 'VITE_ASTER_API_URL',
  defaultUrl: 'https://fapi.asterdex.com',
  // BTCUSDT, 1000PEPEUSDT, and the USD1 and USDC margined BTCUSD1, BTCUSDC.
  symbols: { quote: /^(.+?)(?:USDT|USDC|USD1|USD)$/ },
  fees: {
    taker: 0.00035,
    maker: 0.0001,
    source:
      "ccxt's aster.ts `fees.trading` (taker 0.00035, maker 0.0001); Aster's VIP programme announcement puts its best " +
      'tier\'s 2.5 bps taker "over 28 % below the base rate", which is these 3.5 bps',
  },
  budget: {
    limit: 2_400,
    windowMs: 60_000,
    unit: 'weight',
    scope: 'per IP',
    source:
      'Aster Futures API v3 docs (asterdex/api-docs), "LIMITS": REQUEST_WEIGHT 2,400 a minute per IP; each ' +
      "endpoint's page gives its weight (ticker/24hr for every symbol: 40; depth up to 50 levels 2, up to 100 levels 5: the book reader asks for 100)",
    calls: {
      premiumIndex: { weight: 1 },
      fundingInfo: { weight: 1 },
      'ticker/24hr': { weight: 40 },
      fundingRate: { weight: 1 },
      depth: { weight: 5 },
    },
    retryHint: 'retry-after',
  },
  account: { address: 'evm' },
  proxyProbe: { method: 'GET', path: '/fapi/v3/fundingInfo' },
  demo: {
    markets: 'BTC ETH SOL HYPE XRP DOGE SUI AVAX LINK ARB WIF ENA BNB ASTER PEPE SHIB'.split(' '),
    lots: { PEPE: 1_000, SHIB: 1_000 },
  },
});
