import { delay } from 'msw';
import type { AppEnv } from '../config/env';

let browserDemo = false;
let realistic = false;

/**
 * The demo in a browser feels like a network and has a feed that never stops; unit tests, which use the same
 * handlers, get neither. `none` (VITE_DEMO_LATENCY=none, as the end-to-end suite builds it) keeps the feed and
 * answers at once.
 */
export function startBrowserDemo(latency: AppEnv['demoLatency']): void {
  browserDemo = true;
  realistic = latency === 'realistic';
}

export function isBrowserDemo(): boolean {
  return browserDemo;
}

export async function networkDelay(): Promise<void> {
  if (realistic) await delay(250 + Math.random() * 400);
}
