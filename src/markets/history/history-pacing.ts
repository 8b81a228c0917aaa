import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import type { VenueId } from '../model/venues';

/**
 * The least time between two history requests to one venue, well inside what each venue publishes (the market-data
 * poller's own reads share the same limits):
 * - Hyperliquid: 1,200 weight a minute per IP; fundingHistory weighs 20, plus 1 per 20 rows (a full page of 500: 45),
 *   so at most ~26 pages a minute. One every 3 s is 20.
 * - Aster: 2,400 request weight a minute per IP; fundingRate weighs 1. One every 0.5 s.
 * - Lighter: 60 requests a rolling minute for a standard (key-less) caller, of which the market data takes 12. One
 *   every 2.5 s is 24 more.
 * - EdgeX: no published limit found; one a second.
 * - Pacifica: 100 credits a minute per unidentified IP, a heavy GET costing up to 12; the prices poll takes 6. One
 *   every 8 s is at most 90.
 * - Backpack: no published public limit (ccxt paces it at 20 a second); one every 0.5 s.
 */
export const HISTORY_SPACING_MS: Readonly<Record<VenueId, number>> = {
  hyperliquid: 3_000,
  aster: 500,
  lighter: 2_500,
  edgex: 1_000,
  pacifica: 8_000,
  backpack: 500,
};

interface Waiter {
  go: () => void;
  /** The read it is for (its query hash), so that the pair view can hurry it. */
  tag: string | undefined;
}

/** One venue's queue of history reads, for one app: when the last one started, and who waits. */
interface Gate {
  lastStart: number;
  waiting: Waiter[];
  timer: ReturnType<typeof setTimeout> | null;
  /** The reads the pair view waits for: they go ahead of the table's, queued before or after it asked. */
  hurried: Map<string, number>;
}

const gates = new WeakMap<QueryClient, Map<VenueId, Gate>>();

function gateOf(client: QueryClient, venue: VenueId): Gate {
  const byVenue = gates.get(client) ?? new Map<VenueId, Gate>();
  gates.set(client, byVenue);
  const gate = byVenue.get(venue) ?? {
    lastStart: Number.NEGATIVE_INFINITY,
    waiting: [],
    timer: null,
    hurried: new Map<string, number>(),
  };
  byVenue.set(venue, gate);
  return gate;
}

/** Lets the first waiter go once the venue's spacing since the last start has passed, and so on down the queue. */
function pump(gate: Gate, venue: VenueId): void {
  if (gate.timer !== null || gate.waiting.length === 0) return;
  const wait = gate.lastStart + HISTORY_SPACING_MS[venue] - Date.now();
  if (wait > 0) {
    gate.timer = setTimeout(() => {
      gate.timer = null;
      pump(gate, venue);
    }, wait);
    return;
  }
  const next = gate.waiting.shift();
  gate.lastStart = Date.now();
  next?.go();
  pump(gate, venue);
}

/**
 * Waits for the venue's next free slot: requests to one venue start at least its spacing apart, however many cells
 * ask at once, in the order they asked. Kept per QueryClient, like the pollers, so that two apps (or two tests) never
 * share a queue. A wait given up (the cell scrolled away, the panel closed) leaves the queue and costs the venue
 * nothing: the markets still on screen move up.
 */
export function paceHistory(
  client: QueryClient,
  venue: VenueId,
  signal?: AbortSignal,
  { first = false, tag }: { first?: boolean; tag?: string } = {},
): Promise<void> {
  if (signal?.aborted) return Promise.reject(new ApiError({ kind: 'canceled' }));
  const gate = gateOf(client, venue);
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      tag,
      go: () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      },
    };
    function leave() {
      const index = gate.waiting.indexOf(waiter);
      if (index >= 0) gate.waiting.splice(index, 1);
      reject(new ApiError({ kind: 'canceled' }));
    }
    signal?.addEventListener('abort', leave, { once: true });
    // The pair the user chose goes ahead of the table's cells: it is what they are looking at now.
    if (first || (tag !== undefined && gate.hurried.has(tag))) gate.waiting.unshift(waiter);
    else gate.waiting.push(waiter);
    pump(gate, venue);
  });
}

/**
 * Puts a read ahead of the venue's queue while the pair view shows it: a table cell may have asked for the same
 * market first (the 30-day view), and the pair view then waits on that read, queued behind the table's. The
 * function returned ends it.
 */
export function hurryHistory(client: QueryClient, venue: VenueId, tag: string): () => void {
  const gate = gateOf(client, venue);
  gate.hurried.set(tag, (gate.hurried.get(tag) ?? 0) + 1);
  const queued = gate.waiting.filter((waiter) => waiter.tag === tag);
  gate.waiting = [...queued, ...gate.waiting.filter((waiter) => waiter.tag !== tag)];
  return () => {
    const count = (gate.hurried.get(tag) ?? 1) - 1;
    if (count > 0) gate.hurried.set(tag, count);
    else gate.hurried.delete(tag);
  };
}
