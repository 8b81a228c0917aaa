import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRecord } from '../../src/alert-log/model/alert-record';
import { storedEvent, NOW } from '../feed/history-fixtures';
import { ANN, createBrowser, heard } from './tab-world';

const settle = () => vi.runAllTimersAsync();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const listing = (mint: string, at = NOW) => storedEvent({ tokenMint: mint, timestampKey: String(at), receivedAt: at });
const alert: AlertRecord = {
  id: 'a1',
  at: NOW,
  kind: 'rebalanceNeeded',
  sourceId: 'strategy-1',
  sourceName: 'Lighter × Pacifica',
  title: 'Lighter × Pacifica',
  lines: ["Legs' notional apart by 12 %: rebalance needed"],
  read: false,
};

/** Three tabs of Ann's, the first the watcher. */
async function threeTabs() {
  const browser = createBrowser();
  const tabs = { a: browser.open('a'), b: browser.open('b'), c: browser.open('c') };
  await settle();
  return { browser, ...tabs };
}

describe('what the watcher hands out', () => {
  it('feed events reach every other tab, once, in order; never the watcher itself', async () => {
    const { a, b, c } = await threeTabs();
    const [toA, toB, toC] = [heard(a, 'feedEvents'), heard(b, 'feedEvents'), heard(c, 'feedEvents')];
    expect(a.publish({ kind: 'feedEvents', events: [listing('m1'), listing('m2')] })).toBe(true);
    await settle();
    expect(toA).toEqual([]);
    expect(toB.map((message) => message.events.map((event) => event.tokenMint))).toEqual([['m1', 'm2']]);
    expect(toC[0]?.events).toEqual([listing('m1'), listing('m2')]);
  });

  it('a follower cannot hand out events, figures or alerts; any tab may mark alerts read', async () => {
    const { browser, a, b } = await threeTabs();
    const posted = browser.channels.posted.length;
    expect(b.publish({ kind: 'feedEvents', events: [listing('m1')] })).toBe(false);
    expect(b.publish({ kind: 'accountFigures', figures: { venue: 'lighter', equityUsd: 10 } })).toBe(false);
    expect(b.publish({ kind: 'alertRecords', records: [alert] })).toBe(false);
    expect(browser.channels.posted).toHaveLength(posted);
    const toA = heard(a, 'alertsRead');
    expect(b.publish({ kind: 'alertsRead', upTo: NOW })).toBe(true);
    await settle();
    expect(toA.map((message) => [message.from, message.upTo])).toEqual([['b', NOW]]);
  });

  it("the feed's state only from the watcher; a follower's alert goes to the watcher; a hello reaches only the watcher", async () => {
    const { browser, a, b, c } = await threeTabs();
    const [statusAtB, alertsAtA, hellosAtA, hellosAtB] = [
      heard(b, 'feedStatus'),
      heard(a, 'alertOut'),
      heard(a, 'hello'),
      heard(b, 'hello'),
    ];
    expect(c.publish({ kind: 'feedStatus', status: 'connected' })).toBe(false);
    expect(a.publish({ kind: 'feedStatus', status: 'reconnecting' })).toBe(true);
    const out = { title: 'Courtyard Listing: Umbreon', body: '$81.00', tag: 't', sound: true, keys: ['deal:m1|1'] };
    expect(c.publish({ kind: 'alertOut', ...out })).toBe(true);
    browser.open('d');
    await settle();
    expect(statusAtB.map((message) => message.status)).toEqual(['reconnecting']);
    expect(alertsAtA).toEqual([{ v: 1, from: 'c', kind: 'alertOut', ...out }]);
    expect(hellosAtA.map((message) => message.from)).toEqual(['d']);
    expect(hellosAtB).toEqual([]);
  });

  it('account figures and alert records reach the followers as sent', async () => {
    const { a, b } = await threeTabs();
    const figures = heard(b, 'accountFigures');
    const alerts = heard(b, 'alertRecords');
    a.publish({ kind: 'accountFigures', figures: { venue: 'hyperliquid', equityUsd: 1234.5 } });
    a.publish({ kind: 'alertRecords', records: [alert] });
    await settle();
    expect(figures.map((message) => message.figures)).toEqual([{ venue: 'hyperliquid', equityUsd: 1234.5 }]);
    expect(alerts.map((message) => message.records)).toEqual([[alert]]);
  });

  it('a listener that stops listening hears nothing more', async () => {
    const { a, b } = await threeTabs();
    const got: number[] = [];
    const unsubscribe = b.subscribe('alertsRead', (message) => got.push(message.upTo));
    a.publish({ kind: 'alertsRead', upTo: 1 });
    await settle();
    unsubscribe();
    a.publish({ kind: 'alertsRead', upTo: 2 });
    await settle();
    expect(got).toEqual([1]);
  });
});

