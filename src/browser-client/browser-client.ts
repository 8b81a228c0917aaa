import { env } from '../config/env';
import { electWatcher, type Election } from './election';
import type { BrowserEnvironment, TabChannel } from './environment';
import {
  PROTOCOL_VERSION,
  readTabMessage,
  tabMessageSchema,
  watcherName,
  type DropReason,
  type MessageBody,
  type MessageKind,
  type PayloadSchemas,
  type TabMessage,
} from './model/messages';
import { admitNew, createSeenKeys } from './model/seen-keys';

/**
 * One client per browser (DESIGN §11): of the tabs signed in as one user, one is the watcher (it holds the feed's
 * socket, reads the venues for the alerts, writes the stores and raises the alerts); the others follow, receiving what
 * it hands out over a BroadcastChannel. Where the browser has no Web Locks or no BroadcastChannel, each tab is its own
 * watcher, alone, as before. See docs/architecture.md, "One client per browser".
 */

export type Role = 'watcher' | 'follower' | 'stopped';

/** What the watcher hands out, and what any tab may say (alerts marked read). */
export type OutgoingBody<Event, Figures, AlertRecord> = Extract<
  MessageBody<Event, Figures, AlertRecord>,
  { kind: 'feedEvents' | 'accountFigures' | 'alertRecords' | 'alertsRead' | 'feedStatus' | 'alertOut' }
>;

/** What a tab can listen to: every kind (a hello, which the client answers itself, is also told to the watcher's work). */
export type ListenKind = MessageKind;

export interface BrowserClientOptions<Event, Figures, AlertRecord> extends Omit<BrowserEnvironment, 'page'> {
  userId: string;
  page?: BrowserEnvironment['page'];
  payloads: PayloadSchemas<Event, Figures, AlertRecord>;
  /** A feed event's identity (its token mint and timestamp): the same event is shown once. */
  feedEventKey: (event: Event) => string;
  /** The product's name, for the lock's and channel's name; the build's by default. */
  product?: string;
  tabId?: string;
}

export interface BrowserClient<Event, Figures, AlertRecord> {
  readonly tabId: string;
  readonly role: Role;
  /** Whether this tab shares the work with other tabs (false: it works alone, as every tab did before). */
  readonly shared: boolean;
  /** The watcher's tab id, as last announced (this tab's own while it is the watcher); null until one is known. */
  watcherId: () => string | null;
  onRoleChange: (listener: (role: Role) => void) => () => void;
  /** Sends to the other tabs; true when it went out. Only the watcher hands out events, figures and alerts. */
  publish: (body: OutgoingBody<Event, Figures, AlertRecord>) => boolean;
  subscribe: <Kind extends ListenKind>(
    kind: Kind,
    listener: (message: Extract<TabMessage<Event, Figures, AlertRecord>, { kind: Kind }>) => void,
  ) => () => void;
  /** The feed events this tab has not met before (from its own socket or from the watcher), each once. */
  admitFeedEvents: (events: readonly Event[]) => Event[];
  /** Messages dropped since the start, by reason. */
  dropped: () => Record<DropReason, number>;
  /** Tells every tab the user signed out (they stop), and stops. */
  signOut: () => void;
  /** Lets go of the lock and the channel, for good. */
  stop: () => void;
}

const WATCHER_KINDS: ReadonlySet<MessageKind> = new Set(['feedEvents', 'accountFigures', 'alertRecords', 'feedStatus']);

