import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { asApiError } from '../../lib/api-error';
import { marketKeys } from '../market-keys';
import { HOUR_MS, normaliseSettlements } from '../model/funding-history';
import { KEPT_DAYS } from '../model/kept-history';
import type { MarketQuote } from '../model/market';
import { gateOf } from '../gate/gates';
import { definitionOf } from '../live/refresh-venue';
import { spacingMs } from '../model/gate-ledger';
import { itemWeight, type CallWeight } from '../model/venue-budget';
import type { BuiltInVenueId, VenueId } from '../model/venues';
import { VENUE_LIST } from '../venues/venue-list';
import { BUILT_IN_REGISTRY, type VenueRegistry } from '../venue-registry';
import { sourceOf, type VenueSourceKind } from '../venue-sources';
import type { VenueFacts } from '../model/venue-facts';
import type { Passage } from '../venues/shared/passage';
import { readKeptHistory } from './kept-read';
import { historyStoreOf } from './history-store';
import type { VenueHistory } from './history-type';

/** One market's funding history on one venue (history-type.ts). */
export type { VenueHistory };

/**
 * How far back a history is read: one read per venue-market serves every window cut from it (the table's 24 hours, 7
 * and 30 days, the pair view's chart), with a few days more than the longest so that a 30-day average still has its
 * whole month when the last hours are late.
 */
export const HISTORY_DAYS = KEPT_DAYS;
/** A venue-market's history is read at most once in this time, however many cells and panels show it. */
export const HISTORY_REFRESH_MS = 5 * 60_000;

/**
 * At most this long between two history reads of a built-in venue when its gate spreads a table's cells over its
 * budget: the share of the window its heaviest call stands for (gate/venue-gate.ts). A read waits no longer than
 * this behind the one before it, unless the venue's live figures or a 429 take the time.
 */
export const HISTORY_SPACING_MS = Object.fromEntries(
  VENUE_LIST.map(({ id, budget }) => {
    const calls: readonly CallWeight[] = Object.values(budget.calls);
    const heaviest = Math.max(...calls.map((call) => itemWeight(call, () => 0).upTo));
    return [id, Math.ceil(spacingMs(budget, heaviest))];
  }),
) as Readonly<Record<BuiltInVenueId, number>>;

const hashes = new Map<string, string>();

/**
 * The query-cache hash of a venue-market's history: what the history book, its cells and the venue's queue share.
 * Kept once worked out (a few thousand markets at most): every history cell asks for it on every render.
 */
export function historyHash(venue: VenueId, base: string): string {
  const id = `${venue}\n${base}`;
  const known = hashes.get(id);
  if (known !== undefined) return known;
  const hash = hashKey(marketKeys.history(venue, base));
  hashes.set(id, hash);
  return hash;
}

export interface HistoryReadOptions {
  baseUrl: string;
  /** How far back (HISTORY_DAYS unless said). */
  days?: number;
  /** From when, instead of `days`: what is new after a kept history (model/kept-history.ts). */
  since?: number;
  signal?: AbortSignal;
  now?: () => number;
  /** The venue's gate (straight through unless said: a read on its own, as the tests make). */
  pass?: Passage;
  /** The venues the market's venue is one of (the built-in ones unless said). */
  venues?: VenueRegistry;
}

/** Reads a market's last `days` of settlements on a venue; only a read cancelled by its caller throws. */
export async function readVenueHistory(
  quote: MarketQuote,
  { baseUrl, days = HISTORY_DAYS, since, signal, now = Date.now, pass, venues }: HistoryReadOptions,
): Promise<VenueHistory> {
  const { venue, base } = quote;
  const start = now();
  try {
    const read = await definitionOf(venue, venues).history({
      baseUrl,
      market: { symbol: quote.symbol, marketId: quote.marketId, fundingIntervalHours: quote.fundingIntervalHours },
      since: since ?? start - days * 24 * HOUR_MS,
      now: start,
      signal,
      pass,
    });
    const { points, dropped } = normaliseSettlements(read.settlements);
    return { venue, base, points, dropped: dropped + read.rejected, readAt: now(), problem: null };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { venue, base, points: [], dropped: 0, readAt: now(), problem: asApiError(error) };
  }
}

/**
 * How much faster than its published budget a simulated venue's history is read: the demo's venues are the app's own
 * mock handlers, which no published limit binds, and a first visit fills every row in seconds rather than minutes.
 * Their reads keep the gate's order (what is on screen first) in a gate of their own, apart from the real venue's.
 */
export const SIMULATED_HISTORY_SPEEDUP = 20;
/**
 * The unit tests read the demo's handlers as stand-ins for the real venues, and check the published pace: only a
 * demo app in a browser reads its simulated venues' histories faster.
 */
const SPEED_UP_SIMULATED = import.meta.env.MODE !== 'test';

function historyGate(client: QueryClient, definition: VenueFacts, kind: VenueSourceKind) {
  if (kind === 'live' || !SPEED_UP_SIMULATED) return gateOf(client, definition);
  const { budget } = definition;
  return gateOf(client, {
    id: `${definition.id}~simulated-history`,
    budget: { ...budget, limit: budget.limit * SIMULATED_HISTORY_SPEEDUP },
  });
}

/** Which gate a history's reads wait in (the venue's own; a simulated venue's history gate in the demo). */
export async function historyGateOf(client: QueryClient, venue: VenueId, venues: VenueRegistry = BUILT_IN_REGISTRY) {
  const definition = definitionOf(venue, venues);
  const { kind } = await sourceOf(client, venue, venues);
  return historyGate(client, definition, kind);
}

/**
 * A market's history on a venue as a query: read once for every window (HISTORY_DAYS), kept between visits
 * (kept-read.ts: a second visit shows the kept one at once and asks the venue only for what is new), shared, and read
 * again at most every HISTORY_REFRESH_MS while something shows it (the history book, or the pair view's keepFresh).
 * Its requests wait in the venue's gate (gate/venue-gate.ts): a table's at `background`, lifted to `cells` by the
 * book while its row is on screen, the pair view's (`first`) ahead of everything. `quote` is the venue's market as the
 * live data has it; without one there is nothing to read.
 */
export function venueHistoryQuery(
  venue: VenueId,
  base: string,
  quote: MarketQuote | undefined,
  { first = false, venues = BUILT_IN_REGISTRY }: { first?: boolean; venues?: VenueRegistry } = {},
) {
  return queryOptions({
    queryKey: marketKeys.history(venue, base),
    queryFn: async ({ signal, client }) => {
      if (!quote) throw new Error('no market to read');
      const definition = definitionOf(venue, venues);
      const key = marketKeys.history(venue, base);
      const read = async (since?: number) => {
        const { baseUrl, kind } = await sourceOf(client, venue, venues);
        const tag = historyHash(venue, base);
        const gate = historyGate(client, definition, kind);
        const pass = gate.passage({ priority: first ? 'focus' : 'background', signal, tag });
        return readVenueHistory(quote, { baseUrl, since, signal, pass, venues });
      };
      // The kept history first, before the venue's sources are known (the demo may still be asking its server).
      return readKeptHistory(quote, {
        read,
        store: historyStoreOf(client),
        cached: client.getQueryData<VenueHistory>(key),
        show: (history) => client.setQueryData(key, history),
      });
    },
    enabled: quote !== undefined,
    staleTime: HISTORY_REFRESH_MS,
    gcTime: 30 * 60_000,
    retry: false,
    // A history is settled hours: comparing a new read with the last, field by field, would walk 720 points for
    // nothing.
    structuralSharing: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
