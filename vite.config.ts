/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveApiMode } from './src/config/api-mode.ts';

const NO_DEMO = '\0poolbot:no-demo';

/**
 * A live build must not even emit the demo's chunks (msw, the mock db): every import of src/mocks from outside it
 * resolves to an empty module. The code that would use it sits behind IS_DEMO_BUILD, which is false there.
 */
function noDemoInLiveBuild(apiMode: string): Plugin {
  return {
    name: 'poolbot:no-demo-in-live-build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (apiMode !== 'live' || !importer || importer.includes('/src/mocks/')) return null;
      return /(^|\/)mocks\//.test(source) ? NO_DEMO : null;
    },
    load(id) {
      return id === NO_DEMO ? 'export default undefined; export const startDemoWorker = undefined;' : null;
    },
    writeBundle(options) {
      // public/ holds the demo's service worker; a live site has no use for it.
      if (apiMode === 'live' && options.dir) rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  const apiMode = resolveApiMode(raw);
  return {
    plugins: [noDemoInLiveBuild(apiMode), react()],
    // Replaced literally at build time: `import.meta.env.VITE_API_MODE === 'demo'` folds to `false` in a live build,
    // so the dynamic import of the mock worker (and all of msw) is dropped from the bundle.
    define: { 'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode) },
    build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      globals: false,
      restoreMocks: true,
      testTimeout: 30_000,
      env: { VITE_API_MODE: 'demo' },
    },
  };
});
