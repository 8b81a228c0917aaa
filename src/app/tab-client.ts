import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { alertRecordSchema } from '../alert-log/model/alert-record';
import { hasStoredToken } from '../auth/model/session-storage';
import { createBrowserClient, type BrowserClient } from '../browser-client/browser-client';
import { browserEnvironment, type BrowserEnvironment } from '../browser-client/environment';
import { MAX_EVENTS_PER_MESSAGE, MAX_RECORDS_PER_MESSAGE } from '../browser-client/model/messages';
import { createSeenKeys } from '../browser-client/model/seen-keys';
import { alertHere, setAlertOutlet, type AlertOutlet } from '../components/alerts/alert-pipeline';
import type { AlertOut } from '../components/alerts/alert-record';
import { linkAlertLog, type AlertLogChannel } from './alert-log-link';
import { holdFeed, liveFeed, setFeedRelay } from '../feed/feed-connection';
import { accountFiguresSchema, type AccountFigures } from '../markets/accounts/account-figures';
import { relayAccountFigures } from './account-figures-relay';
import type { FeedRelay } from '../feed/feed-relay';
import { eventKey, feedEventRecordSchema, type FeedEvent } from '../feed/model/feed-event';
import type { FeedStatus } from '../lib/live-feed-socket';

/**
 * The one client of the browser (DESIGN §11, browser-client/) plugged into the app for a signed-in user: the feed
 * (feed/feed-relay.ts) and the alerts' output (components/alerts/alert-pipeline.ts) learn from it whether this tab is
 * the watcher. The watcher holds the feed's socket for the whole session, writes the history, hands its events and its
 * socket's state to the other tabs, and alone sounds and shows alerts, each once, and keeps them in the alert log (alert-log-link.ts); the others show what it hands them
 * and pass it the alerts their panels find. Where the browser cannot share (no Web Locks or BroadcastChannel), nothing
 * is plugged in and the tab works alone, as before.
 */

type TabClient = BrowserClient<FeedEvent, AccountFigures, z.infer<typeof alertRecordSchema>>;

/** Alerts that went out, by key: the same deal found by panels in two tabs sounds once. */
function alertOnce(): (out: AlertOut, here: (out: AlertOut) => void) => void {
  const sounded = createSeenKeys();
  return (out, here) => {
    const fresh = out.keys.filter((key) => sounded.admit(key));
    if (out.keys.length > 0 && fresh.length === 0) return;
    here(out);
  };
}

function feedRelay(client: TabClient): FeedRelay {
  let status: FeedStatus | null = null;
  client.subscribe('feedStatus', (message) => {
    status = message.status;
  });
  // A tab that says hello hears the watcher's socket state at once, not at its next change.
  client.subscribe('hello', () => client.publish({ kind: 'feedStatus', status: liveFeed.status() }));
  return {
    watching: () => client.role === 'watcher',
    onChange: (listener) => client.onRoleChange(() => listener()),
    onEvents: (listener) => client.subscribe('feedEvents', ({ events }) => listener(events)),
    onStatus: (listener) => client.subscribe('feedStatus', ({ status: next }) => listener(next)),
    status: () => status,
    admit: (events) => client.admitFeedEvents(events),
    publishEvents(events) {
      for (let at = 0; at < events.length; at += MAX_EVENTS_PER_MESSAGE) {
        client.publish({ kind: 'feedEvents', events: events.slice(at, at + MAX_EVENTS_PER_MESSAGE) });
      }
    },
    publishStatus: (next) => client.publish({ kind: 'feedStatus', status: next }),
  };
}

function alertOutlet(client: TabClient): AlertOutlet {
  const once = alertOnce();
  client.subscribe('alertOut', ({ title, body, tag, sound, keys }) => {
    if (client.role === 'watcher') once({ title, body, tag, sound, keys }, (out) => alertHere(out));
  });
  return (out, here) => {
    if (client.role === 'watcher') once(out, here);
    // A tab that follows hands it to the watcher; in the moment no tab watches (a hand-over), it is lost.
    else if (client.role === 'follower') client.publish({ kind: 'alertOut', ...out });
  };
}

function alertLogChannel(client: TabClient): AlertLogChannel {
  return {
    watching: () => client.role === 'watcher',
    publishKept(records) {
      for (let at = 0; at < records.length; at += MAX_RECORDS_PER_MESSAGE) {
        client.publish({ kind: 'alertRecords', records: records.slice(at, at + MAX_RECORDS_PER_MESSAGE) });
      }
    },
    publishRead: (upTo) => client.publish({ kind: 'alertsRead', upTo }),
    onKept: (listener) => client.subscribe('alertRecords', ({ records }) => listener(records)),
    onRead: (listener) => client.subscribe('alertsRead', ({ upTo }) => listener(upTo)),
  };
}

export interface TabClientOptions {
  userId: string;
  queryClient: QueryClient;
  environment?: BrowserEnvironment;
  /** Told whether this tab does the watcher's work (alone, it does), now and at each change of role. */
  onWatching?: (watching: boolean) => void;
}

/** Starts this tab's part of the browser's one client; returns what stops it (on sign-out, every tab's). */
export function startTabClient({
  userId,
  queryClient,
  environment = browserEnvironment(),
  onWatching = () => {},
}: TabClientOptions) {
  const client: TabClient = createBrowserClient({
    userId,
    ...environment,
    payloads: {
      feedEvent: feedEventRecordSchema,
      accountFigures: accountFiguresSchema,
      alertRecord: alertRecordSchema,
    },
    feedEventKey: eventKey,
  });
  if (!client.shared) {
    client.stop();
    onWatching(true);
    return linkAlertLog(userId, null);
  }
  onWatching(client.role === 'watcher');
  const stops = [
    setFeedRelay(feedRelay(client)),
    setAlertOutlet(alertOutlet(client)),
    linkAlertLog(userId, alertLogChannel(client)),
    holdFeed(queryClient, userId),
    client.onRoleChange((role) => onWatching(role === 'watcher')),
    relayAccountFigures(client, queryClient),
  ];
  return () => {
    for (const stop of stops.reverse()) stop();
    // Signed out (the session's token is gone): every tab stops watching, not only this one.
    if (hasStoredToken()) client.stop();
    else client.signOut();
  };
}
