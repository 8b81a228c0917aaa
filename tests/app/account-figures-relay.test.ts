import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { relayAccountFigures } from '../../src/app/account-figures-relay';
import { createBrowserClient, type BrowserClient } from '../../src/browser-client/browser-client';
import { alertRecordSchema, type AlertRecord } from '../../src/alert-log/model/alert-record';
import { eventKey, feedEventRecordSchema, type FeedEvent } from '../../src/feed/model/feed-event';
import { accountFiguresSchema, type AccountFigures } from '../../src/markets/accounts/account-figures';
import { accountReadDue } from '../../src/markets/accounts/account-read-pace';
import { marketKeys } from '../../src/markets/market-keys';
import type { AccountBalance } from '../../src/markets/model/account';
import { createFakeChannels, createFakeLocks } from '../browser-client/fake-browser';

const T0 = 1_763_700_000_000;
const settle = () => vi.runAllTimersAsync();
const KEY = marketKeys.account('balance', 'pacifica', 'PacificaAddr');

const balance = (equityUsd: number): AccountBalance => ({
  venue: 'pacifica',
  address: 'PacificaAddr',
  status: 'ok',
  equityUsd,
  availableUsd: 400,
  positions: [{ market: 'SOL', side: 'short', size: 1.1, entryPrice: 180, valueUsd: 200, unrealizedPnlUsd: -2 }],
  droppedRows: 0,
  readAt: T0,
});

/** Two tabs of one browser, each with its own query cache, the relay plugged into each. */
function twoTabs() {
  const locks = createFakeLocks();
  const channels = createFakeChannels();
  const open = (tabId: string) => {
    const client: BrowserClient<FeedEvent, AccountFigures, AlertRecord> = createBrowserClient({
      userId: 'ann',
      locks: locks.forTab(tabId),
      channelFactory: channels.forTab(tabId),
      page: null,
      payloads: {
        feedEvent: feedEventRecordSchema,
        accountFigures: accountFiguresSchema,
        alertRecord: alertRecordSchema,
      },
      feedEventKey: eventKey,
      product: 'PoolBot',
      tabId,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = relayAccountFigures(client, queryClient);
    stops.push(() => {
      stop();
      client.stop();
      queryClient.clear();
    });
    return { client, queryClient };
  };
  return { channels, watcher: open('watcher'), follower: open('follower') };
}

let stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('account reads shared between tabs', () => {
  it('a read the watcher makes shows in the other tab without that tab reading it', async () => {
    const { watcher, follower } = twoTabs();
    await settle();
    expect([watcher.client.role, follower.client.role]).toEqual(['watcher', 'follower']);
    await watcher.queryClient.query({ queryKey: KEY, queryFn: () => balance(800) });
    await settle();
    expect(follower.queryClient.getQueryData(KEY)).toEqual(balance(800));
    expect(follower.queryClient.getQueryState(KEY)?.dataUpdatedAt).toBe(
      watcher.queryClient.getQueryState(KEY)?.dataUpdatedAt,
    );
  });

  it('a follower’s own reads and figures put in by hand are not handed out, and what it knows newer is kept', async () => {
    const { watcher, follower } = twoTabs();
    await settle();
    await follower.queryClient.query({ queryKey: KEY, queryFn: () => balance(700) });
    await settle();
    expect(watcher.queryClient.getQueryData(KEY)).toBeUndefined();

    // The follower's read is newer than one the watcher had: the follower keeps its own.
    watcher.queryClient.setQueryData(KEY, balance(650), { updatedAt: T0 - 60_000 });
    await settle();
    expect(follower.queryClient.getQueryData(KEY)).toEqual(balance(700));
    await vi.advanceTimersByTimeAsync(1_000);
    await watcher.queryClient.query({ queryKey: KEY, queryFn: () => balance(900) });
    await settle();
    expect(follower.queryClient.getQueryData(KEY)).toEqual(balance(900));
  });

  it('only account reads go out, and a hostile or malformed message changes nothing', async () => {
    const { channels, watcher, follower } = twoTabs();
    await settle();
    await watcher.queryClient.query({ queryKey: ['markets', 'venue', 'pacifica'], queryFn: () => balance(1) });
    await settle();
    const kinds = () => channels.posted.map(({ data }) => (data as { kind: string }).kind);
    expect(kinds()).not.toContain('accountFigures');

    await watcher.queryClient.query({ queryKey: KEY, queryFn: () => balance(800) });
    await settle();
    const sent = channels.posted.find(({ data }) => (data as { kind: string }).kind === 'accountFigures')?.data as {
      figures: { data: Record<string, unknown> };
    };
    const name = 'poolbot_watcher_ann';
    for (const hostile of [
      { equityUsd: Number.NaN },
      { equityUsd: 1e308 },
      { equityUsd: '9000' },
      { positions: [{ market: '<img src=x onerror=alert(1)>'.repeat(20), side: 'short', size: 1 }] },
      { script: 'alert(1)' },
    ]) {
      channels.inject(name, {
        ...sent,
        figures: { ...sent.figures, updatedAt: T0 + 10_000, data: { ...sent.figures.data, ...hostile } },
      });
    }
    await settle();
    expect(follower.queryClient.getQueryData(KEY)).toEqual(balance(800));
    // The same message, its figures sound, does go in: only what is wrong was refused.
    channels.inject(name, {
      ...sent,
      figures: { ...sent.figures, updatedAt: T0 + 10_000, data: { ...sent.figures.data, equityUsd: 950 } },
    });
    await settle();
    expect(follower.queryClient.getQueryData(KEY)).toEqual(balance(950));
  });

  it('a follower reads its accounts a few seconds after they are due, so the watcher’s read comes first', async () => {
    const { watcher, follower } = twoTabs();
    await settle();
    await follower.queryClient.query({ queryKey: KEY, queryFn: () => balance(800) });
    const readAt = follower.queryClient.getQueryState(KEY)?.dataUpdatedAt ?? Number.NaN;
    expect(accountReadDue(follower.queryClient, KEY)).toBe(readAt + 30_000 + 5_000);
    // The watcher's own tab waits nothing.
    expect(accountReadDue(watcher.queryClient, KEY)).toBeLessThanOrEqual(Date.now());
    // The watcher's tab closes: the follower takes over and reads on time.
    watcher.client.stop();
    await settle();
    expect(follower.client.role).toBe('watcher');
    expect(accountReadDue(follower.queryClient, KEY)).toBe(readAt + 30_000);
  });
});
