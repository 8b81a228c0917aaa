import { afterEach, vi } from 'vitest';

// Pure-model suites run in the node environment and need none of the DOM setup: no Testing Library, translations or
// mock backend (a model under test never makes a request). Leaving it out makes each such file about three times
// faster to start, which counts in mutation testing: Stryker runs a test file again for every mutant it reaches.
if (typeof document === 'undefined') {
  afterEach(() => {
    vi.useRealTimers();
  });
} else {
  await import('./setup-dom');
}
