import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
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
