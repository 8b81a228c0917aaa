/**
 * What every test in the DOM environment (happy-dom) starts with; tests/setup.ts loads it. The files of a worker share
 * one window and one copy of every module (`isolate: false`, vite.config.ts), so this module's own code runs once per
 * worker (the matchers, the stand-ins, the translations, the mock backend) and `registerDomSetup` gives each test file
 * the hooks that put everything a test can change back the way the next one, of this file or another, expects it.
 */
import '@testing-library/jest-dom/vitest';
// IndexedDB, which happy-dom lacks (the feeds' history keeps to it): in memory, a fresh one for every test below.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { DESKTOP, setScreenSize } from './screen-size';
import { speedUpTestingDom } from './dom-speed';

// Lazy chunks and MUI transitions can take more than RTL's default second on a busy two-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom lays nothing out, so its IntersectionObserver never reports anything in view. Without one, the app counts
// every element as seen (markets/components/use-on-screen.ts), as a browser does when the whole table is in view.
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

speedUpTestingDom();

interface Loaded {
  i18n: (typeof import('../src/i18n'))['i18n'];
  resetDb: (typeof import('../src/mocks/db'))['resetDb'];
  resetVenueFaults: (typeof import('../src/mocks/venues/venue-faults'))['resetVenueFaults'];
  server: (typeof import('./server'))['server'];
}

/**
 * The app's translations and its mock backend, loaded once per worker (in the first file's beforeAll, not imported
 * above): a failure to load fails each test of every file (in beforeEach). A module that throws while loading is then
 * seen by every test, and by mutation testing: Stryker counts failed tests, but neither a file that fails before it
 * has any test nor tests that a failed beforeAll skipped.
 */
let loading: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  const [{ i18n, i18nReady }, { resetDb }, { resetVenueFaults }, { server }, { notifyEachSubscriberApart }] =
    await Promise.all([
      import('../src/i18n'),
      import('../src/mocks/db'),
      import('../src/mocks/venues/venue-faults'),
      import('./server'),
      import('../src/app/query-notifications'),
    ]);
  // As the app's query layer does, whether or not a test renders it.
  notifyEachSubscriberApart();
  // Listening for the whole worker: the handlers are put back after each test, and the worker's end closes it.
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
  await i18n.loadLanguages(['en', 'it']);
  return { i18n, resetDb, resetVenueFaults, server };
}

/**
 * The app's lazy pages, transformed and loaded once per worker, outside any test's waiting time: a busy machine's
 * first render of a file would otherwise time out. Only component tests (*.test.tsx) render the app.
 */
let pagesLoading: Promise<unknown> | undefined;

function loadPages(): Promise<unknown> {
  return Promise.all([
    import('../src/auth/components/login-page'),
    import('../src/app/app-routes'),
    import('../src/app/dashboard-route'),
    import('../src/workspace/workspace-page'),
    import('../src/app/access-list-route'),
    import('../src/mocks/demo-hint'),
  ]);
}

/** The hooks of one test file; tests/setup.ts calls this before each file. */
export function registerDomSetup(): void {
  let loaded: Loaded | undefined;
  let loadError: Error | undefined;

  beforeAll(async () => {
    try {
      loaded = await (loading ??= load());
      if (expect.getState().testPath?.endsWith('.tsx')) await (pagesLoading ??= loadPages());
    } catch (error) {
      loadError = error instanceof Error ? error : new Error(String(error));
      return;
    }
    // Starting up stored the language it chose: the first test starts with empty storage, as every later one does.
    localStorage.clear();
    sessionStorage.clear();
  }, 120_000);

  beforeEach(() => {
    if (loadError !== undefined) throw loadError;
    // An empty IndexedDB for each test, as localStorage is emptied after each one.
    globalThis.indexedDB = new IDBFactory();
  });

  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    // Spies and stubbed globals off before the clean-up below: a test may have refused storage
    // (tests/refused-storage.ts), faked a global (tests/alert-fakes.ts) or an environment variable.
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    // A desktop screen again, for a test that made it a phone's.
    setScreenSize(DESKTOP);
    if (loaded) {
      loaded.server.resetHandlers();
      loaded.resetDb();
      loaded.resetVenueFaults();
      // Before storage is cleared: changing the language stores the choice, which the next test must not start with.
      await loaded.i18n.changeLanguage('en');
    }
    localStorage.clear();
    sessionStorage.clear();
    // The address a test went to: the next one starts where a page load would, whichever file it is in.
    window.history.replaceState(null, '', '/');
    document.title = '';
  });
}
