import type { Window as HappyWindow } from 'happy-dom';

/** The screen every test starts with (happy-dom's default window): wide enough for the floating workspace. */
export const DESKTOP = { width: 1024, height: 768 };

/**
 * The size of the test's window, as a phone or a desktop has it: `innerWidth`, `innerHeight` and every media query
 * follow it (assigning `window.innerWidth` changes neither happy-dom's media queries nor its own window). The shared
 * clean-up (tests/setup-dom.ts) sets the desktop size again after each test.
 */
export function setScreenSize(size: { width: number; height?: number }): void {
  (window as unknown as HappyWindow).happyDOM.setViewport(size);
}