describe('no event twice after a hand-over', () => {
  it("the new watcher's socket sending again what the old one handed out shows nothing twice, in any tab", async () => {
    const { browser, a, b, c } = await threeTabs();
    const toC = heard(c, 'feedEvents');
    const shownInB = heard(b, 'feedEvents');
    a.publish({ kind: 'feedEvents', events: a.admitFeedEvents([listing('m1'), listing('m2')]) });
    await settle();
    browser.close('a');
    await settle();
    expect(b.role).toBe('watcher');
    // The feed reconnects in b and sends its latest again, then something new.
    const fromSocket = [listing('m2'), listing('m3'), listing('m3')];
    const fresh = b.admitFeedEvents(fromSocket);
    expect(fresh.map((event) => event.tokenMint)).toEqual(['m3']);
    b.publish({ kind: 'feedEvents', events: fromSocket });
    await settle();
    expect(shownInB.flatMap((message) => message.events.map((event) => event.tokenMint))).toEqual(['m1', 'm2']);
    expect(toC.flatMap((message) => message.events.map((event) => event.tokenMint))).toEqual(['m1', 'm2', 'm3']);
  });

  it('the same token mint at another timestamp is another event', async () => {
    const { a, b } = await threeTabs();
    const toB = heard(b, 'feedEvents');
    a.publish({ kind: 'feedEvents', events: [listing('m1', NOW), listing('m1', NOW + 1)] });
    a.publish({ kind: 'feedEvents', events: [listing('m1', NOW)] });
    await settle();
    expect(toB).toHaveLength(1);
    expect(toB[0]?.events.map((event) => event.timestampKey)).toEqual([String(NOW), String(NOW + 1)]);
  });
});

describe('messages a tab does not take', () => {
  const HOSTILE: unknown[] = [
    null,
    'hello',
    42,
    [],
    {},
    { kind: 'signOut', from: 'x' },
    { v: 1, from: 'x', kind: 'reboot' },
    { v: 1, from: '<img src=x onerror=alert(1)>', kind: 'signOut' },
    { v: 1, from: 'x', kind: 'signOut', extra: true },
    { v: 1, from: 'x', kind: 'feedEvents', events: [{ ...listing('m9'), link: 'javascript:alert(1)' }] },
    { v: 1, from: 'x', kind: 'feedEvents', events: 'm9' },
    { v: 1, from: 'x', kind: 'accountFigures', figures: { venue: 'binance', equityUsd: 1 } },
    { v: 1, from: 'x', kind: 'alertRecords', records: [{ ...alert, title: '' }] },
    { v: 1, from: 'x', kind: 'alertsRead', upTo: Number.NaN },
  ];

  it('a hostile or broken message is dropped and counted, and reaches no listener', async () => {
    const { browser, b } = await threeTabs();
    const kinds = ['feedEvents', 'accountFigures', 'alertRecords', 'alertsRead', 'signOut', 'watcher'] as const;
    const got = kinds.flatMap((kind) => heard(b, kind));
    for (const data of HOSTILE) browser.channels.inject(ANN, data);
    browser.channels.injectUnreadable(ANN);
    await settle();
    expect(got).toEqual([]);
    expect(b.role).toBe('follower');
    expect(b.dropped()).toEqual({ otherVersion: 0, malformed: HOSTILE.length + 1 });
  });

  it('a message of another version of the app is dropped, even one that would stop every tab', async () => {
    const { browser, a, b } = await threeTabs();
    browser.channels.inject(ANN, { v: 2, from: 'old-tab', kind: 'signOut' });
    browser.channels.inject(ANN, { v: '1', from: 'old-tab', kind: 'signOut' });
    browser.channels.inject(ANN, { v: 2, from: 'old-tab', kind: 'feedEvents', events: [listing('m1')] });
    await settle();
    expect([a.role, b.role]).toEqual(['watcher', 'follower']);
    expect(b.dropped()).toEqual({ otherVersion: 3, malformed: 0 });
  });

  it("a message that claims to come from the tab itself is not taken as another tab's", async () => {
    const { browser, a } = await threeTabs();
    const posted = browser.channels.posted.length;
    const told = heard(a, 'signOut');
    browser.channels.inject(ANN, { v: 1, from: 'a', kind: 'hello' });
    browser.channels.inject(ANN, { v: 1, from: 'a', kind: 'signOut' });
    await settle();
    expect(told).toEqual([]);
    expect(a.role).toBe('watcher');
    // The hello went unanswered: the watcher answers other tabs only.
    expect(browser.channels.posted).toHaveLength(posted);
  });
});
