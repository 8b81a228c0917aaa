import { defineFacts } from '../../model/venue-facts.ts';

/** Pacifica: what it is, as data (venue.ts adds its readers). */
export const pacificaFacts = defineFacts({
  id: 'pacifica',
  name: 'Pacifica',
  envKey: 'VITE_PACIFICA_API_URL',
  defaultUrl: 'https://api.pacifica.fi',
  symbols: { quote: /^([^-_/]+)(?:[-_/](?:USDC?|USDT|PERP))*$/ },
  fees: {
    taker: 0.0004,
    maker: 0.00015,
    source:
      'Pacifica docs, "Trading Fees", tier 1 (as ccxt\'s pacifica.ts `fees.swap` carries it): 0.04 % taker, 0.015 % maker',
  },
  budget: {
    limit: 100,
    windowMs: 60_000,
    unit: 'credits',
    scope: 'per IP',
    source:
      'Pacifica API docs, "Rate limits": 100 credits a rolling minute for an unidentified IP, a standard request 1, a ' +
      "heavy GET 3–12; which GETs are heavy, from ccxt's pacifica.ts (trades/history 12, the others here 1)",
    calls: {
      'info/prices': { weight: 1 },
      'funding_rate/history': { weight: 1 },
      account: { weight: 1 },
      positions: { weight: 1 },
      'trades/history': { weight: 12 },
      'funding/history': { weight: 1 },
      book: { weight: 1 },
    },
    retryHint: 'ratelimit',
  },
  // Pacifica runs on Solana: an account is a Solana wallet, which also holds a cash-and-carry's spot leg.
  account: { address: 'solana', walletHoldsSpot: true },
  proxyProbe: { method: 'GET', path: '/api/v1/info/prices' },
  demo: {
    markets: 'BTC ETH SOL HYPE DOGE WIF ENA TRUMP FARTCOIN BONK'.split(' '),
    lots: { BONK: 1_000 },
  },
});
