import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { historyBookOf, type HistoryWant } from '../../../markets/history/history-book';
import { historyHash, type VenueHistory } from '../../../markets/history/venue-history';
import type { MarketRow } from '../../../markets/model/board';
import type { MarketQuote } from '../../../markets/model/market';
import { averageBasisRate, type BasisRate } from '../../../markets/model/pair-basis';
import type { VenueId } from '../../../markets/model/venues';
import { useVenues } from '../../../markets/use-venues';
import { VIEW_HOURS, type VenueView } from '../model/funding-rate-state';
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

/** How many histories are asked for ahead in one task: a table of hundreds of markets starts its reads over a few. */
const AHEAD_SLICE = 50;

/** Asks for `wants` a slice per task; the function returned lets go of every slice asked and stops the rest. */
function wantInSlices(wants: readonly HistoryWant[], want: (slice: readonly HistoryWant[]) => () => void): () => void {
  const releases: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const next = (from: number) => {
    releases.push(want(wants.slice(from, from + AHEAD_SLICE)));
    if (from + AHEAD_SLICE < wants.length) timer = setTimeout(() => next(from + AHEAD_SLICE), 0);
  };
  next(0);
  return () => {
    if (timer !== null) clearTimeout(timer);
    for (const release of releases) release();
  };
}

const NOTHING: readonly (VenueHistory | undefined)[] = [];
const noSubscription = () => () => undefined;

/**
 * The rate each venue's quote stands for on the chosen view: its rate now, or its average over the view's window from
 * the funding history the table's cells read. On an average view it also asks for every row's history `ahead`: the
 * rows below the fold are read after those on screen (which their cells lift), at the venue's pace, without
 * scrolling. An average not read yet is `reading`, so the pair waits instead of mixing bases.
 */
export function useBasisRates(
  board: readonly MarketRow[],
  venues: readonly VenueId[],
  view: VenueView,
): (quote: MarketQuote) => BasisRate {
  const book = historyBookOf(useQueryClient());
  const registry = useVenues();
  const hours = view === 'now' ? null : VIEW_HOURS[view];
  // The venue-markets a pair can be made of, by their cache hash; only the list's text changes the subscription.
  const [joined, wants] = useMemo((): [string, HistoryWant[]] => {
    if (hours === null) return ['', []];
    const hashes: string[] = [];
    const asked: HistoryWant[] = [];
    for (const row of board) {
      for (const venue of venues) {
        const quote = row.quotes[venue];
        if (!quote) continue;
        hashes.push(historyHash(venue, row.base));
        asked.push({ quote });
      }
    }
    return [hashes.join('\u0000'), asked];
  }, [board, venues, hours]);
  useEffect(
    () => (wants.length > 0 ? wantInSlices(wants, (slice) => book.want(slice, registry, 'ahead')) : undefined),
    // The same markets with newer quotes (a venue's refresh) are the same histories: asked for once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [book, joined, registry],
  );
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
      if (hours === null) return rateNow(quote);
      const history = byHash.get(historyHash(quote.venue, quote.base));
      return history ? averageOf(history, hours) : { state: 'reading' };
    },
    [byHash, hours],
  );
}
