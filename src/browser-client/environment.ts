/**
 * The parts of the browser the client uses, narrowed to what it calls, so that tests hand it their own (fake locks and
 * channels shared by several "tabs" in one process) and the code never reaches for a global itself.
 */

/** The Web Locks API's one call the election makes: an exclusive lock, held while the callback's promise runs. */
export interface WatcherLocks {
  request: (
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ) => Promise<void>;
}

/** A BroadcastChannel as the client uses it: post, receive, close. */
export interface TabChannel {
  post: (message: unknown) => void;
  /** `receive` gets each message's data; `unreadable` a message the browser could not deserialise. */
  listen: (receive: (data: unknown) => void, unreadable: () => void) => void;
  close: () => void;
}

export type ChannelFactory = (name: string) => TabChannel;

/**
 * The page going into the back/forward cache and coming back: a cached page keeps its locks while frozen, so the
 * watcher lets go when it leaves and queues again when it returns.
 */
export interface PageLifecycle {
  /** Registers the two listeners; returns what removes them. */
  watch: (hidden: () => void, shown: () => void) => () => void;
}

export interface BrowserEnvironment {
  /** Null where the browser has no Web Locks (an old browser, or a page not served over HTTPS or from localhost). */
  locks: WatcherLocks | null;
  /** Null where the browser has no BroadcastChannel. */
  channelFactory: ChannelFactory | null;
  page: PageLifecycle | null;
}

/** A real BroadcastChannel behind the client's narrow interface. */
export function broadcastChannel(name: string): TabChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(receive, unreadable) {
      channel.onmessage = (event: MessageEvent) => receive(event.data);
      channel.onmessageerror = () => unreadable();
    },
    close: () => channel.close(),
  };
}

/** The page's pagehide / pageshow events, for a page the back/forward cache keeps (`persisted`). */
function pageLifecycle(target: Window): PageLifecycle {
  return {
    watch(hidden, shown) {
      const onHide = (event: PageTransitionEvent) => {
        if (event.persisted) hidden();
      };
      const onShow = (event: PageTransitionEvent) => {
        if (event.persisted) shown();
      };
      target.addEventListener('pagehide', onHide);
      target.addEventListener('pageshow', onShow);
      return () => {
        target.removeEventListener('pagehide', onHide);
        target.removeEventListener('pageshow', onShow);
      };
    },
  };
}

/** What this browser offers: each part, or null where it is missing. */
export function browserEnvironment(): BrowserEnvironment {
  // Missing outside secure contexts and in older browsers, whatever the DOM typings say.
  const locks: WatcherLocks | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return {
    locks: locks ?? null,
    channelFactory: typeof BroadcastChannel === 'function' ? broadcastChannel : null,
    page: typeof window === 'undefined' ? null : pageLifecycle(window),
  };
}
