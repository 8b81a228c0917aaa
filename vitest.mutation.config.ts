import { defineConfig, type UserConfig } from 'vite';
import base, { UNIT_TESTS } from './vite.config';

/**
 * The suite StrykerJS runs against each mutant (`npm run test:mutation`): the unit and property tests (`*.test.ts`, the
 * `unit` project of vite.config.ts, in Node unless a file asks for happy-dom), not the whole-app component tests
 * (`*.test.tsx`). A rule of model/ or lib/ is held by a test beside it, so the score says what those tests catch, and a
 * run stays short: Stryker's dry run goes through this suite on one core. One flat project, as Stryker's runner expects.
 */
export default defineConfig((env) => {
  const config: UserConfig = base(env);
  return {
    ...config,
    test: {
      ...config.test,
      projects: undefined,
      environment: 'node',
      include: UNIT_TESTS,
      exclude: ['tests/e2e/**', 'tests/lint/**'],
      // Stryker's runner starts worker threads, which refuse V8 heap flags (the suite's forks take them).
      execArgv: [],
    },
  };
});
