import { setupWorker } from 'msw/browser';
import { env } from '../config/env';
import { persistDb } from './db';
import { handlers } from './handlers';
import { startBrowserDemo } from './latency';

/** Demo mode: the mock handlers answer in the browser, with their data kept for the tab's life. */
export async function startDemoWorker(): Promise<void> {
  persistDb(sessionStorage, 'poolbot_demo_db');
  startBrowserDemo(env.demoLatency);
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
