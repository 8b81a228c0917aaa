import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { env } from '../../../config/env';
import { createFeedSocket, type FeedStatus } from '../../../lib/live-feed-socket';
import { addEvents } from '../model/feed-buffer';
import { parseFeedMessage, type FeedEvent, type FeedKind } from '../model/feed-event';

/** The one socket both feed panels share: it opens with the first panel and closes with the last. */
export const liveFeed = createFeedSocket(env.liveFeedUrl, parseFeedMessage);

export function useFeedStatus(): FeedStatus {
  return useSyncExternalStore(liveFeed.onStatus, liveFeed.status);
}

/** Frames arrive at any rate; the panel takes them in batches at most this often. */
export const FLUSH_MS = 100;

/**
 * The newest events of one kind. While paused, arrivals are held (and counted) instead of shown; resuming shows them.
 */
export function useFeedEvents(kind: FeedKind) {
  const [events, setEvents] = useState<FeedEvent[]>([]);
  const [held, setHeld] = useState<FeedEvent[]>([]);
  const [heldCount, setHeldCount] = useState(0);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);

  useEffect(() => {
    let pending: FeedEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const batch = pending;
      pending = [];
      if (pausedRef.current) {
        setHeld((current) => addEvents(current, batch));
        setHeldCount((count) => count + batch.length);
      } else {
        setEvents((current) => addEvents(current, batch));
      }
    };
    const unsubscribe = liveFeed.subscribe((event) => {
      if (event.kind !== kind) return;
      pending.push(event);
      timer ??= setTimeout(flush, FLUSH_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [kind]);

  const pause = () => {
    pausedRef.current = true;
    setPaused(true);
  };
  const resume = () => {
    pausedRef.current = false;
    setPaused(false);
    // held is newest first; addEvents takes arrivals oldest first.
    setEvents((current) => addEvents(current, [...held].reverse()));
    setHeld([]);
    setHeldCount(0);
  };
  const clear = () => {
    setEvents([]);
    setHeld([]);
    setHeldCount(0);
  };

  return { events, heldCount, paused, pause, resume, clear };
}
