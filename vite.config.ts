/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveApiMode } from './src/config/api-mode';

export default defineConfig(({ mode }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  const apiMode = resolveApiMode(raw);
  return {
    plugins: [react()],
    // Replaced literally at build time: `import.meta.env.VITE_API_MODE === 'demo'` folds to `false` in a live build,
    // so the dynamic import of the mock worker (and all of msw) is dropped from the bundle.
    define: { 'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode) },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      globals: false,
      restoreMocks: true,
      testTimeout: 15_000,
      env: { VITE_API_MODE: 'demo' },
    },
  };
});
