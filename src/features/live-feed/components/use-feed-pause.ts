import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeptFeed } from '../../../feed/model/feed-buffer';

export interface FeedPause {
  /** What the panel shows: the feed as it was when paused, else the live one. */
  visible: KeptFeed;
  paused: boolean;
  /** Events that arrived while paused, shown once resumed. */
  heldCount: number;
  pause: () => void;
  resume: () => void;
  /** The list was cleared: a paused panel shows nothing until it resumes. */
  emptyHeld: () => void;
}

/**
 * Pausing a feed panel: it shows what it held at that moment and counts what arrives. The handlers keep their identity
 * from one batch to the next, so the toolbar that holds them skips its render.
 */
export function useFeedPause(kept: KeptFeed): FeedPause {
  const [frozen, setFrozen] = useState<KeptFeed | null>(null);
  const keptRef = useRef(kept);
  useEffect(() => {
    keptRef.current = kept;
  });
  const pause = useCallback(() => setFrozen(keptRef.current), []);
  const resume = useCallback(() => setFrozen(null), []);
  const emptyHeld = useCallback(
    () => setFrozen((current) => (current ? { events: [], arrived: keptRef.current.arrived } : current)),
    [],
  );
  return {
    visible: frozen ?? kept,
    paused: frozen !== null,
    heldCount: frozen ? Math.max(0, kept.arrived - frozen.arrived) : 0,
    pause,
    resume,
    emptyHeld,
  };
}
