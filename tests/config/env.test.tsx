import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigErrorPage } from '../../src/app/config-error-page';
import {
  DEFAULT_SOLANA_RPC_URL,
  DEFAULT_VALUATION_URL,
  DEMO_PROVIDER_URL,
  parseEnv,
  VENUE_ENDPOINTS,
} from '../../src/config/env';
import { resolveApiMode } from '../../src/config/api-mode';

describe('configuration', () => {
  it('runs the demo when no provider is configured', () => {
    const result = parseEnv({});
    expect(result).toMatchObject({
      ok: true,
      env: {
        apiMode: 'demo',
        providerUrl: DEMO_PROVIDER_URL,
        poolApiUrl: `${DEMO_PROVIDER_URL}/api/pool`,
        apiKey: 'demo-key',
        valuationUrl: DEFAULT_VALUATION_URL,
        productName: 'PoolBot',
        providerName: 'Nimbus Pool',
        socialUrl: 'https://x.com',
        demoLatency: 'realistic',
      },
    });
  });

  it('lets the demo answer at once, and never refuses a configuration for its latency', () => {
    expect(parseEnv({ VITE_DEMO_LATENCY: 'none' })).toMatchObject({ ok: true, env: { demoLatency: 'none' } });
    expect(parseEnv({ VITE_DEMO_LATENCY: 'off' })).toMatchObject({ ok: true, env: { demoLatency: 'realistic' } });
    const live = { VITE_PROVIDER_URL: 'https://p.example', VITE_LIVE_FEED_URL: 'wss://f.example' };
    expect(parseEnv({ ...live, VITE_DEMO_LATENCY: 'Realistic' })).toMatchObject({ ok: true, env: { apiMode: 'live' } });
  });

  it('is live with a provider URL, derives the pool URL and drops trailing slashes', () => {
    const result = parseEnv({
      VITE_PROVIDER_URL: 'https://api.provider.example/',
      VITE_LIVE_FEED_URL: 'wss://feed.provider.example/live',
      VITE_API_KEY: 'k',
      VITE_PRODUCT_NAME: '  ',
    });
    expect(result).toMatchObject({
      ok: true,
      env: {
        apiMode: 'live',
        providerUrl: 'https://api.provider.example',
        poolApiUrl: 'https://api.provider.example/api/pool',
        liveFeedUrl: 'wss://feed.provider.example/live',
        apiKey: 'k',
        productName: 'PoolBot',
      },
    });
  });

  it('names every required variable a live build lacks', () => {
    expect(parseEnv({ VITE_API_MODE: 'live' })).toEqual({
      ok: false,
      problems: [
        { variable: 'VITE_PROVIDER_URL', reason: 'missing' },
        { variable: 'VITE_LIVE_FEED_URL', reason: 'missing' },
      ],
    });
  });

  it.each([
    ['VITE_PROVIDER_URL', 'ftp://files.example'],
    ['VITE_LIVE_FEED_URL', 'https://not-a-socket.example'],
    ['VITE_API_MODE', 'staging'],
    ['VITE_SOCIAL_URL', 'javascript:alert(1)'],
  ])('refuses an invalid %s', (variable, value) => {
    expect(
      parseEnv({ VITE_PROVIDER_URL: 'https://p.example', VITE_LIVE_FEED_URL: 'wss://f.example', [variable]: value }),
    ).toEqual({
      ok: false,
      problems: [{ variable, reason: 'invalid' }],
    });
  });

  it('lets VITE_API_MODE force the demo even with a provider URL', () => {
    expect(resolveApiMode({ VITE_API_MODE: 'demo', VITE_PROVIDER_URL: 'https://p.example' })).toBe('demo');
    expect(resolveApiMode({ VITE_PROVIDER_URL: 'https://p.example' })).toBe('live');
    expect(resolveApiMode({ VITE_PROVIDER_URL: ' ' })).toBe('demo');
  });

  it('reads every venue from its public host by default, in the demo and live alike', () => {
    const expected = {
      venueUrls: {
        hyperliquid: 'https://api.hyperliquid.xyz',
        aster: 'https://fapi.asterdex.com',
        lighter: 'https://mainnet.zklighter.elliot.ai',
        edgex: 'https://pro.edgex.exchange',
        pacifica: 'https://api.pacifica.fi',
        backpack: 'https://api.backpack.exchange',
      },
      solanaRpcUrl: 'https://api.mainnet-beta.solana.com',
    };
    expect(Object.fromEntries(VENUE_ENDPOINTS.map((venue) => [venue.id, venue.defaultUrl]))).toEqual(
      expected.venueUrls,
    );
    expect(DEFAULT_SOLANA_RPC_URL).toBe(expected.solanaRpcUrl);
    expect(parseEnv({})).toMatchObject({ ok: true, env: expected });
    const live = { VITE_PROVIDER_URL: 'https://p.example', VITE_LIVE_FEED_URL: 'wss://f.example' };
    expect(parseEnv(live)).toMatchObject({ ok: true, env: expected });
  });

  it('lets each venue and the Solana node point elsewhere (a proxy, the mock server), without a trailing slash', () => {
    const result = parseEnv({
      VITE_HYPERLIQUID_API_URL: 'http://127.0.0.1:8787/venues/hyperliquid/',
      VITE_ASTER_API_URL: 'https://proxy.example/aster',
      VITE_LIGHTER_API_URL: 'https://proxy.example/lighter',
      VITE_EDGEX_API_URL: 'https://proxy.example/edgex',
      VITE_PACIFICA_API_URL: 'https://proxy.example/pacifica',
      VITE_BACKPACK_API_URL: ' https://proxy.example/backpack ',
      VITE_SOLANA_RPC_URL: 'https://rpc.example/',
    });
    expect(result).toMatchObject({
      ok: true,
      env: {
        venueUrls: {
          hyperliquid: 'http://127.0.0.1:8787/venues/hyperliquid',
          aster: 'https://proxy.example/aster',
          lighter: 'https://proxy.example/lighter',
          edgex: 'https://proxy.example/edgex',
          pacifica: 'https://proxy.example/pacifica',
          backpack: 'https://proxy.example/backpack',
        },
        solanaRpcUrl: 'https://rpc.example',
      },
    });
  });

  it.each([...VENUE_ENDPOINTS.map((venue) => venue.envKey), 'VITE_SOLANA_RPC_URL'])(
    'refuses %s unless it is an http(s) URL',
    (variable) => {
      for (const value of ['wss://socket.example', 'javascript:alert(1)', 'not a url']) {
        expect(parseEnv({ [variable]: value })).toEqual({ ok: false, problems: [{ variable, reason: 'invalid' }] });
      }
    },
  );

  it('shows a page that names what is missing instead of a blank screen', () => {
    render(<ConfigErrorPage problems={[{ variable: 'VITE_LIVE_FEED_URL', reason: 'missing' }]} />);
    expect(screen.getByRole('heading', { name: /configuration is incomplete/ })).toBeInTheDocument();
    expect(screen.getByText('VITE_LIVE_FEED_URL is missing')).toBeInTheDocument();
  });
});
