import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTabClient } from '../../src/app/tab-client';
import { createBrowserClient } from '../../src/browser-client/browser-client';
import { watcherName } from '../../src/browser-client/model/messages';
import { env } from '../../src/config/env';
import { flushHistory, readHistory } from '../../src/feed/history/history-store';
import { eventKey, type FeedEvent } from '../../src/feed/model/feed-event';
import { browserAlerts, FakeNotification, tones } from '../alert-fakes';
import { createFakeChannels, createFakeLocks } from '../browser-client/fake-browser';
import { PAYLOADS, heard, type Client } from '../browser-client/tab-world';
import { storedEvent } from '../feed/history-fixtures';
import { trackConnections } from '../feed-server';
import { openFromMenu, renderApp, storeDemoSession, testQueryClient } from '../test-utils';

/**
 * This tab is the app, rendered; the browser's other tabs are bare clients on the same fake Web Locks and
 * BroadcastChannel (tests/browser-client/fake-browser.ts): what the app's tab says and hears is what another tab of
 * the app would.
 */
function browserWithApp() {
  const locks = createFakeLocks();
  const channels = createFakeChannels();
  const { userId } = storeDemoSession();
  const queryClient = testQueryClient();
  const utils = renderApp('/dashboard', { queryClient });
  const otherTab = (tabId: string): Client =>
    createBrowserClient({
      userId,
      locks: locks.forTab(tabId),
      channelFactory: channels.forTab(tabId),
      page: null,
      payloads: PAYLOADS,
      feedEventKey: eventKey,
      tabId,
    });
  const startApp = () =>
    startTabClient({
      userId,
      queryClient,
      environment: { locks: locks.forTab('app'), channelFactory: channels.forTab('app'), page: null },
    });
  const closeTab = (tabId: string) => {
    locks.closeTab(tabId);
    channels.closeTab(tabId);
  };
  const lockHolder = () => locks.holder(watcherName(env.productName, userId));
  return { ...utils, userId, otherTab, startApp, closeTab, lockHolder };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
});

let next = 0;
const deal = (name: string, fields: Partial<FeedEvent> = {}) => {
  next++;
  return storedEvent({
    tokenMint: `Shared${next}`,
    timestampKey: String(next),
    name,
    isGoodDeal: true,
    difference: 100,
    percentage: 25,
    receivedAt: Date.now(),
    time: Date.now(),
    ...fields,
  });
};

async function turnOnDealAlerts(user: ReturnType<typeof browserWithApp>['user'], panel: HTMLElement) {
  await user.click(await within(panel).findByRole('button', { name: 'Deal alerts: off' }));
  const settings = within(panel).getByRole('region', { name: 'Deal alerts' });
  await user.click(within(settings).getByRole('switch', { name: 'Alert me about new deals' }));
  await waitFor(() => expect(FakeNotification.permission).toBe('granted'));
}

