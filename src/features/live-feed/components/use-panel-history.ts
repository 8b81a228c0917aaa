import { useCallback, useState } from 'react';
import { clearHistory, type HistoryStatus } from '../../../feed/history/history-store';
import { useHistoryStatus, useStoredHistory } from '../../../feed/history/use-feed-history';
import type { FeedEvent } from '../../../feed/model/feed-event';
import type { FeedKind, FeedPlatform } from '../../../feed/platforms';

export interface PanelHistory {
  /** The stored events from before the panel opened, newest first; none once hidden or cleared. */
  events: readonly FeedEvent[];
  status: HistoryStatus;
  /** Hides the stored events from this panel (the list's Clear); they stay stored for the next time. */
  hide: () => void;
  /** Deletes this feed's stored history for good, and hides it. */
  clear: () => void;
}

const NONE: readonly FeedEvent[] = [];

/** The stored history a feed panel opens on (feed-history/), read once when it opens. */
export function usePanelHistory(userId: string, platform: FeedPlatform, kind: FeedKind): PanelHistory {
  const stored = useStoredHistory(userId, platform, kind);
  const status = useHistoryStatus();
  const [hidden, setHidden] = useState(false);
  const hide = useCallback(() => setHidden(true), []);
  const clear = useCallback(() => {
    setHidden(true);
    void clearHistory(userId, platform, kind);
  }, [userId, platform, kind]);
  return { events: hidden ? NONE : stored.events, status, hide, clear };
}
