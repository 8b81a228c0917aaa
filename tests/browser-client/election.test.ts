import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClient, newTabId, type Role } from '../../src/browser-client/browser-client';
import { browserEnvironment, type PageLifecycle, type WatcherLocks } from '../../src/browser-client/environment';
import { env } from '../../src/config/env';
import { eventKey } from '../../src/feed/model/feed-event';
import { ANN, createBrowser, heard, PAYLOADS } from './tab-world';

const settle = () => vi.runAllTimersAsync();
const T0 = 1_763_700_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one watcher per browser', () => {
  it('a tab alone in the browser becomes the watcher and says so', async () => {
    const browser = createBrowser();
    const first = browser.open('first');
    const roles: Role[] = [];
    first.onRoleChange((role) => roles.push(role));
    // The lock comes later than the call, as in a browser: until then the tab only follows.
    expect(first.role).toBe('follower');
    await settle();
    expect(first.role).toBe('watcher');
    expect(roles).toEqual(['watcher']);
    expect(first.shared).toBe(true);
    expect(first.watcherId()).toBe('first');
    expect(browser.locks.holder(ANN)).toBe('first');
    expect(browser.channels.posted.map(({ data }) => data)).toEqual([
      { kind: 'hello', v: 1, from: 'first' },
      { kind: 'watcher', v: 1, from: 'first' },
    ]);
  });

  it('of two tabs, exactly one watches; the other follows and learns which', async () => {
    const browser = createBrowser();
    const first = browser.open('first');
    await settle();
    const second = browser.open('second');
    await settle();
    expect([first.role, second.role]).toEqual(['watcher', 'follower']);
    // It asked, and the watcher answered.
    expect(second.watcherId()).toBe('first');
    expect(browser.locks.waiting(ANN)).toEqual(['second']);
  });

  it('of three tabs opened at once, exactly one watches', async () => {
    const browser = createBrowser();
    const tabs = ['a', 'b', 'c'].map((id) => browser.open(id));
    await settle();
    expect(tabs.filter((tab) => tab.role === 'watcher')).toHaveLength(1);
    expect(tabs.map((tab) => tab.watcherId())).toEqual(['a', 'a', 'a']);
  });

  it('when the watcher tab closes, the next tab takes over at once (well within 5 s) and the others learn it', async () => {
    const browser = createBrowser();
    const [a, b, c] = ['a', 'b', 'c'].map((id) => browser.open(id));
    await settle();
    let tookOverAt: number | null = null;
    b?.onRoleChange((role) => {
      if (role === 'watcher') tookOverAt = Date.now();
    });
    const announced = c ? heard(c, 'watcher') : [];
    const closedAt = Date.now();
    // Closed by the browser: the client is never told, the browser releases its lock.
    browser.close('a');
    await settle();
    expect([a?.role, b?.role, c?.role]).toEqual(['watcher', 'watcher', 'follower']);
    expect(tookOverAt).not.toBeNull();
    expect((tookOverAt ?? Infinity) - closedAt).toBeLessThan(5000);
    expect(c?.watcherId()).toBe('b');
    expect(announced.map((message) => message.from)).toEqual(['b']);
    // And once more: the last tab left takes over from the second.
    browser.close('b');
    await settle();
    expect(c?.role).toBe('watcher');
    expect(browser.locks.holder(ANN)).toBe('c');
  });

  it('a watcher that stops lets go of the lock, and the next tab takes over', async () => {
    const browser = createBrowser();
    const first = browser.open('first');
    const second = browser.open('second');
    await settle();
    first.stop();
    expect(first.role).toBe('stopped');
    await settle();
    expect(second.role).toBe('watcher');
    expect(browser.locks.holder(ANN)).toBe('second');
    // A stopped client stays stopped: it neither takes the lock again nor hands anything out.
    second.stop();
    await settle();
    expect(first.role).toBe('stopped');
    expect(browser.locks.holder(ANN)).toBeUndefined();
    expect(first.publish({ kind: 'alertsRead', upTo: T0 })).toBe(false);
  });

  it('a follower that stops leaves the queue without ever watching', async () => {
    const browser = createBrowser();
    browser.open('first');
    const second = browser.open('second');
    await settle();
    const roles: Role[] = [];
    second.onRoleChange((role) => roles.push(role));
    second.stop();
    // At once: the request is withdrawn, not left to be granted and let go.
    expect(browser.locks.waiting(ANN)).toEqual([]);
    browser.close('first');
    await settle();
    expect(roles).toEqual(['stopped']);
    expect(second.role).toBe('stopped');
    expect(browser.locks.holder(ANN)).toBeUndefined();
    expect(browser.locks.waiting(ANN)).toEqual([]);
  });

  it("tabs of two users each have their own watcher: one user's tabs never share with another's", async () => {
    const browser = createBrowser();
    const ann = browser.open('ann-tab', 'ann');
    const bob = browser.open('bob-tab', 'bob');
    await settle();
    expect([ann.role, bob.role]).toEqual(['watcher', 'watcher']);
    expect(browser.locks.holder('poolbot_watcher_bob')).toBe('bob-tab');
    const bobHeard = heard(bob, 'alertsRead');
    ann.publish({ kind: 'alertsRead', upTo: T0 });
    await settle();
    expect(bobHeard).toEqual([]);
  });
});

