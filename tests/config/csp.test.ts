// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, serviceUrlsOf } from '../../src/config/csp';
import { parseEnv } from '../../src/config/parse-env';

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
    ]);
    expect(directives(contentSecurityPolicy(serviceUrlsOf(null), 'meta')).get('connect-src')).toEqual(["'self'"]);
  });
});
