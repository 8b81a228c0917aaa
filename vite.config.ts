/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveApiMode } from './src/config/api-mode.ts';
import { parseEnvWith, type VenueEndpoint } from './src/config/parse-env.ts';
import { contentSecurityPolicy, serviceUrlsOf } from './src/config/csp.ts';
import { VENUE_LIST } from './src/markets/venues/venue-list.ts';
import { venueProxyOptionsFromEnv, venueProxyPlugin } from './scripts/venue-proxy.ts';

const NO_DEMO = '\0poolbot:no-demo';

/**
 * The venues of the build, as the configuration needs them (id, variable, public host): taken from the venue list
 * (src/markets/venues/venue-list.ts, each venue's facts in its own folder) and handed to the app as a build-time
 * constant, `__VENUE_ENDPOINTS__`, so that src/config/ imports nothing of the app and still parses every venue's
 * variable (docs/decisions/0100-venue-registry.md).
 */
const VENUE_ENDPOINTS: VenueEndpoint[] = VENUE_LIST.map(({ id, envKey, defaultUrl }) => ({ id, envKey, defaultUrl }));

/** The unit and property tests (the suite mutation testing runs too) and the component tests: see `test` below. */
export const UNIT_TESTS = ['tests/**/*.test.ts'];
export const COMPONENT_TESTS = ['tests/**/*.test.tsx'];
/**
 * Component tests that need a module graph of their own: those that check what the app loads when it starts, and the
 * feed history's, whose faked Date met ages from the real one about one run in five when it followed other files in
 * a shared worker (the source of that time is not found yet: docs/testing.md, "How long the suite takes").
 */
const FRESH_START_TESTS = [
  'tests/i18n/i18n.test.tsx',
  'tests/workspace/first-paint.test.tsx',
  'tests/features/live-feed/feed-history.test.tsx',
];

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

/**
 * react-router publishes a production build (dist/production: the same code without its developer warnings) but its
 * package exports point only at dist/development (remix-run/react-router#12532). The production bundle takes it.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'poolbot:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => files[source] ?? null,
  };
}

const NO_CSS_VARIABLES = '\0poolbot:mui-without-css-variables';

/**
 * MUI's createTheme and ThemeProvider choose at run time between a theme with CSS variables and one without, so a
 * bundler keeps both, and every page downloads the CSS-variables half (about 8 kB gzip). Our theme (src/theme/theme.ts)
 * asks for neither `cssVariables` nor `colorSchemes`, so createTheme returns createThemeNoVars(options) and
 * ThemeProvider renders its no-variables provider (a test checks the theme stays so). In the production bundle the
 * CSS-variables half of those two modules is replaced by a stand-in that throws if it is ever reached; everything else
 * in MUI is untouched.
 */
function muiWithoutCssVariables(): Plugin {
  const replaced = [
    { importer: '/@mui/material/styles/createTheme.mjs', source: './createThemeWithVars.mjs' },
    { importer: '/@mui/material/styles/ThemeProvider.mjs', source: './ThemeProviderWithVars.mjs' },
  ];
  return {
    name: 'poolbot:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const normalised = importer?.replaceAll('\\', '/');
      const hit = replaced.some((entry) => source === entry.source && normalised?.endsWith(entry.importer));
      return hit ? NO_CSS_VARIABLES : null;
    },
    load(id) {
      if (id !== NO_CSS_VARIABLES) return null;
      return [
        "const unavailable = () => { throw new Error('MUI CSS theme variables are left out of this build (see vite.config.ts).'); };",
        'export default unavailable;',
        'export const CssVarsProvider = unavailable;',
      ].join('\n');
    },
  };
}

