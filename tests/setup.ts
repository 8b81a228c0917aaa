import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n, i18nReady } from '../src/i18n';
import { resetDb } from '../src/mocks/db';
import { server } from './server';

// jsdom has no matchMedia; answer width queries from innerWidth (1024 px unless a test changes it), so the layout
// behaves as on a desktop screen.
if (typeof window !== 'undefined' && !('matchMedia' in window && typeof window.matchMedia === 'function')) {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    // An EventTarget gives the listener methods; nothing ever fires, the width does not change during a test.
    return Object.assign(new EventTarget(), { matches, media: query, onchange: null }) as unknown as MediaQueryList;
  };
}

// jsdom has no object URLs; image previews only need a unique string per file.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${++next}`;
  URL.revokeObjectURL = () => undefined;
}

// Lazy chunks and MUI transitions can take more than RTL's default second on a busy two-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
  await i18n.loadLanguages(['en', 'it']);
  // The app's lazy pages are transformed on first import; doing it here, outside any test's waiting time, keeps a
  // busy machine's first render of a file from timing out.
  if (typeof document !== 'undefined') {
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

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetDb();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
  // Pure-model suites run in the node environment, which has no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

afterAll(() => {
  server.close();
});
