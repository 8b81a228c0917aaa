/** What every test in the DOM environment (happy-dom) starts with; tests/setup.ts loads it. */
import '@testing-library/jest-dom/vitest';
// IndexedDB, which happy-dom lacks (the feeds' history keeps to it): in memory, a fresh one for every test below.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { DESKTOP, setScreenSize } from './screen-size';

// Lazy chunks and MUI transitions can take more than RTL's default second on a busy two-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom lays nothing out, so its IntersectionObserver never reports anything in view. Without one, the app counts
// every element as seen (markets/components/use-on-screen.ts), as a browser does when the whole table is in view.
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

/**
 * The app's translations and its mock backend load in beforeAll rather than being imported above, and a failure to load
 * fails each test of the file (in beforeEach). A module that throws while loading is then seen by every test, and by
 * mutation testing: Stryker counts failed tests, but neither a file that fails before it has any test nor tests that a
 * failed beforeAll skipped.
 */
let loaded:
  | {
      i18n: (typeof import('../src/i18n'))['i18n'];
      i18nReady: (typeof import('../src/i18n'))['i18nReady'];
      resetDb: (typeof import('../src/mocks/db'))['resetDb'];
      server: (typeof import('./server'))['server'];
    }
  | undefined;

let loadError: Error | undefined;

beforeAll(async () => {
  try {
    const [{ i18n, i18nReady }, { resetDb }, { server }] = await Promise.all([
      import('../src/i18n'),
      import('../src/mocks/db'),
      import('./server'),
    ]);
    loaded = { i18n, i18nReady, resetDb, server };
  } catch (error) {
    loadError = error instanceof Error ? error : new Error(String(error));
    return;
  }
  const { i18n, i18nReady, server } = loaded;
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
  await i18n.loadLanguages(['en', 'it']);
  // Starting up stored the language it chose: the first test starts with empty storage, as every later one does.
  localStorage.clear();
  sessionStorage.clear();
  // The app's lazy pages are transformed on first import; doing it here, outside any test's waiting time, keeps a
  // busy machine's first render of a file from timing out. Only component tests (*.test.tsx) render the app.
  if (expect.getState().testPath?.endsWith('.tsx')) {
    await Promise.all([
      import('../src/auth/components/login-page'),
      import('../src/app/app-routes'),
      import('../src/app/dashboard-route'),
      import('../src/workspace/workspace-page'),
      import('../src/app/access-list-route'),
      import('../src/mocks/demo-hint'),
    ]);
  }
}, 120_000);

beforeEach(() => {
  if (loadError !== undefined) throw loadError;
  // An empty IndexedDB for each test, as localStorage is emptied after each one.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  // Spies off before the clean-up below: a test may have refused storage (tests/refused-storage.ts) or faked a global.
  vi.restoreAllMocks();
  // A desktop screen again, for a test that made it a phone's.
  setScreenSize(DESKTOP);
  if (loaded) {
    loaded.server.resetHandlers();
    loaded.resetDb();
    // Before storage is cleared: changing the language stores the choice, which the next test must not start with.
    await loaded.i18n.changeLanguage('en');
  }
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  loaded?.server.close();
});
