import { useDeferredValue, useMemo } from 'react';
import type { MarketRow } from './model/board';
import { shownVenues } from './model/market-filter';
import type { VenueId } from './model/venues';
import { useMarketData, useUnavailableVenues, type MarketData } from './use-market-data';
import { useVenues } from './use-venues';

export interface MarketPanelData {
  /** The venues the user shows, in the usual order. */
  venues: VenueId[];
  data: MarketData;
  unavailable: ReadonlySet<VenueId>;
  /**
   * The markets, deferred: a refresh redraws the table in the background, in slices the browser can interrupt (each
   * venue's new figures would otherwise be one long task); clicks, typing and the venues' status are answered first.
   */
  board: readonly MarketRow[];
  /** Every shown venue is still on its first read. */
  loading: boolean;
}

/** What every market panel reads: the shown venues' markets, which venues are unavailable, and whether it loads. */
export function useMarketPanel(hiddenVenues: readonly VenueId[]): MarketPanelData {
  const registry = useVenues();
  const venues = useMemo(() => shownVenues(hiddenVenues, registry), [hiddenVenues, registry]);
  const data = useMarketData(venues);
  const unavailable = useUnavailableVenues(data);
  const board = useDeferredValue(data.board);
  const loading = data.venues.length > 0 && data.venues.every((status) => status.state === 'loading');
  return { venues, data, unavailable, board, loading };
}
