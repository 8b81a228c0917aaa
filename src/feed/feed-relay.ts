import type { FeedStatus } from '../lib/live-feed-socket';
import type { FeedEvent } from './model/feed-event';

/**
 * How the feed reaches this tab when several tabs of one browser share one client (DESIGN §11): the watcher tab holds
 * the socket and hands its events and its socket's state to the others, which follow. The feed knows nothing of how the
 * tabs agree on the watcher or talk (browser-client/); the app plugs the client in through this narrow interface. With
 * no relay plugged in, the tab works alone: its own socket, opened with its first feed panel, as before.
 */
export interface FeedRelay {
  /** Whether this tab holds the socket (the watcher); false in a tab that follows. */
  watching: () => boolean;
  /** Told when `watching` changes (the watcher left and this tab took over, or it went into the page cache). */
  onChange: (listener: () => void) => () => void;
  /** The watcher's events, in a tab that follows: each event once, however often it came. */
  onEvents: (listener: (events: FeedEvent[]) => void) => () => void;
  /** The watcher's socket state, in a tab that follows. */
  onStatus: (listener: (status: FeedStatus) => void) => () => void;
  /** The last socket state the watcher told; null until one came. */
  status: () => FeedStatus | null;
  /** Of the events of this tab's own socket, those it has not met before (another watcher may have handed them). */
  admit: (events: readonly FeedEvent[]) => FeedEvent[];
  /** The watcher hands its new events to the other tabs. */
  publishEvents: (events: FeedEvent[]) => void;
  /** The watcher tells the other tabs its socket's state. */
  publishStatus: (status: FeedStatus) => void;
}
