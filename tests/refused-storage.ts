import { vi } from 'vitest';

/**
 * Web Storage that the browser refuses, for tests in a DOM environment. The shared clean-up (tests/setup-dom.ts) gives
 * the real storage back after each test, then empties it. The real one is swapped whole, because happy-dom's storage
 * turns any property set on it, a spy included, into a stored item.
 */

/** Disabled storage: even reading `window.localStorage` throws, as in a browser that blocks site data. */
export function storageDisabled() {
  return vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

/** Full storage: everything reads as before, every write throws. */
export function storageFull() {
  return storageFullFor(() => true);
}

/** Storage that is full for some keys only (a large value among small ones): a write to those throws. */
export function storageFullFor(refuses: (key: string) => boolean) {
  const real = window.localStorage;
  const full: Storage = {
    getItem: (key) => real.getItem(key),
    setItem: (key, value) => {
      if (refuses(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      real.setItem(key, value);
    },
    removeItem: (key) => real.removeItem(key),
    clear: () => real.clear(),
    key: (index) => real.key(index),
    get length() {
      return real.length;
    },
  };
  return vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
}
