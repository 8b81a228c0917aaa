import * as z from 'zod/mini';
import { alertRecordSchema, type AlertRecord } from '../../src/alert-log/model/alert-record';
import { createBrowserClient, type BrowserClient, type ListenKind } from '../../src/browser-client/browser-client';
import type { BrowserEnvironment } from '../../src/browser-client/environment';
import type { PayloadSchemas, TabMessage } from '../../src/browser-client/model/messages';
import { eventKey, feedEventRecordSchema, type FeedEvent } from '../../src/feed/model/feed-event';
import { createFakeChannels, createFakeLocks } from './fake-browser';

/** The account figures the tests hand out: one venue's equity. */
export interface Figures {
  venue: 'hyperliquid' | 'lighter';
  equityUsd: number;
}

/** The payloads as the app will plug them in: the feed's event record, the alert log's record, some figures. */
export const PAYLOADS: PayloadSchemas<FeedEvent, Figures, AlertRecord> = {
  feedEvent: feedEventRecordSchema,
  accountFigures: z.strictObject({ venue: z.enum(['hyperliquid', 'lighter']), equityUsd: z.number() }),
  alertRecord: alertRecordSchema,
};

export type Client = BrowserClient<FeedEvent, Figures, AlertRecord>;

/** Ann's lock and channel, as the client names them for the product "PoolBot". */
export const ANN = 'poolbot_watcher_ann';

/**
 * One browser with tabs in it: each tab opened gets its own client on the shared fake locks and channels; closing a
 * tab is what the browser does when it closes, reloads or crashes (the client is not told).
 */
export function createBrowser(environment: Partial<Omit<BrowserEnvironment, 'channelFactory' | 'locks'>> = {}) {
  const locks = createFakeLocks();
  const channels = createFakeChannels();
  const open = (tabId: string, userId = 'ann', parts: Partial<BrowserEnvironment> = {}): Client =>
    createBrowserClient({
      userId,
      locks: locks.forTab(tabId),
      channelFactory: channels.forTab(tabId),
      ...environment,
      ...parts,
      payloads: PAYLOADS,
      feedEventKey: eventKey,
      product: 'PoolBot',
      tabId,
    });
  const close = (tabId: string) => {
    locks.closeTab(tabId);
    channels.closeTab(tabId);
  };
  return { locks, channels, open, close };
}

/** Everything a tab heard of one kind, in order. */
export function heard<Kind extends ListenKind>(client: Client, kind: Kind) {
  const messages: Extract<TabMessage<FeedEvent, Figures, AlertRecord>, { kind: Kind }>[] = [];
  client.subscribe(kind, (message) => messages.push(message));
  return messages;
}
