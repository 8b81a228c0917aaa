import { delay } from 'msw';

let browserDemo = false;
let realistic = false;

/**
 * The demo in a browser feels like a network and has a feed that never stops; unit tests, which use the same
 * handlers, get neither. `latency: false` (VITE_DEMO_LATENCY=none) keeps the feed and answers at once.
 */
export function startBrowserDemo({ latency }: { latency: boolean }): void {
  browserDemo = true;
  realistic = latency;
}

export function isBrowserDemo(): boolean {
  return browserDemo;
}

export async function networkDelay(): Promise<void> {
  if (realistic) await delay(250 + Math.random() * 400);
}
