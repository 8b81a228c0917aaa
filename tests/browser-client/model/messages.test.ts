import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  MAX_ALERT_OUT_KEYS,
  MAX_ALERT_OUT_TEXT,
  MAX_EVENTS_PER_MESSAGE,
  MAX_RECORDS_PER_MESSAGE,
  MESSAGE_KINDS,
  PROTOCOL_VERSION,
  readTabMessage,
  tabMessageSchema,
  watcherName,
} from '../../../src/browser-client/model/messages';

/** Payloads small enough to see: an event is a mint, figures a number, a record an id. */
const schema = tabMessageSchema({
  feedEvent: z.strictObject({ mint: z.string() }),
  accountFigures: z.number(),
  alertRecord: z.strictObject({ id: z.string() }),
});
const read = (data: unknown) => readTabMessage(schema, data);
const head = { v: 1, from: 'b5d1c3e2-0a4f-4e53-9d3c-5b8f6a2e1c00' } as const;

describe('the messages between tabs', () => {
  it('are of version 1, and every kind reads back as sent', () => {
    expect(PROTOCOL_VERSION).toBe(1);
    const messages = [
      { ...head, kind: 'hello' },
      { ...head, kind: 'watcher' },
      { ...head, kind: 'signOut' },
      { ...head, kind: 'feedEvents', events: [{ mint: 'm1' }, { mint: 'm2' }] },
      { ...head, kind: 'accountFigures', figures: 12.5 },
      { ...head, kind: 'alertRecords', records: [{ id: 'a1' }] },
      { ...head, kind: 'alertsRead', upTo: 1_763_700_000_000 },
      { ...head, kind: 'feedStatus', status: 'reconnecting' },
      {
        ...head,
        kind: 'alertOut',
        title: 'Courtyard Listing: Umbreon',
        body: '$81.00',
        tag: 't',
        sound: true,
        keys: ['k'],
      },
    ];
    expect(messages.map((message) => message.kind)).toEqual([...MESSAGE_KINDS]);
    for (const message of messages) expect(read(message)).toEqual({ ok: true, message });
  });

  it('a message of another version is dropped as such, whatever else it holds', () => {
    for (const v of [0, 2, '1', null, undefined, 1.5]) {
      expect(read({ ...head, v, kind: 'signOut' })).toEqual({ ok: false, reason: 'otherVersion' });
    }
  });

  it('anything not of our shape is dropped as malformed', () => {
    const bad: unknown[] = [
      null,
      undefined,
      'signOut',
      7,
      [head],
      { kind: 'signOut', from: head.from },
      { ...head, kind: 'nope' },
      { ...head, kind: 'signOut', also: 1 },
      { ...head, from: '', kind: 'hello' },
      { ...head, from: 'x'.repeat(65), kind: 'hello' },
      { ...head, from: 'tab one', kind: 'hello' },
      { ...head, from: 42, kind: 'hello' },
      { ...head, kind: 'feedEvents', events: [{ mint: 1 }] },
      { ...head, kind: 'feedEvents', events: [{ mint: 'm', script: '<b>' }] },
      { ...head, kind: 'feedEvents' },
      { ...head, kind: 'accountFigures', figures: '12' },
      { ...head, kind: 'alertRecords', records: {} },
      { ...head, kind: 'alertsRead', upTo: -1 },
      { ...head, kind: 'alertsRead', upTo: 8.64e15 + 1 },
      { ...head, kind: 'alertsRead', upTo: Number.POSITIVE_INFINITY },
      { ...head, kind: 'feedStatus', status: 'open' },
      { ...head, kind: 'feedStatus' },
      { ...head, kind: 'alertOut', title: 'T', body: 'B', tag: 't', sound: 'yes', keys: [] },
      { ...head, kind: 'alertOut', title: 'T', body: 'B', tag: 't', sound: true },
      { ...head, kind: 'alertOut', title: 'T', body: 'B', tag: 't', sound: true, keys: [1] },
      { ...head, kind: 'alertOut', title: { toString: 'x' }, body: 'B', tag: 't', sound: true, keys: [] },
      { ...head, kind: 'alertOut', title: 'T', body: 'B', tag: 't', sound: true, keys: [], html: '<b>' },
    ];
    for (const data of bad) expect(read(data)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('takes at most 1,000 events and 500 alert records in one message', () => {
    const events = (count: number) => ({ ...head, kind: 'feedEvents', events: Array(count).fill({ mint: 'm' }) });
    const records = (count: number) => ({ ...head, kind: 'alertRecords', records: Array(count).fill({ id: 'a' }) });
    expect(read(events(MAX_EVENTS_PER_MESSAGE)).ok).toBe(true);
    expect(read(events(MAX_EVENTS_PER_MESSAGE + 1)).ok).toBe(false);
    expect(read(records(MAX_RECORDS_PER_MESSAGE)).ok).toBe(true);
    expect(read(records(MAX_RECORDS_PER_MESSAGE + 1)).ok).toBe(false);
    expect([MAX_EVENTS_PER_MESSAGE, MAX_RECORDS_PER_MESSAGE]).toEqual([1000, 500]);
  });

  it('an alert handed over is plain text of bounded size, with at most 500 keys', () => {
    const alert = (parts: Record<string, unknown>) => ({
      ...head,
      kind: 'alertOut',
      title: 'T',
      body: 'B',
      tag: 't',
      sound: false,
      keys: [],
      ...parts,
    });
    expect(read(alert({ title: 'x'.repeat(MAX_ALERT_OUT_TEXT), body: 'y'.repeat(MAX_ALERT_OUT_TEXT) })).ok).toBe(true);
    expect(read(alert({ title: 'x'.repeat(MAX_ALERT_OUT_TEXT + 1) })).ok).toBe(false);
    expect(read(alert({ body: 'y'.repeat(MAX_ALERT_OUT_TEXT + 1) })).ok).toBe(false);
    expect(read(alert({ tag: 't'.repeat(200) })).ok).toBe(true);
    expect(read(alert({ tag: 't'.repeat(201) })).ok).toBe(false);
    expect(read(alert({ keys: Array(MAX_ALERT_OUT_KEYS).fill('k'.repeat(300)) })).ok).toBe(true);
    expect(read(alert({ keys: Array(MAX_ALERT_OUT_KEYS + 1).fill('k') })).ok).toBe(false);
    expect(read(alert({ keys: ['k'.repeat(301)] })).ok).toBe(false);
    expect([MAX_ALERT_OUT_TEXT, MAX_ALERT_OUT_KEYS]).toEqual([10_000, 500]);
  });

  it('a payload schema that throws drops the message instead of throwing', () => {
    const throwing = tabMessageSchema({
      feedEvent: z.string().check(
        z.refine(() => {
          throw new Error('unexpected');
        }),
      ),
      accountFigures: z.number(),
      alertRecord: z.string(),
    });
    expect(readTabMessage(throwing, { ...head, kind: 'feedEvents', events: ['x'] })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('never throws, whatever arrives; only what has our version can be read', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const result = read(data);
        if (result.ok) expect(result.message.v).toBe(PROTOCOL_VERSION);
      }),
    );
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== PROTOCOL_VERSION),
        fc.dictionary(fc.string(), fc.anything()),
        (v, rest) => {
          expect(read({ ...rest, v })).toEqual({ ok: false, reason: 'otherVersion' });
        },
      ),
    );
  });

  it('share one lock and channel per product and user', () => {
    expect(watcherName('PoolBot', 'user-42')).toBe('poolbot_watcher_user-42');
    expect(watcherName('PoolBot', 'a')).not.toBe(watcherName('PoolBot', 'b'));
  });
});
