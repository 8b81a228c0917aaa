import { useDeferredValue, useMemo, type RefObject } from 'react';
import type { KeptFeed } from '../../../feed/model/feed-buffer';
import type { FeedEvent } from '../../../feed/model/feed-event';
import type { FeedPanelState } from '../model/feed-panel-state';
import { capRows, splitAtOpen } from '../model/feed-rows';
import { feedView } from '../model/feed-view';
import { useFeedCards, type FeedCards } from './use-feed-cards';
import { useRowsOnScreen } from './use-rows-on-screen';

export interface FeedRows extends FeedCards {
  /** Every event the panel holds (live and earlier), before the filters. */
  total: number;
  /** The rows shown: each part in the chosen order and filtered, the live part on top, at most 50 in all (SPEC). */
  shown: { live: FeedEvent[]; earlier: FeedEvent[] };
  shownCount: number;
  /** The same, rendered behind the rest: at the feed's busiest the list's updates yield to clicks and typing. */
  listed: { live: FeedEvent[]; earlier: FeedEvent[] };
}

/**
 * A feed panel's rows: what arrived since it opened on top of what was there before (kept or stored), each event's
 * card (looked up for the rows on screen) and comps, in the panel's order and filters.
 */
export function useFeedRows(
  userId: string,
  feed: { visible: KeptFeed; openedAt: number; history: readonly FeedEvent[] },
  choices: Pick<FeedPanelState, 'filters' | 'sort'>,
  listRef: RefObject<HTMLElement | null>,
): FeedRows {
  const { visible, openedAt, history } = feed;
  const split = useMemo(() => splitAtOpen(visible, openedAt, history), [visible, openedAt, history]);
  const onScreen = useRowsOnScreen(listRef);
  const allEvents = useMemo(() => [...split.live, ...split.earlier], [split]);
  const cards = useFeedCards(userId, allEvents, onScreen);
  const { namesOf } = cards;
  const { filters, sort } = choices;
  const shown = useMemo(
    () => capRows(feedView(split.live, filters, sort, namesOf), feedView(split.earlier, filters, sort, namesOf)),
    [split, filters, sort, namesOf],
  );
  const listed = useDeferredValue(shown);
  return {
    ...cards,
    total: split.live.length + split.earlier.length,
    shown,
    shownCount: shown.live.length + shown.earlier.length,
    listed,
  };
}