describe('where the browser lacks what the election needs', () => {
  it('without Web Locks, every tab is its own watcher, alone, as before', async () => {
    const browser = createBrowser();
    const first = browser.open('first', 'ann', { locks: null });
    const second = browser.open('second', 'ann', { locks: null });
    // At once: there is nothing to wait for.
    expect([first.role, second.role]).toEqual(['watcher', 'watcher']);
    await settle();
    expect([first.shared, second.shared]).toEqual([false, false]);
    expect(first.watcherId()).toBe('first');
    expect(first.publish({ kind: 'accountFigures', figures: { venue: 'lighter', equityUsd: 1 } })).toBe(false);
    expect(browser.channels.openCount(ANN)).toBe(0);
    expect(browser.channels.posted).toEqual([]);
    first.signOut();
    expect(first.role).toBe('stopped');
    expect(second.role).toBe('watcher');
  });

  it('without BroadcastChannel, every tab is its own watcher too (followers would hear nothing)', async () => {
    const browser = createBrowser();
    const first = browser.open('first', 'ann', { channelFactory: null });
    const second = browser.open('second', 'ann', { channelFactory: null });
    await settle();
    expect([first.role, second.role]).toEqual(['watcher', 'watcher']);
    expect(browser.locks.holder(ANN)).toBeUndefined();
  });

  it('a lock request the browser refuses leaves the tab its own watcher, alone', async () => {
    const browser = createBrowser();
    const refusing: WatcherLocks = {
      request: () => Promise.reject(new DOMException('Access denied.', 'SecurityError')),
    };
    const throwing: WatcherLocks = {
      request: () => {
        throw new DOMException('The document is not fully active.', 'InvalidStateError');
      },
    };
    const first = browser.open('first', 'ann', { locks: refusing });
    const second = browser.open('second', 'ann', { locks: throwing });
    await settle();
    expect([first.role, second.role]).toEqual(['watcher', 'watcher']);
    expect([first.shared, second.shared]).toEqual([false, false]);
    expect(browser.channels.openCount(ANN)).toBe(0);
  });
});

describe('signing out', () => {
  it('in one tab stops the watcher and every tab, and frees the lock', async () => {
    const browser = createBrowser();
    const [a, b, c] = ['a', 'b', 'c'].map((id) => browser.open(id));
    await settle();
    const toldB = b ? heard(b, 'signOut') : [];
    const toldA = a ? heard(a, 'signOut') : [];
    c?.signOut();
    await settle();
    expect([a?.role, b?.role, c?.role]).toEqual(['stopped', 'stopped', 'stopped']);
    expect(toldA).toHaveLength(1);
    expect(toldB).toHaveLength(1);
    expect(browser.locks.holder(ANN)).toBeUndefined();
    expect(browser.locks.waiting(ANN)).toEqual([]);
    expect(browser.channels.openCount(ANN)).toBe(0);
    // Signing in again starts afresh: the new tab's client watches.
    const again = browser.open('d');
    await settle();
    expect(again.role).toBe('watcher');
  });

  it('in the watcher tab stops the followers too', async () => {
    const browser = createBrowser();
    const watcher = browser.open('a');
    const follower = browser.open('b');
    await settle();
    watcher.signOut();
    await settle();
    expect([watcher.role, follower.role]).toEqual(['stopped', 'stopped']);
    expect(browser.locks.holder(ANN)).toBeUndefined();
  });
});

