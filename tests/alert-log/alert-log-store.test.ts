import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DB_NAME, ALERTS_STORE, alertKey, openAlertLogDb } from '../../src/alert-log/alert-log-db';
import { createAlertLog } from '../../src/alert-log/alert-log-store';
import { alertAt, DAY, dealAt, MINUTE, NOW } from './alert-fixtures';

let clock = NOW;
const now = () => clock;

beforeEach(() => {
  // A fresh, empty IndexedDB for each test.
  globalThis.indexedDB = new IDBFactory();
  clock = NOW;
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'indexedDB');
});

/** Writes records straight into the store, as another version or a person with dev tools could. */
async function plant(...records: unknown[]) {
  await createAlertLog({ now }).list('ann');
  const db = await openDB(ALERT_DB_NAME, 1);
  for (const record of records) await db.put(ALERTS_STORE, record);
  db.close();
}

describe('the alert log', () => {
  it('goes on in memory when the browser throws at once on opening the store (site data blocked)', async () => {
    const open = vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const log = createAlertLog({ now });
    await log.add('ann', [alertAt(1)]);
    expect(await log.list('ann')).toEqual({ alerts: [alertAt(1)], skipped: 0 });
    expect(log.durable()).toBe(false);
    open.mockRestore();
  });

  it("keeps each user's alerts across visits, newest first", async () => {
    const log = createAlertLog({ now });
    await log.add('ann', [alertAt(3), dealAt(1)]);
    await log.add('ann', [alertAt(2)]);
    await log.add('bob', [alertAt(5, { id: 'bobs' })]);
    const nextVisit = createAlertLog({ now });
    expect(await nextVisit.list('ann')).toEqual({ alerts: [dealAt(1), alertAt(2), alertAt(3)], skipped: 0 });
    expect((await nextVisit.list('bob')).alerts.map((alert) => alert.id)).toEqual(['bobs']);
    expect(await nextVisit.list('carol')).toEqual({ alerts: [], skipped: 0 });
    expect(nextVisit.durable()).toBe(true);
  });

  it('keeps an alert added again as it is, read or not', async () => {
    const log = createAlertLog({ now });
    await log.add('ann', [alertAt(1)]);
    await log.markAllRead('ann', NOW);
    await log.add('ann', [{ ...alertAt(1), title: 'again', read: false }, alertAt(1)]);
    expect((await log.list('ann')).alerts).toEqual([{ ...alertAt(1), read: true }]);
  });

  it('keeps the last 500: the oldest go as new ones come', async () => {
    const log = createAlertLog({ now });
    const many = Array.from({ length: 503 }, (_, index) => alertAt(index + 1, { id: `a${index}` }));
    await log.add('ann', many.slice(0, 300));
    await log.add('ann', many.slice(300));
    const { alerts } = await log.list('ann');
    expect(alerts).toHaveLength(500);
    expect(alerts[0]?.id).toBe('a0');
    expect(alerts.at(-1)?.id).toBe('a499');
    const db = await openAlertLogDb(() => {});
    expect(await db.count(ALERTS_STORE)).toBe(500);
    db.close();
  });

  it('keeps 30 days: older alerts are not listed, and go with the next write', async () => {
    const log = createAlertLog({ now });
    await log.add('ann', [alertAt(10, { id: 'old' }), alertAt(5, { id: 'recent' })]);
    clock = NOW + 30 * DAY - 7 * MINUTE;
    expect((await log.list('ann')).alerts.map((alert) => alert.id)).toEqual(['recent']);
    await log.add('ann', [alertAt(0, { id: 'new', at: clock })]);
    const db = await openAlertLogDb(() => {});
    expect((await db.getAllKeys(ALERTS_STORE)).sort()).toEqual(
      [alertKey('ann', 'new'), alertKey('ann', 'recent')].sort(),
    );
    db.close();
  });

  it('keeps an alert exactly 30 days old, and lists it', async () => {
    const log = createAlertLog({ now });
    await log.add('ann', [
      alertAt(0, { id: 'edge', at: NOW - 30 * DAY }),
      alertAt(0, { id: 'past', at: NOW - 30 * DAY - 1 }),
    ]);
    expect((await log.list('ann')).alerts.map((alert) => alert.id)).toEqual(['edge']);
    const db = await openAlertLogDb(() => {});
    expect(await db.getAllKeys(ALERTS_STORE)).toEqual([alertKey('ann', 'edge')]);
    db.close();
  });

  it('filters by strategy and by kind', async () => {
    const log = createAlertLog({ now });
    await log.add('ann', [dealAt(1), alertAt(2), alertAt(3, { id: 'margin', kind: 'marginHigh' })]);
    expect((await log.list('ann', { kind: 'deal' })).alerts).toEqual([dealAt(1)]);
    expect((await log.list('ann', { sourceId: 'strategy-1' })).alerts.map((alert) => alert.id)).toEqual([
      alertAt(2).id,
      'margin',
    ]);
    expect((await log.list('ann', { sourceId: 'strategy-1', kind: 'marginHigh' })).alerts).toHaveLength(1);
  });

  it('"mark all read" reads every alert up to its moment, not one raised after', async () => {
    const log = createAlertLog({ now });
    const after = alertAt(0, { id: 'after', at: NOW + MINUTE });
    const atTheMoment = alertAt(0, { id: 'now' });
    await log.add('ann', [alertAt(2), dealAt(1), after, atTheMoment]);
    await log.add('bob', [alertAt(2)]);
    await log.markAllRead('ann', NOW);
    const { alerts } = await createAlertLog({ now }).list('ann');
    expect(alerts.map((alert) => [alert.id, alert.read])).toEqual([
      ['after', false],
      ['now', true],
      [dealAt(1).id, true],
      [alertAt(2).id, true],
    ]);
    expect((await log.list('bob')).alerts[0]?.read).toBe(false);
  });

  it('skips (and deletes) a stored record that is damaged, hostile or filed under another user, never the rest', async () => {
    await createAlertLog({ now }).add('ann', [alertAt(1)]);
    const key = (id: string) => alertKey('ann', id);
    await plant(
      { ...alertAt(2, { id: 'x1' }), key: key('x1'), userId: 'ann', title: '' },
      { ...alertAt(3, { id: 'x2' }), key: key('x2'), userId: 'ann', lines: '<img src=x onerror=alert(1)>' },
      { ...alertAt(4, { id: 'x3' }), key: key('x3'), userId: 'ann', kind: 'javascript:alert(1)' },
      { ...alertAt(5, { id: 'x4' }), key: key('other'), userId: 'ann' },
      { ...alertAt(6, { id: 'x5' }), key: JSON.stringify(['bob', 'x5']), userId: 'ann' },
      { ...alertAt(7, { id: 'x6' }), key: key('x6'), userId: 'ann', extra: 'field' },
      { ...alertAt(8, { id: 'x7' }), key: 42, userId: 'ann' },
    );
    const log = createAlertLog({ now });
    // Two views read at once (the panel's list and its filtered list): both say what was skipped, whichever deleted it.
    const [all, filtered] = await Promise.all([log.list('ann'), log.list('ann', { kind: 'imbalanced' })]);
    expect(all).toEqual({ alerts: [alertAt(1)], skipped: 7 });
    expect(filtered.skipped).toBe(7);
    expect(await log.list('ann')).toEqual({ alerts: [alertAt(1)], skipped: 7 });
    expect(await log.list('bob')).toEqual({ alerts: [], skipped: 0 });
    expect(await createAlertLog({ now }).list('ann')).toEqual({ alerts: [alertAt(1)], skipped: 0 });
    // Marking read passes over what cannot be read.
    await plant({ ...alertAt(2, { id: 'x8' }), key: key('x8'), userId: 'ann', read: 'no' });
    await log.markAllRead('ann', NOW);
    expect(await log.list('ann')).toEqual({ alerts: [{ ...alertAt(1), read: true }], skipped: 8 });
    expect(log.durable()).toBe(true);
  });
});

