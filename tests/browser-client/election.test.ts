import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../src/browser-client/browser-client';
import type { PageLifecycle, WatcherLocks } from '../../src/browser-client/environment';
import { ANN, createBrowser, heard } from './tab-world';

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
    browser.close('first');
    await settle();
    expect(roles).toEqual(['stopped']);
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
    handlers.hidden();
    expect(first.role).toBe('follower');
    await settle();
    expect(second.role).toBe('watcher');
    handlers.shown();
    await settle();
    expect(first.role).toBe('follower');
    expect(first.watcherId()).toBe('second');
    expect(browser.locks.waiting(ANN)).toEqual(['first']);
    first.stop();
    expect(handlers.removed).toBe(true);
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
