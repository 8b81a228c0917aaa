import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { env } from '../config/env';
import { createFeedSocket, type FeedStatus } from '../lib/live-feed-socket';
import { keysOf } from '../lib/query-keys';
import type { FeedRelay } from './feed-relay';
import { recordSales } from './seen-sales';
import { toSeenSale, type SeenSale } from './model/seen-sales';
import { recordHistory } from './history/history-store';
import { addEvents, arrivedSince, EMPTY_FEED, type KeptFeed } from './model/feed-buffer';
import type { FeedEvent } from './model/feed-event';
import { parseFeedMessage } from './model/parse-frame';
import type { FeedKind, FeedPlatform } from './platforms';

/** The one socket every feed panel shares: it opens with the first panel and closes with the last. */
export const liveFeed = createFeedSocket(env.liveFeedUrl, (raw) => parseFeedMessage(raw, Date.now()));

let relay: FeedRelay | null = null;
const relayListeners = new Set<() => void>();
const relayChanged = () => {
  for (const listener of [...relayListeners]) listener();
};

/** Whether this tab's own socket is the feed: the watcher's, or a tab's that works alone. */
const watchingHere = () => relay === null || relay.watching();

/** The socket's state as this tab knows it: its own socket's, or in a tab that follows, the watcher's. */
function feedStatus(): FeedStatus {
  return watchingHere() ? liveFeed.status() : (relay?.status() ?? 'connecting');
}

function onFeedStatus(listener: () => void): () => void {
  const stop = liveFeed.onStatus(listener);
  relayListeners.add(listener);
  return () => {
    relayListeners.delete(listener);
    stop();
  };
}

export function useFeedStatus(): FeedStatus {
  return useSyncExternalStore(onFeedStatus, feedStatus);
}

/**
 * What has arrived is server state of the session: it lives in the query cache (cleared on sign-out), above the
 * panels, so a panel closed and opened again, or a second panel, shows what already came.
 */
const key = keysOf('live-feed');

/** The feed's query keys (lib/query-keys.ts says the style). */
export const feedKeys = {
  all: key(),
  kept: (platform: FeedPlatform, kind: FeedKind) => key('kept', platform, kind),
  ignored: () => key('ignored'),
};

/**
 * One platform's kept listings or sales, and the count of ignored frames: nothing to fetch (skipToken), the collector
 * below writes them.
 */
export const keptFeedQuery = (platform: FeedPlatform, kind: FeedKind) =>
  queryOptions<KeptFeed>({ queryKey: feedKeys.kept(platform, kind), queryFn: skipToken });
export const ignoredFramesQuery = () => queryOptions<number>({ queryKey: feedKeys.ignored(), queryFn: skipToken });

/** Frames arrive at any rate; the cache takes them in batches at most this often. */
export const FLUSH_MS = 100;

/**
 * Listens to the socket while at least one panel is open, and puts each platform's listings and sales, and the count
 * of frames that were ignored, in the cache of every query client that asked (the app has one). What is new (not a
 * repeat of a kept event) also goes to the signed-in user's history (history/), which writes it in batches.
 */
