// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/api-error';
import { fetchPublicJson } from '../../../src/lib/public-client';
import { gateOf } from '../../../src/markets/gate/gates';
import { VenueGate } from '../../../src/markets/gate/venue-gate';
import { venueFeedQuery } from '../../../src/markets/live/refresh-venue';
import { marketKeys } from '../../../src/markets/market-keys';
import { FIRST_BACKOFF_MS, MAX_BACKOFF_MS } from '../../../src/markets/model/gate-ledger';
import { retryDelayMs } from '../../../src/markets/model/venue-budget';
import { VENUE_URLS } from '../../../src/markets/venue-sources';
import { asterFacts } from '../../../src/markets/venues/aster/facts';
import { hyperliquidFacts } from '../../../src/markets/venues/hyperliquid/facts';
import { pacificaFacts } from '../../../src/markets/venues/pacifica/facts';
import { server } from '../../server';

afterEach(() => {
  vi.useRealTimers();
});

const ONE = { upTo: 1 };
const tooMany = (headers?: Record<string, string>) => new ApiError({ kind: 'http', status: 429, headers });
const refused = (error: ApiError) => () => Promise.reject(error);

/** When each of a gate's next reads goes, after one that was refused with `error` (ms after the refusal). */
async function nextReadAfter(gate: VenueGate, error: ApiError): Promise<number> {
  await expect(gate.pass({ priority: 'live' }, ONE, refused(error))).rejects.toBe(error);
  const refusedAt = Date.now();
  let at = -1;
  const next = gate.pass({ priority: 'live' }, ONE, () => Promise.resolve((at = Date.now() - refusedAt)));
  await vi.advanceTimersByTimeAsync(MAX_BACKOFF_MS + 1_000);
  await next;
  return at;
}

describe('a 429 slows its venue, and only it', () => {
  it("waits the venue's Retry-After (seconds or a date), then reads again", async () => {
    vi.useFakeTimers();
    // A whole second: an HTTP date has no milliseconds.
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12, 0, 0));
    expect(await nextReadAfter(new VenueGate(asterFacts.budget), tooMany({ 'retry-after': '7' }))).toBe(7_000);
    const date = new Date(Date.now() + 12_000).toUTCString();
    expect(await nextReadAfter(new VenueGate(asterFacts.budget), tooMany({ 'retry-after': date }))).toBe(12_000);
  });

  it("reads Pacifica's RateLimit header (t: seconds until its credits come back) before Retry-After", async () => {
    vi.useFakeTimers();
    const hint = { ratelimit: '"credits";r=0;t=32', 'retry-after': '5' };
    expect(await nextReadAfter(new VenueGate(pacificaFacts.budget), tooMany(hint))).toBe(32_000);
    // Another venue does not read that header: its Retry-After counts.
    expect(await nextReadAfter(new VenueGate(asterFacts.budget), tooMany(hint))).toBe(5_000);
  });

  it('without a hint (or with one that is no delay), waits 10 s, then twice as long at each 429 in a row', async () => {
    vi.useFakeTimers();
    const gate = new VenueGate(hyperliquidFacts.budget);
    const waits: number[] = [];
    for (const error of [tooMany(), tooMany({ 'retry-after': 'soon' }), tooMany(), null, tooMany(), null]) {
      const asked = Date.now();
      let done = false;
      void gate
        .pass({ priority: 'live' }, ONE, () => {
          waits.push(Date.now() - asked);
          return error ? Promise.reject(error) : Promise.resolve('ok');
        })
        .catch(() => 'refused')
        .finally(() => (done = true));
      // To the gate's next timer only, so that the next read is asked the moment this one ended.
      for (let step = 0; step < 5 && !done; step += 1) await vi.advanceTimersToNextTimerAsync();
    }
    // 10 s, 20 s, 40 s; an answer starts the waits over: 10 s again after the next 429.
    expect(waits).toEqual([0, 10_000, 20_000, 40_000, 0, 10_000]);
    expect(FIRST_BACKOFF_MS).toBe(10_000);
    expect(retryDelayMs('retry-after', { 'retry-after': String(24 * 3600) }, Date.now())).toBeNull();
  });

  it('holds every kind of read of the venue (history, accounts, books) while it waits; other failures slow nothing', async () => {
    vi.useFakeTimers();
    const gate = new VenueGate(hyperliquidFacts.budget);
    await expect(gate.pass({ priority: 'live' }, ONE, refused(tooMany({ 'retry-after': '20' })))).rejects.toThrow();
    const started: string[] = [];
    const reads = (['focus', 'live', 'cells'] as const).map((priority) =>
      gate.pass({ priority }, ONE, () => Promise.resolve(started.push(priority))),
    );
    await vi.advanceTimersByTimeAsync(19_999);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['focus', 'live']);
    // The table's cell, spread over the budget, a moment later.
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(reads);
    expect(started).toEqual(['focus', 'live', 'cells']);
    // A 503 is the venue being down, not a word about our pace: the next read goes at once.
    const down = new ApiError({ kind: 'http', status: 503 });
    await expect(gate.pass({ priority: 'live' }, ONE, refused(down))).rejects.toBe(down);
    const before = Date.now();
    await gate.pass({ priority: 'live' }, ONE, () => Promise.resolve(null));
    expect(Date.now()).toBe(before);
  });

  it("keeps a public host's retry hint with its error, and nothing else of its headers", async () => {
    server.use(
      http.get('https://venue.example/limited', () =>
        HttpResponse.json(
          { error: 'slow down' },
          { status: 429, headers: { 'Retry-After': '9', RateLimit: '"credits";r=0;t=9', 'Set-Cookie': 'a=b' } },
        ),
      ),
    );
    const error = await fetchPublicJson({ url: 'https://venue.example/limited' }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect((error as ApiError).headers).toEqual({ 'retry-after': '9', ratelimit: '"credits";r=0;t=9' });
  });

  it("through the app's queries: Aster's 429 delays Aster's next market-data read, Hyperliquid's goes at once", async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    let limited = true;
    server.use(
      http.get(`${VENUE_URLS.aster}/fapi/v3/premiumIndex`, () => {
        asked.push(`aster ${Date.now()}`);
        return limited ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '30' } }) : undefined;
      }),
    );
    const client = new QueryClient();
    const start = Date.now();
    const first = await client.query(venueFeedQuery('aster'));
    expect(first.problem).toMatchObject({ kind: 'http', status: 429 });
    limited = false;
    const again = client.refetchQueries({ queryKey: marketKeys.venue('aster') });
    const other = await client.query(venueFeedQuery('hyperliquid'));
    expect(other.problem).toBeNull();
    expect(Date.now() - start).toBeLessThan(1_000);
    expect(gateOf(client, asterFacts).waiting()).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(30_000);
    await again;
    expect(client.getQueryData(marketKeys.venue('aster'))).toMatchObject({ problem: null });
    expect(asked).toEqual([`aster ${start}`, `aster ${start + 30_000}`]);
    client.clear();
  });
});
