import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { historyBookOf } from '../../../markets/history/history-book';
import { historyHash, type VenueHistory } from '../../../markets/history/venue-history';
import type { MarketRow } from '../../../markets/model/board';
import type { MarketQuote } from '../../../markets/model/market';
import { averageBasisRate, type BasisRate } from '../../../markets/model/pair-basis';
import type { VenueId } from '../../../markets/model/venues';
import { VIEW_HOURS, viewDepth, type VenueView } from '../model/funding-rate-state';
import { rateNow } from '../model/funding-rows';

/** Each history's averages, worked out once per history read (a 30-day history is 720 hours to walk). */
const averages = new WeakMap<VenueHistory, Map<number, BasisRate>>();

function averageOf(history: VenueHistory, hours: number): BasisRate {
  const known = averages.get(history) ?? new Map<number, BasisRate>();
  averages.set(history, known);
  const cached = known.get(hours);
  if (cached) return cached;
  const rate = averageBasisRate(history, hours);
  known.set(hours, rate);
  return rate;
}

const NOTHING: readonly (VenueHistory | undefined)[] = [];
const noSubscription = () => () => undefined;

/**
 * The rate each venue's quote stands for on the chosen view: its rate now, or its average over the view's window from
 * the funding history the table's cells read (the same reads: this only listens, so the markets on screen are still
 * the ones read first). An average not read yet is `reading`, so the pair waits instead of mixing bases.
 */
export function useBasisRates(
  board: readonly MarketRow[],
  venues: readonly VenueId[],
  view: VenueView,
): (quote: MarketQuote) => BasisRate {
  const book = historyBookOf(useQueryClient());
  const hours = view === 'now' ? null : VIEW_HOURS[view];
  const depth = hours === null ? null : viewDepth(hours);
  // The venue-markets a pair can be made of, by their cache hash; only the list's text changes the subscription.
  const joined = useMemo(() => {
    if (depth === null) return '';
    const hashes: string[] = [];
    for (const row of board) {
      for (const venue of venues) if (row.quotes[venue]) hashes.push(historyHash(venue, row.base, depth));
    }
    return hashes.join('\u0000');
  }, [board, venues, depth]);
  const selection = useMemo(() => (joined === '' ? null : book.select(joined.split('\u0000'))), [book, joined]);
  const histories = useSyncExternalStore(selection?.subscribe ?? noSubscription, selection?.read ?? (() => NOTHING));
  const byHash = useMemo(() => {
    const map = new Map<string, VenueHistory>();
    if (joined === '') return map;
    joined.split('\u0000').forEach((hash, index) => {
      const history = histories[index];
      if (history) map.set(hash, history);
    });
    return map;
  }, [joined, histories]);
  return useCallback(
    (quote: MarketQuote) => {
      if (hours === null || depth === null) return rateNow(quote);
      const history = byHash.get(historyHash(quote.venue, quote.base, depth));
      return history ? averageOf(history, hours) : { state: 'reading' };
    },
    [byHash, hours, depth],
  );
}
