import { defineFacts } from '../../model/venue-facts.ts';

/** Lighter: what it is, as data (venue.ts adds its readers). */
export const lighterFacts = defineFacts({
  id: 'lighter',
  name: 'Lighter',
  envKey: 'VITE_LIGHTER_API_URL',
  defaultUrl: 'https://mainnet.zklighter.elliot.ai',
  symbols: { quote: /^([^-_/]+)(?:[-_/](?:USDC?|USDT|PERP))*$/ },
  fees: {
    taker: 0,
    maker: 0,
    source:
      'Lighter API docs, "Account Types": a Standard account (the default) pays 0 % maker and 0 % taker (a Premium ' +
      'account trades faster for 0.028 % taker, 0.004 % maker: a user on it overrides these)',
  },
  budget: {
    limit: 60,
    windowMs: 60_000,
    unit: 'requests',
    scope: 'per IP',
    source:
      'Lighter API docs, "Rate Limits": a Standard account, which every key-less caller is, may send 60 requests a ' +
      'rolling minute, not weighted (the heavy endpoints it caps lower are none of these)',
    calls: {
      'funding-rates': { weight: 1 },
      orderBookDetails: { weight: 1 },
      fundings: { weight: 1 },
      account: { weight: 1 },
      orderBookOrders: { weight: 1 },
    },
    retryHint: 'retry-after',
  },
  account: { address: 'evm' },
  proxyProbe: { method: 'GET', path: '/api/v1/funding-rates' },
  demo: {
    markets: 'BTC ETH SOL HYPE XRP DOGE SUI LINK ENA TRUMP FARTCOIN BNB PEPE BONK'.split(' '),
    lots: { PEPE: 1_000, BONK: 1_000 },
  },
});