/** A tab's id: a UUID where the browser makes one (secure pages), else random enough for a handful of tabs. */
export function newTabId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A listener's error goes to the page's error handler (the console), as an uncaught one would. */
function report(error: unknown) {
  if (typeof reportError === 'function') reportError(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/** Calls every listener; one that throws is reported, never stops the others or the client. */
function callEach<T>(listeners: Iterable<(value: T) => void>, value: T) {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch (error) {
      report(error);
    }
  }
}

export function createBrowserClient<Event, Figures, AlertRecord>(
  options: BrowserClientOptions<Event, Figures, AlertRecord>,
): BrowserClient<Event, Figures, AlertRecord> {
  type Message = TabMessage<Event, Figures, AlertRecord>;
  const tabId = options.tabId ?? newTabId();
  const name = watcherName(options.product ?? env.productName, options.userId);
  const schema = tabMessageSchema(options.payloads);
  const seen = createSeenKeys();
  const roleListeners = new Set<(role: Role) => void>();
  const listeners = new Map<MessageKind, Set<(message: Message) => void>>();
  const drops: Record<DropReason, number> = { otherVersion: 0, malformed: 0 };
  const { locks, channelFactory } = options;
  let channel: TabChannel | null = null;
  let election: Election | null = null;
  let unwatchPage = () => {};
  let role: Role = 'watcher';
  let watcher: string | null = null;

  const setRole = (next: Role) => {
    if (role === next) return;
    role = next;
    callEach(roleListeners, next);
  };
  const post = (body: MessageBody<Event, Figures, AlertRecord>): boolean => {
    if (!channel) return false;
    channel.post({ ...body, v: PROTOCOL_VERSION, from: tabId });
    return true;
  };
  const deliver = (message: Message) => callEach(listeners.get(message.kind) ?? [], message);

  const receive = (data: unknown) => {
    const read = readTabMessage(schema, data);
    if (!read.ok) {
      drops[read.reason] += 1;
      return;
    }
    const message = read.message;
    if (message.from === tabId) return;
    switch (message.kind) {
      case 'hello':
        // The watcher answers, then its work may tell the newcomer what it would otherwise only hear of changes.
        if (role === 'watcher') {
          post({ kind: 'watcher' });
          deliver(message);
        }
        return;
      case 'watcher':
        watcher = message.from;
        deliver(message);
        return;
      case 'signOut':
        deliver(message);
        stop();
        return;
      case 'feedEvents': {
        const events = admitNew(seen, message.events, options.feedEventKey);
        if (events.length > 0) deliver({ ...message, events });
        return;
      }
      default:
        deliver(message);
    }
  };

  /** Works alone: no election, no channel; this tab is its own watcher. */
  const alone = () => {
    election?.leave();
    election = null;
    channel?.close();
    channel = null;
    unwatchPage();
    watcher = tabId;
    setRole('watcher');
  };

  function stop() {
    election?.leave();
    election = null;
    channel?.close();
    channel = null;
    unwatchPage();
    watcher = null;
    setRole('stopped');
    roleListeners.clear();
    listeners.clear();
  }

  if (locks && channelFactory) {
    role = 'follower';
    channel = channelFactory(name);
    channel.listen(receive, () => {
      drops.malformed += 1;
    });
    election = electWatcher(locks, name, {
      granted: () => {
        watcher = tabId;
        setRole('watcher');
        post({ kind: 'watcher' });
      },
      refused: alone,
    });
    election.join();
    post({ kind: 'hello' });
    unwatchPage =
      options.page?.watch(
        () => {
          // Kept in the back/forward cache: let the next tab watch while this one is frozen.
          election?.leave();
          if (watcher === tabId) watcher = null;
          setRole('follower');
        },
        () => {
          election?.join();
          post({ kind: 'hello' });
        },
      ) ?? (() => {});
  } else {
    watcher = tabId;
  }

  return {
    tabId,
    get role() {
      return role;
    },
    get shared() {
      return channel !== null;
    },
    watcherId: () => watcher,
    onRoleChange(listener) {
      roleListeners.add(listener);
      return () => roleListeners.delete(listener);
    },
    publish(body) {
      // A stopped client has no channel: nothing goes out.
      if (WATCHER_KINDS.has(body.kind) && role !== 'watcher') return false;
      return post(body);
    },
    subscribe(kind, listener) {
      const set = listeners.get(kind) ?? new Set();
      listeners.set(kind, set);
      const entry = listener as (message: Message) => void;
      set.add(entry);
      return () => set.delete(entry);
    },
    admitFeedEvents: (events) => admitNew(seen, events, options.feedEventKey),
    dropped: () => ({ ...drops }),
    signOut() {
      post({ kind: 'signOut' });
      stop();
    },
    stop,
  };
}