export default defineConfig(({ mode }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  const apiMode = resolveApiMode(raw);
  const parsed = parseEnvWith(raw, VENUE_ENDPOINTS);
  return {
    plugins: [
      noDemoInLiveBuild(apiMode),
      contentSecurityPolicyPlugin(serviceUrlsOf(parsed.ok ? parsed.env : null)),
      reactRouterProductionBuild(),
      muiWithoutCssVariables(),
      // The demo reads the real venues through its own server when it can (scripts/venue-proxy.ts); never under the
      // unit tests, which stay on simulated data.
      ...(apiMode === 'demo' && !process.env.VITEST ? [venueProxyPlugin(venueProxyOptionsFromEnv(process.env))] : []),
      react(),
    ],
    // Replaced literally at build time: `import.meta.env.VITE_API_MODE === 'demo'` folds to `false` in a live build,
    // so the dynamic import of the mock worker (and all of msw) is dropped from the bundle.
    define: {
      'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode),
      __VENUE_ENDPOINTS__: JSON.stringify(VENUE_ENDPOINTS),
    },
    resolve: {
      // react-i18next imports useSyncExternalStore from the React 17 shim, which on React 18+ only hands over React's
      // own; taking React's directly keeps the shim's 0.3 kB gzip off /login.
      // emotion's withTheme hoists statics with hoist-non-react-statics, which pins react-is 16 for its ForwardRef and
      // Memo types; React 19's own react-is (MUI's) has them too: one copy on /login, 0.27 kB gzip less.
      alias: [
        { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
        { find: /^react-is$/, replacement: createRequire(import.meta.url).resolve('react-is') },
      ],
    },
    build: {
      target: 'es2022',
      // Every browser that runs es2022 either supports <link rel="modulepreload"> or simply loads the module when it is
      // imported; Vite's polyfill would add 0.4 kB to /login for a head start on those few.
      modulePreload: { polyfill: false },
      sourcemap: false,
      manifest: true,
      // The budgets that matter are size-limit's (gzip, .size-limit.js); this only quiets Vite about minified sizes.
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          // Seven hash characters instead of eight (the fewest the bundler allows for this many chunks): the entry lists every chunk it may preload by name, and random
          // characters do not compress, so each name's length counts on the sign-in page's budget.
          chunkFileNames: 'assets/[name]-[hash:7].js',
          codeSplitting: {
            // Everything the entry imports statically is needed by every page before it can render: one file instead
            // of a dozen shared pieces, so one request and one gzip window (about 5 kB less on /login).
            groups: [{ name: 'initial', tags: ['$initial'] }],
          },
        },
      },
    },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      setupFiles: ['./tests/setup.ts'],
      // Two kinds of test file, told apart by their extension (README "Testing"): *.test.ts are unit and property
      // tests of pure code and run in Node, with nothing of a browser; *.test.tsx render components and run in
      // happy-dom, the one DOM environment (jsdom's typed arrays are not Node's, which @solana/kit's WebCrypto calls
      // refuse, and happy-dom sets up and queries faster). A unit test of code that needs the browser's storage, XHR
      // or a window says so in its first line: `// @vitest-environment happy-dom`.
      //
      // The files of a worker share its modules and its window (`isolate: false`): MUI, React and the app are loaded
      // once per worker instead of once per file, which was about a third of the suite's time (docs/testing.md, "How
      // long the suite takes"). tests/setup.ts and tests/setup-dom.ts put back after every test what a test can change
      // (decision 0160). Mutation testing (vitest.mutation.config.ts) keeps a fresh module graph per file.
      projects: [
        { extends: true, test: { name: 'unit', environment: 'node', include: UNIT_TESTS, isolate: false } },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: COMPONENT_TESTS,
            exclude: FRESH_START_TESTS,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'dom-fresh', environment: 'happy-dom', include: FRESH_START_TESTS } },
      ],
      globals: false,
      restoreMocks: true,
      testTimeout: 30_000,
      // Vitest leaves one core to its main process by default, which on a two-core CI machine means one worker;
      // the main process is mostly idle, so use them all.
      maxWorkers: '100%',
      // Rendering the app allocates short-lived objects by the million (React's fibers, MUI's styles, happy-dom's
      // nodes): a larger young generation lets V8 collect them less often. About 4 % less CPU for the DOM tests
      // (farm-bench, two of the slowest files, docs/testing.md).
      execArgv: ['--max-semi-space-size=64'],
      env: { VITE_API_MODE: 'demo' },
    },
  };
});
