import { HISTORY_MAX_EVENTS, retainHistory } from '../../../feed/model/retention';
import type { FeedEvent } from '../../../feed/model/feed-event';
import { feedView, type FeedFilters, type NamesOf } from './feed-view';

/**
 * A panel's whole history as its history view lists it: the session's kept events and the stored ones, each once (the
 * kept copy first met wins), none past the history's 7 days, newest arrival first, at most the history's 1,000; then
 * the panel's filters, when the view applies them (`filters` null: all of it).
 */
export function historyRows(
  kept: readonly FeedEvent[],
  stored: readonly FeedEvent[],
  now: number,
  filters: FeedFilters | null,
  namesOf?: NamesOf,
): FeedEvent[] {
  const all = retainHistory([...kept, ...stored], now, HISTORY_MAX_EVENTS);
  return filters === null ? all : feedView(all, filters, 'newest', namesOf);
}