describe('an alert log the browser refuses', () => {
  it('goes on in memory for the visit, with the same limits, and says so once', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    const log = createAlertLog({ now });
    let notices = 0;
    log.onFallback(() => (notices += 1));
    await log.add('ann', [alertAt(2), alertAt(40 * 24 * 60, { id: 'expired' })]);
    await log.add('ann', [dealAt(1), { ...alertAt(2), title: 'a copy' }]);
    await log.add('bob', [alertAt(3)]);
    expect(await log.list('ann')).toEqual({ alerts: [dealAt(1), alertAt(2)], skipped: 0 });
    expect((await log.list('ann', { kind: 'deal' })).alerts).toEqual([dealAt(1)]);
    await log.markAllRead('ann', NOW);
    expect(await log.list('ann')).toEqual({
      alerts: [
        { ...dealAt(1), read: true },
        { ...alertAt(2), read: true },
      ],
      skipped: 0,
    });
    expect((await log.list('bob')).alerts).toEqual([alertAt(3)]);
    await log.markAllRead('dave', NOW);
    expect(await log.list('dave')).toEqual({ alerts: [], skipped: 0 });
    expect(log.durable()).toBe(false);
    expect(notices).toBe(1);
    const many = Array.from({ length: 501 }, (_, index) => alertAt(index, { id: `m${index}` }));
    await log.add('carol', many);
    expect((await log.list('carol')).alerts).toHaveLength(500);
  });

  it('goes on in memory when opening the store fails', async () => {
    const log = createAlertLog({ now, open: () => Promise.reject(new Error('quota')) });
    let told = 0;
    const unsubscribe = log.onFallback(() => (told += 1));
    unsubscribe();
    await log.add('ann', [alertAt(1)]);
    expect(told).toBe(0);
    expect((await log.list('ann')).alerts).toEqual([alertAt(1)]);
    expect(log.durable()).toBe(false);
  });

  it('goes on in memory when the store fails after opening (a full disk), and says so once', async () => {
    const real = await openAlertLogDb(() => {});
    const failing = Object.assign(Object.create(real) as typeof real, {
      transaction: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      getAllFromIndex: () => Promise.reject(new DOMException('Broken.', 'UnknownError')),
    });
    const log = createAlertLog({ now, open: () => Promise.resolve(failing) });
    const notices: string[] = [];
    const unsubscribe = log.onFallback(() => notices.push('memory'));
    await log.add('ann', [alertAt(1)]);
    await log.add('ann', [alertAt(2)]);
    await log.markAllRead('ann', NOW);
    expect((await log.list('ann')).alerts.map((alert) => alert.read)).toEqual([true, true]);
    expect(notices).toEqual(['memory']);
    expect(log.durable()).toBe(false);
    unsubscribe();
    real.close();
  });

  it('lets a newer version of the app in another tab upgrade the store, then goes on in memory', async () => {
    const log = createAlertLog({ now });
    await log.add('ann', [alertAt(1)]);
    // Were this tab to hold on, the upgrade would wait for ever (the test would time out).
    const newer = await openDB(ALERT_DB_NAME, 2);
    newer.close();
    await log.add('ann', [alertAt(2)]);
    expect((await log.list('ann')).alerts).toEqual([alertAt(2)]);
    expect(log.durable()).toBe(false);
  });
});
