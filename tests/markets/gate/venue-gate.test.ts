import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateOf } from '../../../src/markets/gate/gates';
import { VenueGate, type ReadPriority } from '../../../src/markets/gate/venue-gate';
import { spacingMs } from '../../../src/markets/model/gate-ledger';
import type { VenueBudget } from '../../../src/markets/model/venue-budget';
import { lighterFacts } from '../../../src/markets/venues/lighter/facts';
import { pacificaFacts } from '../../../src/markets/venues/pacifica/facts';
import { asterFacts } from '../../../src/markets/venues/aster/facts';

afterEach(() => {
  vi.useRealTimers();
});

const ONE = { upTo: 1 };
const nothing = () => Promise.resolve(null);

/** Asks the gate for a read of weight 1 and notes when it was let through (ms after `start`). */
function read(gate: VenueGate, priority: ReadPriority, started: string[], name: string, signal?: AbortSignal) {
  return gate.pass({ priority, signal, tag: name }, ONE, () => {
    started.push(name);
    return nothing();
  });
}

describe("a venue's gate: a table's history cells", () => {
  it('start their spacing apart, in the order asked; another venue or another app has a gate of its own', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const lighter = gateOf(client, lighterFacts);
    const spacing = spacingMs(lighterFacts.budget, 1);
    const start = Date.now();
    const at: number[] = [];
    const reads = [0, 1, 2].map(() =>
      lighter.pass({ priority: 'cells' }, ONE, () => nothing().then(() => at.push(Date.now() - start))),
    );
    // Another venue's gate, and the same venue's in another app, let theirs go at once.
    await gateOf(client, asterFacts).pass({ priority: 'cells' }, ONE, nothing);
    await gateOf(new QueryClient(), lighterFacts).pass({ priority: 'cells' }, ONE, nothing);
    expect(Date.now()).toBe(start);
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(reads);
    expect(at[0]).toBe(0);
    for (const index of [1, 2]) {
      const gap = (at[index] ?? Number.NaN) - (at[index - 1] ?? Number.NaN);
      expect(gap).toBeGreaterThanOrEqual(spacing);
      expect(gap).toBeLessThan(spacing + 2);
    }
    expect(gateOf(client, lighterFacts)).toBe(lighter);
  });

  it('gives up a wait when the screen goes away, and a read still on screen moves up', async () => {
    vi.useFakeTimers();
    const gate = new VenueGate(lighterFacts.budget);
    const started: string[] = [];
    await read(gate, 'cells', started, 'first');
    const away = new AbortController();
    const gone = read(gate, 'cells', started, 'scrolled away', away.signal).catch((error: unknown) => error);
    const still = read(gate, 'cells', started, 'still on screen');
    expect(gate.waiting()).toBe(2);
    away.abort();
    await expect(gone).resolves.toMatchObject({ kind: 'canceled' });
    expect(gate.waiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(Math.ceil(spacingMs(lighterFacts.budget, 1)));
    await still;
    expect(started).toEqual(['first', 'still on screen']);
    const aborted = new AbortController();
    aborted.abort();
    await expect(read(gate, 'cells', started, 'never', aborted.signal)).rejects.toMatchObject({ kind: 'canceled' });
  });

  it("put the pair the user opened (focus) and the venue's live figures ahead of the table's cells", async () => {
    vi.useFakeTimers();
    const gate = new VenueGate(pacificaFacts.budget);
    const started: string[] = [];
    await read(gate, 'cells', started, 'first');
    const reads = [
      read(gate, 'cells', started, 'cell'),
      read(gate, 'live', started, 'prices'),
      read(gate, 'focus', started, 'pair'),
    ];
    await vi.advanceTimersByTimeAsync(30_000);
    await Promise.all(reads);
    expect(started).toEqual(['first', 'prices', 'pair', 'cell']);
  });

  it('hurries a read a cell queued first once the pair view shows the same market, until it closes', async () => {
    vi.useFakeTimers();
    const gate = new VenueGate(pacificaFacts.budget);
    const started: string[] = [];
    await read(gate, 'cells', started, 'first');
    const reads = [read(gate, 'cells', started, 'ETH'), read(gate, 'cells', started, 'BTC')];
    const stop = gate.hurry('BTC');
    // Its next page (or its next read) goes ahead as well while the pair view is open.
    reads.push(read(gate, 'cells', started, 'SOL'), read(gate, 'cells', started, 'BTC'));
    stop();
    stop();
    reads.push(read(gate, 'cells', started, 'BTC'));
    await vi.advanceTimersByTimeAsync(60_000);
    await Promise.all(reads);
    expect(started).toEqual(['first', 'BTC', 'BTC', 'ETH', 'SOL', 'BTC']);
  });
});