describe('the back/forward cache', () => {
  /** One tab's page, whose pagehide / pageshow the test fires. */
  function cachedPage() {
    const handlers = { hidden: () => {}, shown: () => {}, removed: false };
    const page: PageLifecycle = {
      watch(hidden, shown) {
        handlers.hidden = hidden;
        handlers.shown = shown;
        return () => {
          handlers.removed = true;
        };
      },
    };
    return { page, handlers };
  }

  it('a watcher kept in the cache lets the next tab watch, and follows when it comes back', async () => {
    const browser = createBrowser();
    const { page, handlers } = cachedPage();
    const first = browser.open('first', 'ann', { page });
    const second = browser.open('second');
    await settle();
    const roles: string[] = [];
    first.onRoleChange((role) => roles.push(role));
    browser.channels.freeze('first');
    handlers.hidden();
    expect(first.role).toBe('follower');
    expect(first.watcherId()).toBeNull();
    await settle();
    expect(second.role).toBe('watcher');
    // Frozen, it heard nothing of the take-over; back, it asks who watches now.
    expect(first.watcherId()).toBeNull();
    browser.channels.thaw('first');
    handlers.shown();
    await settle();
    expect(first.role).toBe('follower');
    expect(first.watcherId()).toBe('second');
    expect(browser.locks.waiting(ANN)).toEqual(['first']);
    expect(roles).toEqual(['follower']);
    first.stop();
    expect(handlers.removed).toBe(true);
  });

  it('a follower kept in the cache stays a follower, queued once', async () => {
    const browser = createBrowser();
    const { page, handlers } = cachedPage();
    browser.open('first');
    const second = browser.open('second', 'ann', { page });
    await settle();
    const roles: string[] = [];
    second.onRoleChange((role) => roles.push(role));
    handlers.hidden();
    expect(second.watcherId()).toBe('first');
    expect(browser.locks.waiting(ANN)).toEqual([]);
    handlers.shown();
    // Shown twice without being hidden in between: still one request in the queue.
    handlers.shown();
    await settle();
    expect(browser.locks.waiting(ANN)).toEqual(['second']);
    expect(roles).toEqual([]);
  });
});

describe('role listeners', () => {
  it('one that throws is reported and does not keep the others from hearing', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    try {
      const browser = createBrowser();
      const first = browser.open('first');
      const roles: Role[] = [];
      const unsubscribe = first.onRoleChange(() => {
        throw new Error('a panel broke');
      });
      first.onRoleChange((role) => roles.push(role));
      await settle();
      expect(roles).toEqual(['watcher']);
      expect(reported).toEqual([new Error('a panel broke')]);
      unsubscribe();
      first.stop();
      expect(roles).toEqual(['watcher', 'stopped']);
      expect(reported).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a tab of its own', () => {
  it('is named by a UUID where the browser makes one, and by a random id of the same alphabet where not', () => {
    const uuid = newTabId();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    vi.stubGlobal('crypto', {});
    try {
      const fallback = newTabId();
      expect(fallback).toMatch(/^tab-[0-9a-z]+-[0-9a-z]{1,10}$/);
      expect(newTabId()).not.toBe(fallback);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("uses the build's product name and a new id of its own unless told", async () => {
    const browser = createBrowser();
    const client = createBrowserClient({
      userId: 'ann',
      locks: browser.locks.forTab('plain'),
      channelFactory: browser.channels.forTab('plain'),
      payloads: PAYLOADS,
      feedEventKey: eventKey,
    });
    const other = browser.open('other');
    await settle();
    expect(browser.locks.holder(`${env.productName.toLowerCase()}_watcher_ann`)).toBe('plain');
    expect(other.watcherId()).toBe(client.tabId);
    expect(client.tabId).not.toBe('plain');
  });

  it('in Node, without a page or a BroadcastChannel, has neither', () => {
    expect(browserEnvironment().page).toBeNull();
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      expect(browserEnvironment().channelFactory).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
