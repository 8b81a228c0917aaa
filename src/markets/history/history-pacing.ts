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

const nextFree = new WeakMap<QueryClient, Map<VenueId, number>>();

/**
 * Waits for the venue's next free slot and takes it: requests to one venue start at least its spacing apart, however
 * many cells ask at once (they queue in the order they asked). Kept per QueryClient, like the pollers, so that two
 * apps (or two tests) never share a queue. A wait given up (the screen went away) still spends its slot: erring on
 * the side of asking the venue less.
 */
export function paceHistory(client: QueryClient, venue: VenueId, signal?: AbortSignal): Promise<void> {
  const byVenue = nextFree.get(client) ?? new Map<VenueId, number>();
  nextFree.set(client, byVenue);
  const now = Date.now();
  const slot = Math.max(now, byVenue.get(venue) ?? 0);
  byVenue.set(venue, slot + HISTORY_SPACING_MS[venue]);
  const wait = slot - now;
  if (signal?.aborted) return Promise.reject(new ApiError({ kind: 'canceled' }));
  if (wait <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, wait);
    function cancel() {
      clearTimeout(timer);
      reject(new ApiError({ kind: 'canceled' }));
    }
    signal?.addEventListener('abort', cancel, { once: true });
  });
}
