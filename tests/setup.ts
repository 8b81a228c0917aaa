import { afterEach, vi } from 'vitest';

// Vitest evaluates this file again before every test file, also when files share a worker (`isolate: false` in
// vite.config.ts): whatever a file's tests need registered (hooks) is registered here, each time.
//
// Pure-model suites run in the node environment and need none of the DOM setup: no Testing Library, translations or
// mock backend (a model under test never makes a request). Leaving it out makes each such file about three times
// faster to start, which counts in mutation testing: Stryker runs a test file again for every mutant it reaches.
if (typeof document === 'undefined') {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
} else {
  const { registerDomSetup } = await import('./setup-dom');
  registerDomSetup();
}
