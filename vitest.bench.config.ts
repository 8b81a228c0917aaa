import { defineConfig, type UserConfig } from 'vite';
import base from './vite.config';

/** `npm run bench`: the measurements in bench/, never part of `npm test`. */
export default defineConfig((env) => {
  const config: UserConfig = base(env);
  return {
    ...config,
    test: { ...config.test, include: ['bench/**/*.bench.test.tsx'], setupFiles: [], testTimeout: 120_000 },
  };
});
