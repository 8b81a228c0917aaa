import { setupWorker } from 'msw/browser';
import { env } from '../config/env';
import { persistDb } from './db';
import { handlers } from './handlers';
import { startBrowserDemo } from './latency';

/**
 * Demo mode: the mock handlers answer in the browser. Their data is kept in localStorage, which every tab of the
 * browser shares, so a second tab opened on the dashboard finds the session the first one signed in with (kept per
 * tab, it signed both out).
 */
export async function startDemoWorker(): Promise<void> {
  const storage = browserStorage();
  if (storage) persistDb(storage, 'poolbot_demo_db');
  startBrowserDemo(env.demoLatency);
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/** localStorage, or null where the browser refuses it (even reading `window.localStorage` can throw there). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
