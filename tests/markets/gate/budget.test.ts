// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountActivityQuery, accountBalanceQuery } from '../../../src/markets/accounts/use-venue-accounts';
import { dueEvery, keepFresh } from '../../../src/markets/gate/keep-fresh';
import { VenueGate, type ReadPriority } from '../../../src/markets/gate/venue-gate';
import { historyBookOf } from '../../../src/markets/history/history-book';
import { keepVenueFresh, venueFeedQuery } from '../../../src/markets/live/refresh-venue';
import { budgetCap, itemWeight, type CallWeight, type RequestWeight } from '../../../src/markets/model/venue-budget';
import type { VenueFacts } from '../../../src/markets/model/venue-facts';
import { VENUE_LIST } from '../../../src/markets/venues/venue-list';
import { pacificaFacts } from '../../../src/markets/venues/pacifica/facts';
import { DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { server } from '../../server';
import { quote } from '../quote-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

interface Start {
  at: number;
  weight: number;
}

/** The most any window of the budget's length held, over every request's start. */
function heaviestWindow(starts: readonly Start[], windowMs: number): number {
  let most = 0;
  for (const end of starts) {
    let total = 0;
    for (const start of starts) if (start.at > end.at - windowMs && start.at <= end.at) total += start.weight;
    most = Math.max(most, total);
  }
  return most;
}

/** Reads of the venue's own calls as the app makes them, at random times, priorities, reply sizes and latencies. */
const asks = (venue: VenueFacts) =>
  fc.array(
    fc.record({
      at: fc.integer({ min: 0, max: 120_000 }),
      call: fc.constantFrom(...Object.keys(venue.budget.calls)),
      priority: fc.constantFrom<ReadPriority>('focus', 'live', 'accounts', 'cells', 'cells'),
      items: fc.integer({ min: 0, max: 2_500 }),
      latency: fc.integer({ min: 0, max: 3_000 }),
    }),
    { maxLength: 120 },
  );

describe("a venue's gate keeps all of its reads inside the venue's budget", () => {
  it('whatever mix of market data, history and account reads arrives, at whatever times (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...VENUE_LIST).chain((venue) => fc.tuple(fc.constant(venue), asks(venue))),
        async ([venue, mix]) => {
          vi.useFakeTimers();
          const gate = new VenueGate(venue.budget);
          const starts: Start[] = [];
          const origin = Date.now();
          const done: Promise<unknown>[] = [];
          for (const ask of mix) {
            const calls: Readonly<Record<string, CallWeight>> = venue.budget.calls;
            const call = calls[ask.call];
            if (!call) continue;
            const weight: RequestWeight<number> = itemWeight(call, (items: number) => items);
            setTimeout(() => {
              done.push(
                gate.pass({ priority: ask.priority }, weight, async () => {
                  const start = { at: Date.now() - origin, weight: weight.upTo };
                  starts.push(start);
                  await new Promise((resolve) => setTimeout(resolve, ask.latency));
                  // What the reply held decides what it weighed (a short page weighs less).
                  start.weight = weight.of ? Math.min(weight.upTo, weight.of(ask.items)) : weight.upTo;
                  return ask.items;
                }),
              );
            }, ask.at);
          }
          await vi.advanceTimersByTimeAsync(60 * 60_000);
          await Promise.all(done);
          vi.useRealTimers();
          expect(starts).toHaveLength(done.length);
          expect(heaviestWindow(starts, venue.budget.windowMs)).toBeLessThanOrEqual(budgetCap(venue.budget));
          expect(budgetCap(venue.budget)).toBeLessThanOrEqual(venue.budget.limit);
        },
      ),
      { numRuns: 36 },
    );
  });

  it("Pacifica over three minutes: its market data, a busy account's reads and a screenful of history cells", async () => {
    vi.useFakeTimers();
    const weights = new Map(Object.entries(pacificaFacts.budget.calls).map(([call, { weight }]) => [call, weight]));
    const origin = Date.now();
    const starts: (Start & { call: string })[] = [];
    const onStart = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/api\/v1\//, '');
      if (!request.url.includes('pacifica')) return;
      starts.push({ at: Date.now() - origin, weight: weights.get(path) ?? Number.NaN, call: path });
    };
    server.events.on('request:start', onStart);
    const client = new QueryClient();
    const address = DEMO_VOLUME_BOT_ADDRESSES.pacifica;
    const releases = [
      keepVenueFresh(client, 'pacifica'),
      keepFresh(client, accountBalanceQuery({ venue: 'pacifica', address }).queryKey, dueEvery(30_000)),
      keepFresh(client, accountActivityQuery({ venue: 'pacifica', address }).queryKey, dueEvery(30_000)),
      historyBookOf(client).want(
        ['BTC', 'ETH', 'SOL', 'HYPE', 'DOGE', 'WIF', 'ENA', 'TRUMP', 'FARTCOIN', 'BONK'].map((base) => ({
          quote: quote('pacifica', base, 0.00001),
        })),
      ),
    ];
    // The queries exist once a panel shows them; keepFresh reads what is there.
    const noop = () => undefined;
    client.query(venueFeedQuery('pacifica')).catch(noop);
    client.query(accountBalanceQuery({ venue: 'pacifica', address })).catch(noop);
    client.query(accountActivityQuery({ venue: 'pacifica', address })).catch(noop);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    for (const release of releases) release();
    server.events.removeListener('request:start', onStart);
    client.clear();
    const calls = new Set(starts.map((start) => start.call));
    expect([...calls].sort()).toEqual(
      ['account', 'funding/history', 'funding_rate/history', 'info/prices', 'positions', 'trades/history'].sort(),
    );
    expect(starts.every((start) => Number.isFinite(start.weight))).toBe(true);
    expect(heaviestWindow(starts, 60_000)).toBeLessThanOrEqual(pacificaFacts.budget.limit);
    // Every history cell was read, and the market data kept its pace beside them.
    expect(starts.filter((start) => start.call === 'funding_rate/history').length).toBeGreaterThanOrEqual(10);
    expect(starts.filter((start) => start.call === 'info/prices').length).toBeGreaterThanOrEqual(15);
  });
});
