// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { env } from '../../src/config/env';
import { HISTORY_SPACING_MS, hurryHistory, paceHistory } from '../../src/markets/history/history-pacing';
import { configuredSources, sourceOf, sourcesFromProxy } from '../../src/markets/venue-sources';
import { VENUES } from '../../src/markets/model/venues';
import { vi } from 'vitest';

describe('where each venue is read', () => {
  it('is, in the demo without a proxy, every venue simulated at its configured address', () => {
    const sources = configuredSources();
    for (const venue of VENUES) expect(sources[venue]).toEqual({ kind: 'simulated', baseUrl: env.venueUrls[venue] });
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
    expect(sources.lighter).toEqual({ kind: 'simulated', baseUrl: env.venueUrls.lighter });
    expect(sources.aster.kind).toBe('simulated');
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
    expect(await sourceOf(client, 'aster')).toEqual({ kind: 'simulated', baseUrl: env.venueUrls.aster });
  });
});

describe('history reads to one venue', () => {
  it('start at least its spacing apart, in the order asked, per app', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const started: number[] = [];
    const start = Date.now();
    const reads = [0, 1, 2].map(() => paceHistory(client, 'lighter').then(() => started.push(Date.now() - start)));
    // Another venue, or another app, has a queue of its own.
    await paceHistory(client, 'aster');
    await paceHistory(new QueryClient(), 'lighter');
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(reads);
    expect(started).toEqual([0, HISTORY_SPACING_MS.lighter, 2 * HISTORY_SPACING_MS.lighter]);
  });

  it('gives up a wait when the screen goes away', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    await paceHistory(client, 'pacifica');
    const controller = new AbortController();
    const waiting = paceHistory(client, 'pacifica', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'canceled' });
    const aborted = new AbortController();
    aborted.abort();
    await expect(paceHistory(client, 'pacifica', aborted.signal)).rejects.toMatchObject({ kind: 'canceled' });
  });

  it('let a market still on screen move up when one that scrolled away gives up its wait', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const start = Date.now();
    await paceHistory(client, 'lighter');
    const away = new AbortController();
    const gone = paceHistory(client, 'lighter', away.signal).catch(() => 'gave up');
    let startedAt = -1;
    const still = paceHistory(client, 'lighter').then(() => (startedAt = Date.now() - start));
    away.abort();
    expect(await gone).toBe('gave up');
    await vi.advanceTimersByTimeAsync(10_000);
    await still;
    expect(startedAt).toBe(HISTORY_SPACING_MS.lighter);
  });

  it("put the pair the user opened ahead of the table's cells", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const order: string[] = [];
    await paceHistory(client, 'pacifica');
    const cell = paceHistory(client, 'pacifica').then(() => order.push('cell'));
    const pair = paceHistory(client, 'pacifica', undefined, { first: true }).then(() => order.push('pair'));
    await vi.advanceTimersByTimeAsync(3 * HISTORY_SPACING_MS.pacifica);
    await Promise.all([cell, pair]);
    expect(order).toEqual(['pair', 'cell']);
  });

  it('put a read a cell queued first ahead too, once the pair view shows the same market, and until it closes', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const order: string[] = [];
    await paceHistory(client, 'pacifica');
    const read = (tag: string) => paceHistory(client, 'pacifica', undefined, { tag }).then(() => order.push(tag));
    const reads = [read('ETH'), read('BTC')];
    const stop = hurryHistory(client, 'pacifica', 'BTC');
    // Its next page (or its next read) goes ahead as well while the pair view is open.
    reads.push(read('SOL'), read('BTC'));
    stop();
    reads.push(read('BTC'));
    await vi.advanceTimersByTimeAsync(6 * HISTORY_SPACING_MS.pacifica);
    await Promise.all(reads);
    expect(order).toEqual(['BTC', 'BTC', 'ETH', 'SOL', 'BTC']);
  });

  it('stay inside each venue’s published limit', () => {
    expect(HISTORY_SPACING_MS).toEqual({
      hyperliquid: 3_000,
      aster: 500,
      lighter: 2_500,
      edgex: 1_000,
      pacifica: 8_000,
      backpack: 500,
    });
  });
});
