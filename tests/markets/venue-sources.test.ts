// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { configuredSources, sourceOf, sourcesFromProxy } from '../../src/markets/venue-sources';
import { VENUES } from '../../src/markets/model/venues';
import { VENUE_URLS } from '../../src/markets/venue-sources';

describe('where each venue is read', () => {
  it('is, in the demo without a proxy, every venue simulated at its configured address', () => {
    const sources = configuredSources();
    for (const venue of VENUES) expect(sources[venue]).toEqual({ kind: 'simulated', baseUrl: VENUE_URLS[venue] });
  });

  it("follows the dev server's answer: a venue it reaches through its proxy, live; the others simulated", () => {
    const sources = sourcesFromProxy(
      {
        venues: {
          hyperliquid: { live: true, path: '/__venue-proxy/hyperliquid/' },
          lighter: { live: false, path: '/__venue-proxy/lighter' },
        },
      },
      'http://127.0.0.1:5173',
      configuredSources(),
    );
    expect(sources.hyperliquid).toEqual({ kind: 'live', baseUrl: 'http://127.0.0.1:5173/__venue-proxy/hyperliquid' });
    expect(sources.lighter).toEqual({ kind: 'simulated', baseUrl: VENUE_URLS.lighter });
    expect(sources.aster?.kind).toBe('simulated');
  });

  it('stays as configured when the answer is not one, or points off this origin', () => {
    const configured = configuredSources();
    expect(sourcesFromProxy('<html>', 'http://x', configured)).toBe(configured);
    expect(
      sourcesFromProxy({ venues: { aster: { live: true, path: 'https://evil.example/' } } }, 'http://x', configured),
    ).toBe(configured);
  });

  it('is asked once and kept (under the tests: simulated, nothing asked)', async () => {
    const client = new QueryClient();
    expect(await sourceOf(client, 'aster')).toEqual({ kind: 'simulated', baseUrl: VENUE_URLS.aster });
  });
});
