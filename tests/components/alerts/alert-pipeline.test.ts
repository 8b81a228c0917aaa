// @vitest-environment happy-dom
import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAlertScope, type AlertSource, type ComposeAlert } from '../../../src/components/alerts/alert-pipeline';
import { namedLines, sourceCount, type AlertRecord } from '../../../src/components/alerts/alert-record';
import { ALERT_INTERVAL_MS } from '../../../src/lib/alert-throttle';
import { browserAlerts, FakeNotification, tones } from '../../alert-fakes';

/** Words without a language: the key and its values, so a test can read what a notification was made of. */
const t = ((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`) as TFunction;

const record = (sourceId: string, line: string, fields: Partial<AlertRecord> = {}): AlertRecord => ({
  kind: 'strategy',
  sourceId,
  source: `Panel ${sourceId}`,
  title: `${sourceId}: alert`,
  lines: [line],
  name: null,
  time: 1_000,
  ...fields,
});

/** Says what went out: one record by its title, several by how many and from how many sources. */
const compose: ComposeAlert = (records, words) => ({
  title:
    records.length === 1
      ? (records[0]?.title ?? '')
      : words('volumeBot.alerts.notifyStrategies', { count: records.length, strategies: sourceCount(records) }),
  body: namedLines(records),
  tag: `tag-${sourceCount(records)}`,
});

const source = (fields: Partial<AlertSource> = {}): AlertSource => ({
  sound: true,
  focus: () => undefined,
  t,
  ...fields,
});

beforeEach(() => {
  vi.useFakeTimers();
  browserAlerts('granted', 'granted');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the alert pipeline', () => {
  it('sends a scope’s first records at once, and what comes within 5 s together, each line named', () => {
    const scope = openAlertScope('one', compose);
    scope.addSource('a', () => source());
    scope.addSource('b', () => source());
    scope.push([record('a', 'leg missing')]);
    expect(FakeNotification.shown.map((shown) => shown.title)).toEqual(['a: alert']);
    scope.push([record('a', 'apart')]);
    scope.push([record('b', 'funding flipped')]);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS - 1);
    expect(FakeNotification.shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeNotification.shown[1]?.title).toBe('volumeBot.alerts.notifyStrategies {"count":2,"strategies":2}');
    expect(FakeNotification.shown[1]?.options.body).toBe('Panel a: apart\nPanel b: funding flipped');
    expect(FakeNotification.shown[1]?.options.tag).toBe('tag-2');
    scope.close();
  });

  it('keeps scopes apart: two scopes alert at once each, a scope shared by two holders throttles both', () => {
    const first = openAlertScope('panel-1', compose);
    const second = openAlertScope('panel-2', compose);
    first.addSource('a', () => source());
    second.addSource('b', () => source());
    first.push([record('a', 'one')]);
    second.push([record('b', 'two')]);
    expect(FakeNotification.shown).toHaveLength(2);
    const again = openAlertScope('panel-1', compose);
    again.push([record('a', 'three')]);
    expect(FakeNotification.shown).toHaveLength(2);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS);
    expect(FakeNotification.shown).toHaveLength(3);
    for (const scope of [first, second, again]) scope.close();
  });

  it('chimes when any source of what goes out wants sound, and brings the last one’s panel forward', () => {
    const focused: string[] = [];
    const scope = openAlertScope('sound', compose);
    scope.addSource('quiet', () => source({ sound: false, focus: () => focused.push('quiet') }));
    scope.push([record('quiet', 'x')]);
    expect(tones).toEqual([]);
    scope.addSource('loud', () => source({ focus: () => focused.push('loud') }));
    vi.advanceTimersByTime(ALERT_INTERVAL_MS);
    scope.push([record('quiet', 'y'), record('loud', 'z')]);
    expect(tones.length).toBeGreaterThan(0);
    FakeNotification.shown.at(-1)?.onclick?.();
    expect(focused).toEqual(['loud']);
    scope.close();
  });

  it('tells each source which of its records went out, and drops those of a source gone meanwhile', () => {
    const sent: Record<string, number> = {};
    const scope = openAlertScope('sent', compose);
    const tell = (id: string) => source({ sent: (records) => (sent[id] = (sent[id] ?? 0) + records.length) });
    scope.addSource('a', () => tell('a'));
    const removeB = scope.addSource('b', () => tell('b'));
    scope.push([record('a', '1')]);
    scope.push([record('a', '2'), record('b', '3'), record('a', '4')]);
    removeB();
    vi.advanceTimersByTime(ALERT_INTERVAL_MS);
    expect(sent).toEqual({ a: 3 });
    expect(FakeNotification.shown[1]?.options.body).toBe('Panel a: 2\nPanel a: 4');
    scope.close();
  });

  it('drops what waits when its last source goes, and forgets its last alert once its last holder closes it', () => {
    const scope = openAlertScope('closing', compose);
    const remove = scope.addSource('a', () => source());
    scope.push([record('a', 'first')]);
    scope.push([record('a', 'waiting')]);
    remove();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(ALERT_INTERVAL_MS - 1000);
    expect(FakeNotification.shown).toHaveLength(1);
    // Still held: its last alert still counts, and what comes next waits for the rest of the 5 s.
    scope.addSource('a', () => source());
    scope.push([record('a', 'soon')]);
    expect(FakeNotification.shown).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeNotification.shown.map((shown) => shown.options.body)).toEqual(['Panel a: first', 'Panel a: soon']);
    scope.push([record('a', 'too soon')]);
    scope.close();
    scope.close();
    expect(vi.getTimerCount()).toBe(0);
    const reopened = openAlertScope('closing', compose);
    reopened.addSource('a', () => source());
    reopened.push([record('a', 'afresh')]);
    expect(FakeNotification.shown.map((shown) => shown.options.body).at(-1)).toBe('Panel a: afresh');
    reopened.close();
  });

  it('makes records of plain data: what a structured clone or JSON carries whole', () => {
    const one = record('funding-carry', 'Lighter leg missing', { kind: 'deal', name: 'Umbreon' });
    expect(structuredClone(one)).toEqual(one);
    expect(JSON.parse(JSON.stringify(one))).toEqual(one);
  });
});
