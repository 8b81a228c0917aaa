import { hashKey, queryOptions } from '@tanstack/react-query';
import { asApiError, type ApiError } from '../../lib/api-error';
import { marketKeys } from '../market-keys';
import { HOUR_MS, normaliseSettlements, type FundingPoint } from '../model/funding-history';
import type { MarketQuote } from '../model/market';
import { gateOf } from '../gate/gates';
import { definitionOf } from '../live/refresh-venue';
import { spacingMs } from '../model/gate-ledger';
import { itemWeight, type CallWeight } from '../model/venue-budget';
import type { BuiltInVenueId, VenueId } from '../model/venues';
import { VENUE_LIST } from '../venues/venue-list';
import { BUILT_IN_REGISTRY, type VenueRegistry } from '../venue-registry';
import { sourceOf } from '../venue-sources';
import type { Passage } from '../venues/shared/passage';

/**
 * How far back a history is read: a week for the table's 24-hour and 7-day figures (one page on every venue), a month
 * for its 30-day averages and the pair view. Two reads, so that the week everyone looks at costs a venue as little as
 * possible.
 */
export const HISTORY_DEPTHS = [7, 30] as const;
export type HistoryDepth = (typeof HISTORY_DEPTHS)[number];
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
export function historyHash(venue: VenueId, base: string, depth: HistoryDepth): string {
  const id = `${venue}\n${base}\n${depth}`;
  const known = hashes.get(id);
  if (known !== undefined) return known;
  const hash = hashKey(marketKeys.history(venue, base, depth));
  hashes.set(id, hash);
  return hash;
}

/**
 * One market's funding history on one venue. It never fails as a query: a read that failed is a history with a
 * problem (and no points), so that it is not read again before HISTORY_REFRESH_MS, like a good one.
 */
export interface VenueHistory {
  venue: VenueId;
  base: string;
  /** Oldest first, hourly rates (see model/funding-history.ts). */
  points: FundingPoint[];
  /** Rows or settlements left out because they made no sense. */
  dropped: number;
  /** When it was read (ms since the epoch): averages are of the hours before it. */
  readAt: number;
  /** Why there is no history: the venue failed or answered something else than its history. */
  problem: ApiError | null;
}

export interface HistoryReadOptions {
  baseUrl: string;
  days?: HistoryDepth;
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
  { baseUrl, days = 30, signal, now = Date.now, pass, venues }: HistoryReadOptions,
): Promise<VenueHistory> {
  const { venue, base } = quote;
  const start = now();
  try {
    const read = await definitionOf(venue, venues).history({
      baseUrl,
      market: { symbol: quote.symbol, marketId: quote.marketId, fundingIntervalHours: quote.fundingIntervalHours },
      since: start - days * 24 * HOUR_MS,
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
 * A market's history on a venue as a query: read when a cell or the pair view first shows it (only the markets on
 * screen), kept and shared, and read again at most every HISTORY_REFRESH_MS while something shows it (the history
 * book, or the pair view's keepFresh). Its requests wait in the venue's gate (gate/venue-gate.ts): a table cell's
 * behind the venue's live figures and spread over its budget, the pair view's (`first`) ahead of everything. `quote`
 * is the venue's market as the live data has it; without one there is nothing to read.
 */
export function venueHistoryQuery(
  venue: VenueId,
  base: string,
  quote: MarketQuote | undefined,
  days: HistoryDepth,
  { first = false, venues = BUILT_IN_REGISTRY }: { first?: boolean; venues?: VenueRegistry } = {},
) {
  return queryOptions({
    queryKey: marketKeys.history(venue, base, days),
    queryFn: async ({ signal, client }) => {
      if (!quote) throw new Error('no market to read');
      const definition = definitionOf(venue, venues);
      const { baseUrl } = await sourceOf(client, venue, venues);
      const tag = historyHash(venue, base, days);
      const pass = gateOf(client, definition).passage({ priority: first ? 'focus' : 'cells', signal, tag });
      return readVenueHistory(quote, { baseUrl, days, signal, pass, venues });
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
