// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

type DbModule = typeof import('../../src/mocks/db');

const KEY = 'poolbot_demo_db';
const stops: (() => void)[] = [];
let tabs = 0;

/**
 * A tab of the browser: its own copy of the demo backend's module, over the storage every tab shares. A query makes
 * it a module of its own (resetting the whole module registry would also give the other test files of this worker
 * new copies of what they share, the mock backend's server among them).
 */
async function openTab(storage: Storage = localStorage): Promise<DbModule> {
  tabs += 1;
  const tab = (await import(/* @vite-ignore */ `../../src/mocks/db.ts?tab=${tabs}`)) as DbModule;
  stops.push(tab.persistDb(storage, KEY));
  return tab;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the demo database in the browser', () => {
  it('is shared by the tabs: a session opened in one is known in the other, and so is its end', async () => {
    const first = await openTab();
    const second = await openTab();
    first.db().sessions['demo-token'] = '1';
    first.commit();
    expect(second.db().sessions['demo-token']).toBe('1');

    second.db().sessions = {};
    second.commit();
    expect(first.db().sessions).toEqual({});
  });

  it('sees what another tab changed in a user, through every way of finding one', async () => {
    const first = await openTab();
    const second = await openTab();
    const user = first.findUser('1');
    if (!user) throw new Error('the seed has user 1');
    user.twoFAEnabled = true;
    first.commit();
    expect(second.findUser('doc-demo')?.twoFAEnabled).toBe(true);
  });

  it('survives a reload, and starts from the seed in a browser that has none', async () => {
    const fresh = await openTab();
    expect(fresh.db().users.map((user) => user.username)).toEqual(['demo', 'demo2fa']);
    fresh.db().accessList.push('someone@example.com');
    fresh.commit();

    const reloaded = await openTab();
    expect(reloaded.db().accessList).toEqual(['someone@example.com']);
  });

  it('keeps its working data when the stored text cannot be read, and writes a readable copy at the next change', async () => {
    const tab = await openTab();
    tab.db().sessions['kept'] = '1';
    tab.commit();
    localStorage.setItem(KEY, '{not json');
    expect(tab.db().sessions['kept']).toBe('1');
    localStorage.setItem(KEY, JSON.stringify({ users: 'not a list' }));
    expect(tab.db().sessions['kept']).toBe('1');

    tab.db().accessList.push('next@example.com');
    tab.commit();
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { sessions: Record<string, string> };
    expect(stored.sessions).toEqual({ kept: '1' });
  });

  it('starts from the seed when what a browser holds is unreadable', async () => {
    localStorage.setItem(KEY, '[1, 2');
    const tab = await openTab();
    expect(tab.db().users).toHaveLength(2);
  });

  it('keeps working in memory when storage refuses every write', async () => {
    const refusing: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      removeItem: () => undefined,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const tab = await openTab(refusing);
    tab.db().sessions['memory'] = '1';
    expect(() => tab.commit()).not.toThrow();
    expect(tab.db().sessions['memory']).toBe('1');
  });

  it('writes nothing once stopped', async () => {
    const tab = await openTab();
    stops.pop()?.();
    tab.db().sessions['unsaved'] = '1';
    tab.commit();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
