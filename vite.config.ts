/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveApiMode } from './src/config/api-mode.ts';
import { parseEnv } from './src/config/parse-env.ts';
import { contentSecurityPolicy, serviceUrlsOf } from './src/config/csp.ts';

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

/**
 * The production build carries its Content-Security-Policy in a <meta> tag (plain static hosting can serve nothing
 * else) and writes the header form, with frame-ancestors, to dist/_headers for hosts that read that file (Netlify,
 * Cloudflare Pages); README "Deploying" shows it for the others. Not in dev: Vite's dev server injects inline scripts.
 */
function contentSecurityPolicyPlugin(serviceUrls: string[]): Plugin {
  return {
    name: 'poolbot:content-security-policy',
    apply: 'build',
    // Right after <meta charset>: a <meta> policy governs only what comes after it.
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `$&\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(serviceUrls, 'meta')}" />`,
      ),
    generateBundle() {
      const header = contentSecurityPolicy(serviceUrls, 'header');
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n  Content-Security-Policy: ${header}\n` });
    },
  };
}

export default defineConfig(({ mode }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  const apiMode = resolveApiMode(raw);
  const parsed = parseEnv(raw);
  return {
    plugins: [
      noDemoInLiveBuild(apiMode),
      contentSecurityPolicyPlugin(serviceUrlsOf(parsed.ok ? parsed.env : null)),
      react(),
    ],
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
      // Vitest leaves one core to its main process by default, which on a two-core CI machine means one worker;
      // the main process is mostly idle, so use them all.
      maxWorkers: '100%',
      env: { VITE_API_MODE: 'demo' },
    },
  };
});
