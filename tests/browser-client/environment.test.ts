// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { broadcastChannel, browserEnvironment } from '../../src/browser-client/environment';

describe("the browser's parts", () => {
  it('a real BroadcastChannel carries data to another channel of the same name, not to itself', async () => {
    const sender = broadcastChannel('poolbot_watcher_test');
    const receiver = broadcastChannel('poolbot_watcher_test');
    const own: unknown[] = [];
    sender.listen(
      (data) => own.push(data),
      () => {},
    );
    try {
      const arrived = new Promise((resolve) => receiver.listen(resolve, () => {}));
      sender.post({ v: 1, from: 'a', kind: 'hello' });
      expect(await arrived).toEqual({ v: 1, from: 'a', kind: 'hello' });
      expect(own).toEqual([]);
    } finally {
      sender.close();
      receiver.close();
    }
  });

  it('hears the page enter and leave the back/forward cache, and nothing of a page that is simply unloaded', () => {
    const { page, channelFactory } = browserEnvironment();
    expect(channelFactory).toBe(broadcastChannel);
    const heard: string[] = [];
    const stop = page?.watch(
      () => heard.push('hidden'),
      () => heard.push('shown'),
    );
    const transition = (type: string, persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event(type), { persisted }));
    transition('pagehide', false);
    transition('pagehide', true);
    transition('pageshow', false);
    transition('pageshow', true);
    stop?.();
    transition('pagehide', true);
    transition('pageshow', true);
    expect(heard).toEqual(['hidden', 'shown']);
  });

  it("takes the browser's Web Locks where it has them, and none where it does not", () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'locks');
    const locks = { request: () => Promise.resolve() };
    try {
      Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
      expect(browserEnvironment().locks).toBe(locks);
      Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
      expect(browserEnvironment().locks).toBeNull();
    } finally {
      if (own) Object.defineProperty(navigator, 'locks', own);
      else Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
