import type { ChannelFactory, TabChannel, WatcherLocks } from '../../src/browser-client/environment';

/**
 * Fakes of the browser's Web Locks and BroadcastChannel (browser APIs, not our modules), shared by several "tabs" in
 * one test process. They behave as the browser does where the client relies on it: an exclusive lock granted to one
 * request at a time, in the order asked, later than the call; a lock released as soon as its callback's promise settles
 * or its tab closes; a queued request that leaves when its signal aborts; a message cloned and delivered later to every
 * other open channel of the same name, never to its sender. Everything later runs on timers: tests fake them and
 * settle with `vi.runAllTimersAsync()`.
 */

interface Waiter {
  tab: string;
  callback: (lock: unknown) => Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const abortError = () => new DOMException('The request was aborted.', 'AbortError');

export function createFakeLocks() {
  const holders = new Map<string, Waiter>();
  const queues = new Map<string, Waiter[]>();
  const queue = (name: string) => queues.get(name) ?? queues.set(name, []).get(name) ?? [];

  const grantNext = (name: string) => {
    setTimeout(() => {
      if (holders.has(name)) return;
      const next = queue(name).shift();
      if (!next) return;
      holders.set(name, next);
      next.callback({ name, mode: 'exclusive' }).then(
        () => release(name, next),
        () => release(name, next),
      );
    }, 0);
  };
  const release = (name: string, waiter: Waiter) => {
    if (holders.get(name) !== waiter) return;
    holders.delete(name);
    waiter.resolve();
    grantNext(name);
  };

  return {
    /** The lock manager one tab sees. */
    forTab(tab: string): WatcherLocks {
      return {
        request(name, options, callback) {
          return new Promise<void>((resolve, reject) => {
            if (options.signal?.aborted) {
              reject(abortError());
              return;
            }
            const waiter: Waiter = { tab, callback, resolve, reject };
            queue(name).push(waiter);
            options.signal?.addEventListener('abort', () => {
              const waiting = queue(name);
              const at = waiting.indexOf(waiter);
              if (at < 0) return;
              waiting.splice(at, 1);
              reject(abortError());
            });
            grantNext(name);
          });
        },
      };
    },
    /** A tab closes (or reloads, or crashes): the browser drops its requests and releases its locks, at once. */
    closeTab(tab: string) {
      for (const [name, waiting] of queues)
        queues.set(
          name,
          waiting.filter((waiter) => waiter.tab !== tab),
        );
      for (const [name, holder] of [...holders]) {
        if (holder.tab !== tab) continue;
        holders.delete(name);
        grantNext(name);
      }
    },
    holder: (name: string): string | undefined => holders.get(name)?.tab,
    waiting: (name: string): string[] => queue(name).map((waiter) => waiter.tab),
  };
}

interface FakeChannel {
  tab: string;
  name: string;
  receive: ((data: unknown) => void) | null;
  unreadable: (() => void) | null;
  open: boolean;
}

export function createFakeChannels() {
  const channels: FakeChannel[] = [];
  /** Tabs whose page is frozen (in the back/forward cache): what is sent to them meanwhile is lost. */
  const frozen = new Set<string>();
  const sendTo = (name: string, data: unknown, except: FakeChannel | null) => {
    for (const channel of channels) {
      if (channel === except || channel.name !== name) continue;
      const copy = structuredClone(data);
      setTimeout(() => {
        if (channel.open && !frozen.has(channel.tab)) channel.receive?.(copy);
      }, 0);
    }
  };
  /** Every message posted, as posted: what the tabs said to each other. */
  const posted: { tab: string; data: unknown }[] = [];

  return {
    posted,
    forTab(tab: string): ChannelFactory {
      return (name): TabChannel => {
        const channel: FakeChannel = { tab, name, receive: null, unreadable: null, open: true };
        channels.push(channel);
        return {
          post(message) {
            if (!channel.open) throw new DOMException('The channel is closed.', 'InvalidStateError');
            posted.push({ tab, data: structuredClone(message) });
            sendTo(name, message, channel);
          },
          listen(receive, unreadable) {
            channel.receive = receive;
            channel.unreadable = unreadable;
          },
          close() {
            channel.open = false;
          },
        };
      };
    },
    /** Something else on the channel (a tab of another version, or hostile code) sends `data` to every tab. */
    inject(name: string, data: unknown) {
      sendTo(name, data, null);
    },
    /** A message that every tab's browser fails to deserialise. */
    injectUnreadable(name: string) {
      for (const channel of channels) if (channel.name === name && channel.open) channel.unreadable?.();
    },
    closeTab(tab: string) {
      for (const channel of channels) if (channel.tab === tab) channel.open = false;
    },
    freeze: (tab: string) => frozen.add(tab),
    thaw: (tab: string) => frozen.delete(tab),
    openCount: (name: string) => channels.filter((channel) => channel.name === name && channel.open).length,
  };
}
