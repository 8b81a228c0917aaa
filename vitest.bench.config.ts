import { defineConfig, type UserConfig } from 'vite';
import base from './vite.config';

/** `npm run bench`: the measurements in bench/, never part of `npm test`; in the tests' one DOM environment. */
export default defineConfig((env) => {
  const config: UserConfig = base(env);
  return {
    ...config,
    test: {
      ...config.test,
      projects: undefined,
      environment: 'happy-dom',
      include: ['bench/**/*.bench.test.tsx'],
      setupFiles: [],
      testTimeout: 120_000,
    },
  };
});
