import * as z from 'zod/mini';
import { closedObject } from '../../lib/closed-object';

/**
 * What the tabs of one browser say to each other over their BroadcastChannel (DESIGN §11). The watcher tab hands out
 * feed events, account figures and alert records; any tab says hello, marks alerts read or signs out. Every message
 * carries the protocol's version: a tab of another version of the app (one left open across a deploy) speaks past
 * this one, and its messages are dropped rather than guessed at.
 *
 * The payloads' own shapes belong to the layers that make them (the feed, the accounts, the alert log): they are
 * passed in as schemas, so this layer knows the envelope and nothing of what it carries.
 */

/** The version of the messages; a change of any message's shape is a new version. */
export const PROTOCOL_VERSION = 1;

/** Most feed events in one message: a second of the feed's busiest (500) with room to spare. */
export const MAX_EVENTS_PER_MESSAGE = 1000;
/** Most alert records in one message: the whole alert log. */
export const MAX_RECORDS_PER_MESSAGE = 500;

export const MESSAGE_KINDS = [
  'hello',
  'watcher',
  'signOut',
  'feedEvents',
  'accountFigures',
  'alertRecords',
  'alertsRead',
  'feedStatus',
  'alertOut',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The live feed's state as the watcher's socket has it (lib/live-feed-socket.ts). */
export const FEED_STATUSES = ['connecting', 'connected', 'reconnecting', 'disconnected'] as const;
export type SharedFeedStatus = (typeof FEED_STATUSES)[number];

/**
 * An alert a tab found, for the watcher to sound and show: plain text (a notification's title and body, never markup),
 * and the keys that make it the same alert in another tab (a deal's feed event), so it goes out once.
 */
export interface AlertOut {
  title: string;
  body: string;
  tag: string;
  sound: boolean;
  keys: string[];
}

/** Longest notification text a tab may hand over; the 20 lines of 300 characters an alert holds at most, and more. */
export const MAX_ALERT_OUT_TEXT = 10_000;
/** Most keys in one alert handed over: as many as records in one message. */
export const MAX_ALERT_OUT_KEYS = 500;

/** The schemas of what the watcher hands out, given by the layers that own those shapes. */
export interface PayloadSchemas<Event, Figures, AlertRecord> {
  feedEvent: z.ZodMiniType<Event>;
  accountFigures: z.ZodMiniType<Figures>;
  alertRecord: z.ZodMiniType<AlertRecord>;
}

/** A message's body, as a tab sends it (the client adds the version and the sender). */
export type MessageBody<Event, Figures, AlertRecord> =
  /** A tab has started and asks who the watcher is. */
  | { kind: 'hello' }
  /** The sender is the watcher: it says so when it takes over, and in answer to a hello. */
  | { kind: 'watcher' }
  /** The user signed out in the sender: every tab stops. */
  | { kind: 'signOut' }
  | { kind: 'feedEvents'; events: Event[] }
  | { kind: 'accountFigures'; figures: Figures }
  | { kind: 'alertRecords'; records: AlertRecord[] }
  /** The user marked every alert up to this time (epoch ms) read. */
  | { kind: 'alertsRead'; upTo: number }
  /** The watcher's feed socket changed state (and, to a tab that said hello, what it is now). */
  | { kind: 'feedStatus'; status: SharedFeedStatus }
  /** A tab that is not the watcher found an alert: the watcher sounds and shows it. */
  | ({ kind: 'alertOut' } & AlertOut);

export type TabMessage<Event, Figures, AlertRecord> = MessageBody<Event, Figures, AlertRecord> & {
  v: typeof PROTOCOL_VERSION;
  /** The sending tab's id. */
  from: string;
};

/** A tab's id as the client makes it (a UUID, or a random fallback where there is none). */
const tabId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));
/** A time a Date can hold (epoch milliseconds). */
const time = z.number().check(z.gte(0), z.lte(8.64e15));

const alertText = z.string().check(z.maxLength(MAX_ALERT_OUT_TEXT));

/** The schema of every message of this version, with the callers' payload schemas in place. */
export function tabMessageSchema<Event, Figures, AlertRecord>(
  payloads: PayloadSchemas<Event, Figures, AlertRecord>,
): z.ZodMiniType<TabMessage<Event, Figures, AlertRecord>> {
  const head = { v: z.literal(PROTOCOL_VERSION), from: tabId };
  return z.discriminatedUnion('kind', [
    closedObject({ ...head, kind: z.literal('hello') }),
    closedObject({ ...head, kind: z.literal('watcher') }),
    closedObject({ ...head, kind: z.literal('signOut') }),
    closedObject({
      ...head,
      kind: z.literal('feedEvents'),
      events: z.array(payloads.feedEvent).check(z.maxLength(MAX_EVENTS_PER_MESSAGE)),
    }),
    closedObject({ ...head, kind: z.literal('accountFigures'), figures: payloads.accountFigures }),
    closedObject({
      ...head,
      kind: z.literal('alertRecords'),
      records: z.array(payloads.alertRecord).check(z.maxLength(MAX_RECORDS_PER_MESSAGE)),
    }),
    closedObject({ ...head, kind: z.literal('alertsRead'), upTo: time }),
    closedObject({ ...head, kind: z.literal('feedStatus'), status: z.enum(FEED_STATUSES) }),
    closedObject({
      ...head,
      kind: z.literal('alertOut'),
      title: alertText,
      body: alertText,
      tag: z.string().check(z.maxLength(200)),
      sound: z.boolean(),
      keys: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(MAX_ALERT_OUT_KEYS)),
    }),
  ]);
}

/** Why a message was dropped: sent by another version of the app, or not a message of ours at all. */
export type DropReason = 'otherVersion' | 'malformed';

export type ReadResult<Message> = { ok: true; message: Message } | { ok: false; reason: DropReason };

/** Whether `data` says it is of a version other than ours (an object with a `v` that is not ours). */
function isOtherVersion(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !Object.hasOwn(data, 'v')) return false;
  return (data as { v: unknown }).v !== PROTOCOL_VERSION;
}

/**
 * Reads what arrived on the channel: a message of this version whose every part has the expected shape, or why it was
 * dropped. Never throws, whatever arrives.
 */
export function readTabMessage<Message>(schema: z.ZodMiniType<Message>, data: unknown): ReadResult<Message> {
  if (isOtherVersion(data)) return { ok: false, reason: 'otherVersion' };
  try {
    const parsed = schema.safeParse(data);
    return parsed.success ? { ok: true, message: parsed.data } : { ok: false, reason: 'malformed' };
  } catch {
    // A payload schema that throws (a refinement meeting something it did not expect) drops the message all the same.
    return { ok: false, reason: 'malformed' };
  }
}

/** The lock and the channel one user's tabs share: `poolbot_watcher_<userId>`. */
export const watcherName = (product: string, userId: string): string => `${product.toLowerCase()}_watcher_${userId}`;
