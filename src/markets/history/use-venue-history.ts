import { useQuery } from '@tanstack/react-query';
import type { MarketQuote } from '../model/market';
import type { VenueId } from '../model/venues';
import { venueHistoryQuery, type HistoryDepth, type VenueHistory } from './venue-history';

/**
 * A market's history on a venue over the last `days`, while the caller shows it (`enabled`: on screen). Undefined
 * while it is first read.
 */
export function useVenueHistory(
  venue: VenueId,
  base: string,
  quote: MarketQuote | undefined,
  enabled = true,
  days: HistoryDepth = 7,
  /** Ahead of the venue's queue: the pair the user opened, rather than a table cell. */
  first = false,
): VenueHistory | undefined {
  const query = venueHistoryQuery(venue, base, quote, days, { first });
  return useQuery({ ...query, enabled: enabled && query.enabled !== false }).data;
}