describe('several tabs of one browser, as one client', () => {
  it('a tab that follows opens no socket, shows what the watcher hands it, writes no history and sounds nothing', async () => {
    browserAlerts('default', 'granted');
    const sockets = trackConnections();
    const app = browserWithApp();
    const watcher = app.otherTab('watcher');
    await waitFor(() => expect(app.lockHolder()).toBe('watcher'));
    // The watcher tells a tab that says hello how its socket is.
    watcher.subscribe('hello', () => watcher.publish({ kind: 'feedStatus', status: 'connected' }));
    const handedAlerts = heard(watcher, 'alertOut');
    stops.push(app.startApp());

    await openFromMenu(app.user, 'Collector Crypt Listing');
    const panel = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
    await turnOnDealAlerts(app.user, panel);

    const umbreon = deal('Umbreon handed over');
    watcher.publish({ kind: 'feedEvents', events: [umbreon] });
    // Sent twice (a watcher that reconnected): shown once.
    watcher.publish({ kind: 'feedEvents', events: [umbreon] });
    expect(await within(panel).findByText('Umbreon handed over')).toBeInTheDocument();
    watcher.publish({ kind: 'feedStatus', status: 'reconnecting' });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Feed: Reconnecting'));

    // The deal the panel found goes to the watcher to sound and show: none here.
    await waitFor(() => expect(handedAlerts).toHaveLength(1));
    expect(handedAlerts[0]).toMatchObject({
      title: 'Collector Crypt Listing: Umbreon handed over',
      sound: true,
      keys: [`deal:${eventKey(umbreon)}`],
    });
    expect(FakeNotification.shown).toHaveLength(0);
    expect(tones).toHaveLength(0);
    expect(within(panel).getAllByText('Umbreon handed over')).toHaveLength(1);
    expect(sockets).toHaveLength(0);
    await flushHistory();
    expect((await readHistory(app.userId, 'collector_crypt', 'listing')).events).toEqual([]);
  });

  it('when the watcher closes, this tab takes over: its own socket, the history, and the events handed on', async () => {
    const sockets = trackConnections();
    const app = browserWithApp();
    const watcher = app.otherTab('watcher');
    await waitFor(() => expect(app.lockHolder()).toBe('watcher'));
    stops.push(app.startApp());
    const third = app.otherTab('third');
    const atThird = heard(third, 'feedEvents');
    await openFromMenu(app.user, 'Collector Crypt Listing');
    const panel = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
    const before = deal('Before the hand-over');
    watcher.publish({ kind: 'feedEvents', events: [before] });
    await within(panel).findByText('Before the hand-over');
    expect(sockets).toHaveLength(0);

    app.closeTab('watcher');
    await waitFor(() => expect(app.lockHolder()).toBe('app'));
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
    const after = deal('After the hand-over');
    // The new socket sends again what the old watcher had handed: it is not shown twice.
    for (const event of [before, after]) {
      sockets[0]?.send(
        JSON.stringify({
          type: 'new_listing',
          data: { ...event, timestamp: Number(event.timestampKey), grade: 10 },
        }),
      );
    }
    expect(await within(panel).findByText('After the hand-over')).toBeInTheDocument();
    expect(within(panel).getAllByText('Before the hand-over')).toHaveLength(1);
    await waitFor(() =>
      expect(atThird.flatMap((message) => message.events.map((event) => event.name))).toContain('After the hand-over'),
    );
    await flushHistory();
    const stored = await readHistory(app.userId, 'collector_crypt', 'listing');
    expect(stored.events.map((event) => event.name)).toEqual(['After the hand-over']);
  });

  it('the watcher sounds and shows a deal once, whichever tabs found it', async () => {
    browserAlerts('default', 'granted');
    const sockets = trackConnections();
    const app = browserWithApp();
    stops.push(app.startApp());
    await waitFor(() => expect(app.lockHolder()).toBe('app'));
    const follower = app.otherTab('follower');
    await openFromMenu(app.user, 'Collector Crypt Listing');
    const panel = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    await turnOnDealAlerts(app.user, panel);

    const umbreon = deal('Umbreon everywhere');
    sockets[0]?.send(
      JSON.stringify({ type: 'new_listing', data: { ...umbreon, timestamp: Number(umbreon.timestampKey), grade: 10 } }),
    );
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(tones).toHaveLength(2);
    // The follower's panel found the same deal and hands it over: it went out already.
    const same = {
      title: 'Collector Crypt Listing: Umbreon everywhere',
      body: '',
      tag: 't',
      sound: true,
      keys: [`deal:${eventKey(umbreon)}`],
    };
    follower.publish({ kind: 'alertOut', ...same });
    // A deal only the follower's panel found (its own rules) goes out here, once.
    follower.publish({ kind: 'alertOut', ...same, title: 'Courtyard Sales: Blastoise', keys: ['deal:other|1'] });
    follower.publish({ kind: 'alertOut', ...same, title: 'Courtyard Sales: Blastoise', keys: ['deal:other|1'] });
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(2));
    expect(FakeNotification.shown.map((shown) => shown.title)).toEqual([
      'Collector Crypt Listing: Umbreon everywhere',
      'Courtyard Sales: Blastoise',
    ]);
    expect(tones).toHaveLength(4);
  });

  it('signing out in this tab stops the watcher in every tab', async () => {
    const app = browserWithApp();
    const stop = app.startApp();
    await waitFor(() => expect(app.lockHolder()).toBe('app'));
    const follower = app.otherTab('follower');
    localStorage.removeItem('token');
    stop();
    await waitFor(() => expect(follower.role).toBe('stopped'));
    expect(app.lockHolder()).toBeUndefined();
  });

  it('tells the app whether this tab watches (the strategies’ guard runs there only): alone, or once it holds the lock', async () => {
    const locks = createFakeLocks();
    const channels = createFakeChannels();
    const { userId } = storeDemoSession();
    const queryClient = testQueryClient();
    const tab = (tabId: string, onWatching: (watching: boolean) => void) =>
      startTabClient({
        userId,
        queryClient,
        environment: { locks: locks.forTab(tabId), channelFactory: channels.forTab(tabId), page: null },
        onWatching,
      });
    const first: boolean[] = [];
    const second: boolean[] = [];
    stops.push(tab('first', (watching) => first.push(watching)));
    await waitFor(() => expect(first.at(-1)).toBe(true));
    stops.push(tab('second', (watching) => second.push(watching)));
    expect(second).toEqual([false]);
    // The first tab closes: the second takes over, and hears it.
    locks.closeTab('first');
    channels.closeTab('first');
    await waitFor(() => expect(second).toEqual([false, true]));

    // No Web Locks: the tab is alone, and watches.
    const alone: boolean[] = [];
    stops.push(
      startTabClient({
        userId,
        queryClient,
        environment: { locks: null, channelFactory: channels.forTab('alone'), page: null },
        onWatching: (watching) => alone.push(watching),
      }),
    );
    expect(alone).toEqual([true]);
  });
});
