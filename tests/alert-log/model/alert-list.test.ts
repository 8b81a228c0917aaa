import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_LOG_LIMIT,
  ALERT_LOG_MAX_AGE_MS,
  alertCutoff,
  alertKinds,
  alertSources,
  excessAlerts,
  filterAlerts,
  markRead,
  retainAlerts,
  unreadCount,
} from '../../../src/alert-log/model/alert-list';
import { alertRecordSchema, type AlertRecord } from '../../../src/alert-log/model/alert-record';
import { alertAt, DAY, dealAt, MINUTE, NOW } from '../alert-fixtures';

describe('what the alert log keeps', () => {
  it('the last 500 alerts of the last 30 days', () => {
    expect(ALERT_LOG_LIMIT).toBe(500);
    expect(ALERT_LOG_MAX_AGE_MS).toBe(30 * DAY);
    expect(alertCutoff(NOW)).toBe(NOW - 30 * DAY);
    expect([excessAlerts(499), excessAlerts(500), excessAlerts(503)]).toEqual([0, 0, 3]);
    expect(excessAlerts(5, 2)).toBe(3);
  });

  it('newest first, each once, none older than 30 days', () => {
    const older = alertAt(30 * 24 * 60 + 1);
    const edge = alertAt(30 * 24 * 60);
    const newest = alertAt(1);
    const copy = { ...newest, title: 'a copy' };
    expect(retainAlerts([edge, older, newest, copy], NOW)).toEqual([newest, edge]);
  });

  it('equal times keep the order they came in; the newest 500 when there are more', () => {
    const same = [alertAt(5, { id: 'x' }), alertAt(5, { id: 'y' })];
    expect(retainAlerts(same, NOW).map((alert) => alert.id)).toEqual(['x', 'y']);
    const many = Array.from({ length: 502 }, (_, index) => alertAt(index + 1, { id: `a${index}` }));
    const kept = retainAlerts(many.toReversed(), NOW);
    expect(kept).toHaveLength(500);
    expect(kept[0]?.id).toBe('a0');
    expect(kept.at(-1)?.id).toBe('a499');
    expect(retainAlerts(many, NOW, 2).map((alert) => alert.id)).toEqual(['a0', 'a1']);
  });

  it('is always sorted, unique, recent and within the limit', () => {
    const record = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      at: fc.integer({ min: NOW - 40 * DAY, max: NOW + DAY }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), fc.integer({ min: 0, max: 6 }), (rows, limit) => {
        const alerts = rows.map(({ id, at }) => alertAt(0, { id, at }));
        const kept = retainAlerts(alerts, NOW, limit);
        expect(kept.length).toBeLessThanOrEqual(limit);
        expect(new Set(kept.map((alert) => alert.id)).size).toBe(kept.length);
        for (const alert of kept) expect(alert.at).toBeGreaterThanOrEqual(alertCutoff(NOW));
        for (let index = 1; index < kept.length; index++) {
          expect((kept[index - 1]?.at ?? 0) >= (kept[index]?.at ?? 0)).toBe(true);
        }
      }),
    );
  });
});

describe("the Alerts panel's list", () => {
  const list = [dealAt(1), alertAt(2), alertAt(3, { sourceId: 'strategy-2', sourceName: 'Hyperliquid × EdgeX' })];
  const list2 = [...list, alertAt(4, { kind: 'marginHigh', read: true })];

  it('filters by source and by kind, either or both', () => {
    expect(filterAlerts(list2)).toEqual(list2);
    expect(filterAlerts(list2, { sourceId: null, kind: null })).toEqual(list2);
    expect(filterAlerts(list2, { sourceId: 'strategy-1' })).toEqual([list2[1], list2[3]]);
    expect(filterAlerts(list2, { kind: 'deal' })).toEqual([list2[0]]);
    expect(filterAlerts(list2, { sourceId: 'strategy-1', kind: 'imbalanced' })).toEqual([list2[1]]);
    expect(filterAlerts(list2, { sourceId: 'nobody' })).toEqual([]);
  });

  it('counts the unread', () => {
    expect(unreadCount(list2)).toBe(3);
    expect(unreadCount([])).toBe(0);
  });

  it('"mark all read" reads everything raised up to its moment, not an alert raised after', () => {
    const later = alertAt(0, { id: 'later', at: NOW + MINUTE });
    expect(markRead([alertAt(0)], NOW)[0]?.read).toBe(true);
    expect(markRead([alertAt(0)], NOW - 1)[0]?.read).toBe(false);
    const marked = markRead([...list2, later], NOW);
    expect(marked.map((alert) => alert.read)).toEqual([true, true, true, true, false]);
    expect(unreadCount(marked)).toBe(1);
    // Nothing else of an alert changes, and an alert already read is the same object.
    expect(marked[1]).toEqual({ ...list2[1], read: true });
    expect(marked[3]).toBe(list2[3]);
  });

  it('names each source once, as its newest alert does, and lists each kind once', () => {
    const renamed = [alertAt(1, { sourceName: 'Renamed' }), ...list2];
    expect(alertSources(renamed)).toEqual([
      { sourceId: 'strategy-1', sourceName: 'Renamed' },
      { sourceId: 'courtyard:listing', sourceName: 'Courtyard' },
      { sourceId: 'strategy-2', sourceName: 'Hyperliquid × EdgeX' },
    ]);
    expect(alertKinds(list2)).toEqual(['deal', 'imbalanced', 'marginHigh']);
  });
});

describe('an alert record', () => {
  it('reads what the app makes', () => {
    for (const alert of [alertAt(1), dealAt(2), alertAt(3, { lines: [], sourceName: '' })]) {
      expect(alertRecordSchema.safeParse(alert)).toEqual({ success: true, data: alert });
    }
  });

  it('refuses anything the app would not have made', () => {
    const bad: unknown[] = [
      null,
      'alert',
      { ...alertAt(1), id: '' },
      { ...alertAt(1), id: 'x'.repeat(101) },
      { ...alertAt(1), at: -1 },
      { ...alertAt(1), at: Number.NaN },
      { ...alertAt(1), kind: '<script>' },
      { ...alertAt(1), kind: '9lives' },
      { ...alertAt(1), kind: 'k'.repeat(41) },
      { ...alertAt(1), sourceId: '' },
      { ...alertAt(1), title: '' },
      { ...alertAt(1), title: 't'.repeat(301) },
      { ...alertAt(1), lines: 'one line' },
      { ...alertAt(1), lines: [1] },
      { ...alertAt(1), lines: Array(21).fill('line') },
      { ...alertAt(1), read: 'no' },
      { ...alertAt(1), html: '<img src=x onerror=alert(1)>' },
    ];
    for (const value of bad) expect(alertRecordSchema.safeParse(value).success).toBe(false);
    const unread: Partial<AlertRecord> = alertAt(1);
    delete unread.read;
    expect(alertRecordSchema.safeParse(unread).success).toBe(false);
  });

  it('keeps the longest text and the most lines it allows', () => {
    const longest: AlertRecord = alertAt(1, { title: 't'.repeat(300), lines: Array(20).fill('l'.repeat(300)) });
    expect(alertRecordSchema.safeParse(longest).success).toBe(true);
    expect(alertRecordSchema.safeParse({ ...longest, kind: 'a.b:c-d_9' }).success).toBe(true);
  });
});
