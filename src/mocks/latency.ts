import { delay } from 'msw';

let realistic = false;

/** The demo in a browser feels like a network; tests run with no delay at all. */
export function setRealisticLatency(on: boolean): void {
  realistic = on;
}

export function isRealisticLatency(): boolean {
  return realistic;
}

export async function networkDelay(): Promise<void> {
  if (realistic) await delay(250 + Math.random() * 400);
}