it('reads the rows below the fold after those on screen, and lifts one that comes on screen, never lowering one', async () => {
  vi.useFakeTimers();
  const gate = new VenueGate(pacificaFacts.budget);
  const started: string[] = [];
  await read(gate, 'background', started, 'first');
  const reads = [
    read(gate, 'background', started, 'XRP'),
    read(gate, 'background', started, 'DOGE'),
    read(gate, 'background', started, 'SUI'),
    read(gate, 'cells', started, 'ETH'),
  ];
  // SUI scrolls on screen: it goes with the cells on screen, in the order asked among them, and so does its next page.
  const seen = gate.lift('SUI', 'cells');
  reads.push(read(gate, 'background', started, 'SUI'));
  // A lift to a lower priority than a read's own changes nothing: the pair view's read stays first.
  const low = gate.lift('BTC', 'background');
  reads.push(read(gate, 'focus', started, 'BTC'));
  seen();
  seen();
  low();
  // Once off screen again, its later reads wait with the other background ones.
  reads.push(read(gate, 'background', started, 'SUI'));
  await vi.advanceTimersByTimeAsync(120_000);
  await Promise.all(reads);
  expect(started).toEqual(['first', 'BTC', 'SUI', 'ETH', 'SUI', 'XRP', 'DOGE', 'SUI']);
});

it('spreads the background reads over the budget like the cells on screen', async () => {
  vi.useFakeTimers();
  const gate = new VenueGate(lighterFacts.budget);
  const spacing = spacingMs(lighterFacts.budget, 1);
  const start = Date.now();
  const at: number[] = [];
  const reads = [0, 1].map(() =>
    gate.pass({ priority: 'background' }, ONE, () => nothing().then(() => at.push(Date.now() - start))),
  );
  await vi.advanceTimersByTimeAsync(10_000);
  await Promise.all(reads);
  expect((at[1] ?? Number.NaN) - (at[0] ?? Number.NaN)).toBeGreaterThanOrEqual(spacing);
});

describe("a venue's gate: its budget", () => {
  const budget: VenueBudget = { ...lighterFacts.budget, limit: 10, windowMs: 60_000 };

  it('lets live reads go at once while the window has room, then holds them until the oldest leave it', async () => {
    vi.useFakeTimers();
    const gate = new VenueGate(budget);
    const start = Date.now();
    const at: number[] = [];
    // 90 % of 10 is 9 a minute: the tenth waits for the first to leave the window.
    const reads = Array.from({ length: 10 }, () =>
      gate.pass({ priority: 'live' }, ONE, () => nothing().then(() => at.push(Date.now() - start))),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(gate.spent()).toBe(9);
    await vi.advanceTimersByTimeAsync(60_000);
    await Promise.all(reads);
    expect(at[9]).toBe(60_000);
  });

  it('counts a reply that weighs less than a full page as what it held', async () => {
    vi.useFakeTimers();
    const gate = new VenueGate({ ...budget, limit: 100 });
    await gate.pass({ priority: 'live' }, { upTo: 45, of: (reply: number[]) => 20 + reply.length }, () =>
      Promise.resolve([1, 2, 3]),
    );
    expect(gate.spent()).toBe(23);
    // A reply can never be counted above what the gate let through.
    await gate.pass({ priority: 'live' }, { upTo: 5, of: () => 50 }, nothing);
    expect(gate.spent()).toBe(28);
  });

  it('lets a read heavier than the whole budget go once the window is empty, rather than never', async () => {
    vi.useFakeTimers();
    const gate = new VenueGate(budget);
    await gate.pass({ priority: 'live' }, ONE, nothing);
    const start = Date.now();
    let at = -1;
    const heavy = gate.pass({ priority: 'live' }, { upTo: 50 }, () => nothing().then(() => (at = Date.now() - start)));
    await vi.advanceTimersByTimeAsync(60_000);
    await heavy;
    expect(at).toBe(60_000);
  });
});
