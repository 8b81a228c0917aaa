import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, serviceUrlsOf } from '../../src/config/csp';
import { parseEnv } from '../../src/config/env';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

function liveEnv() {
  const result = parseEnv({
    VITE_PROVIDER_URL: 'https://api.provider.example/',
    VITE_POOL_API_URL: 'https://pool.provider.example:8443/api/pool',
    VITE_LIVE_FEED_URL: 'wss://feed.provider.example/live',
    VITE_VALUATION_URL: 'https://alt.example/graphql',
  });
  if (!result.ok) throw new Error('the test configuration should parse');
  return result.env;
}

describe('Content-Security-Policy', () => {
  it('lets the page connect only to its own origin and the configured services', () => {
    const policy = directives(contentSecurityPolicy(serviceUrlsOf(liveEnv()), 'meta'));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.provider.example',
      'https://pool.provider.example:8443',
      'wss://feed.provider.example',
      'https://alt.example',
      // The venues in the venue list's order (src/markets/venues/venue-list.ts).
      'https://fapi.asterdex.com',
      'https://api.pacifica.fi',
      'https://pro.edgex.exchange',
      'https://api.hyperliquid.xyz',
      'https://mainnet.zklighter.elliot.ai',
      'https://api.backpack.exchange',
      'https://api.mainnet-beta.solana.com',
    ]);
  });

  it('follows the venue and Solana variables, naming a host shared by several of them once', () => {
    const result = parseEnv({
      VITE_PROVIDER_URL: 'http://127.0.0.1:8787',
      VITE_LIVE_FEED_URL: 'ws://127.0.0.1:8787/feed',
      VITE_VALUATION_URL: 'http://127.0.0.1:8787/graphql',
      VITE_HYPERLIQUID_API_URL: 'http://127.0.0.1:8787/venues/hyperliquid',
      VITE_ASTER_API_URL: 'http://127.0.0.1:8787/venues/aster',
      VITE_LIGHTER_API_URL: 'http://127.0.0.1:8787/venues/lighter',
      VITE_EDGEX_API_URL: 'http://127.0.0.1:8787/venues/edgex',
      VITE_PACIFICA_API_URL: 'https://pacifica-proxy.example/api',
      VITE_BACKPACK_API_URL: 'http://127.0.0.1:8787/venues/backpack',
      VITE_SOLANA_RPC_URL: 'https://rpc.example:8899',
    });
    if (!result.ok) throw new Error('the test configuration should parse');
    expect(directives(contentSecurityPolicy(serviceUrlsOf(result.env), 'meta')).get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'ws://127.0.0.1:8787',
      'https://pacifica-proxy.example',
      'https://rpc.example:8899',
    ]);
  });

  it('runs scripts only from the app itself and never plugins', () => {
    const policy = directives(contentSecurityPolicy(serviceUrlsOf(liveEnv()), 'meta'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('img-src')).not.toContain('data:');
  });

  it('forbids framing only in the header form, which is the only one browsers honour for it', () => {
    const urls = serviceUrlsOf(liveEnv());
    expect(directives(contentSecurityPolicy(urls, 'header')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy(urls, 'meta')).has('frame-ancestors')).toBe(false);
  });

  it('names each host once and allows no connection at all when the configuration is broken', () => {
    const demo = parseEnv({});
    if (!demo.ok) throw new Error('the demo configuration should parse');
    const demoSources = directives(contentSecurityPolicy(serviceUrlsOf(demo.env), 'meta')).get('connect-src');
    expect(demoSources).toEqual([
      "'self'",
      'https://provider.demo.invalid',
      'wss://feed.demo.invalid',
      'https://alt-platform-server.production.internal.onlyalt.com',
      // The venues in the venue list's order (src/markets/venues/venue-list.ts).
      'https://fapi.asterdex.com',
      'https://api.pacifica.fi',
      'https://pro.edgex.exchange',
      'https://api.hyperliquid.xyz',
      'https://mainnet.zklighter.elliot.ai',
      'https://api.backpack.exchange',
      'https://api.mainnet-beta.solana.com',
    ]);
    expect(directives(contentSecurityPolicy(serviceUrlsOf(null), 'meta')).get('connect-src')).toEqual(["'self'"]);
  });
});