function createFeedCollector() {
  const clients = new Map<QueryClient, number>();
  let userId: string | null = null;
  let pending: FeedEvent[] = [];
  let ignored = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopListening: (() => void) | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    const newlyIgnored = ignored;
    pending = [];
    ignored = 0;
    const groups = new Map<string, { platform: FeedPlatform; kind: FeedKind; events: FeedEvent[] }>();
    for (const event of batch) {
      const id = `${event.platform}|${event.kind}`;
      let group = groups.get(id);
      if (!group) groups.set(id, (group = { platform: event.platform, kind: event.kind, events: [] }));
      group.events.push(event);
    }
    // Every platform's sales also go to the seen sales, for the comps of any panel.
    const sales = batch.map(toSeenSale).filter((sale): sale is SeenSale => sale !== null);
    const fresh: FeedEvent[] = [];
    let first = true;
    for (const client of clients.keys()) {
      recordSales(client, sales);
      for (const { platform, kind, events } of groups.values()) {
        client.setQueryData(keptFeedQuery(platform, kind).queryKey, (kept) => {
          const before = kept ?? EMPTY_FEED;
          const after = addEvents(before, events);
          // Newest first there; oldest first for the history. One client says what was new.
          if (first) fresh.push(...[...arrivedSince(after, before.arrived)].reverse());
          return after;
        });
      }
      first = false;
      if (newlyIgnored > 0) client.setQueryData(ignoredFramesQuery().queryKey, (count) => (count ?? 0) + newlyIgnored);
    }
    // One writer of the history per browser: the watcher (or a tab alone); it hands what came to the other tabs.
    if (!watchingHere()) return;
    if (userId !== null) recordHistory(userId, fresh);
    if (batch.length > 0) relay?.publishEvents(batch);
  };

  /** The socket where this tab holds the feed; else the watcher's events, handed over. */
  const listen = () => {
    if (!watchingHere()) {
      stopListening =
        relay?.onEvents((events) => {
          pending.push(...events);
          schedule();
        }) ?? null;
      return;
    }
    const plugged = relay;
    const unsubscribe = liveFeed.subscribe((event) => {
      // Met before: handed by the watcher that was, before this tab took over.
      if (plugged && plugged.admit([event]).length === 0) return;
      pending.push(event);
      schedule();
    });
    const unsubscribeDrops = liveFeed.onDropped(() => {
      ignored++;
      schedule();
    });
    const unsubscribeStatus = plugged ? liveFeed.onStatus((status) => plugged.publishStatus(status)) : () => {};
    stopListening = () => {
      unsubscribe();
      unsubscribeDrops();
      unsubscribeStatus();
    };
  };

  /** The tab took over the feed or handed it on (or a relay came or went): what is pending is kept, the source changes. */
  const relisten = () => {
    if (!stopListening) return;
    flush();
    stopListening();
    stopListening = null;
    listen();
  };
  const schedule = () => {
    timer ??= setTimeout(flush, FLUSH_MS);
  };

  return {
    /** `user`: whose history the events go to (the one signed in; panels close on sign-out). */
    attach(client: QueryClient, user: string): () => void {
      userId = user;
      if (!clients.has(client)) {
        // Kept for the session: never stale (nothing to fetch), never collected while no panel shows it.
        client.setQueryDefaults(feedKeys.all, { staleTime: Infinity, gcTime: Infinity, structuralSharing: false });
      }
      clients.set(client, (clients.get(client) ?? 0) + 1);
      if (!stopListening) listen();
      return () => {
        const count = (clients.get(client) ?? 0) - 1;
        if (count > 0) {
          clients.set(client, count);
          return;
        }
        // What arrived in the last moment is kept too.
        flush();
        clients.delete(client);
        if (clients.size === 0) {
          stopListening?.();
          stopListening = null;
        }
      };
    },
    relisten,
  };
}

const collector = createFeedCollector();

/**
 * Plugs in how this tab shares the feed with the other tabs of the browser (feed-relay.ts), or unplugs it (null: alone
 * again). Returns what unplugs this relay.
 */
export function setFeedRelay(next: FeedRelay | null): () => void {
  stopRelayWatch();
  relay = next;
  const stops = next
    ? [
        next.onChange(() => {
          collector.relisten();
          relayChanged();
        }),
        next.onStatus(relayChanged),
      ]
    : [];
  stopRelayWatch = () => {
    for (const stop of stops) stop();
  };
  collector.relisten();
  relayChanged();
  return () => {
    if (relay === next) setFeedRelay(null);
  };
}
let stopRelayWatch = () => {};

/**
 * Keeps the feed coming for the whole session, whether a feed panel is open or not: the watcher of shared tabs holds
 * the socket for all of them, since a panel or a deal alert in any tab needs it. Returns what lets go.
 */
export const holdFeed = (client: QueryClient, userId: string): (() => void) => collector.attach(client, userId);

/** The kept listings or sales of one platform, and the socket held open while the panel is. */
export function useKeptFeed(userId: string, platform: FeedPlatform, kind: FeedKind): KeptFeed {
  const client = useQueryClient();
  useEffect(() => collector.attach(client, userId), [client, userId]);
  const { data } = useQuery(keptFeedQuery(platform, kind));
  return data ?? EMPTY_FEED;
}

/** Empties what is kept of one platform's listings or sales. */
export function useClearKeptFeed(platform: FeedPlatform, kind: FeedKind): () => void {
  const client = useQueryClient();
  return useCallback(
    () =>
      client.setQueryData(keptFeedQuery(platform, kind).queryKey, (kept) => ({
        events: [],
        arrived: kept?.arrived ?? 0,
      })),
    [client, platform, kind],
  );
}

/** Frames ignored this session: not JSON, not a listing or a sale, or from a platform we do not know. */
export function useIgnoredFrames(): number {
  const { data } = useQuery(ignoredFramesQuery());
  return data ?? 0;
}
