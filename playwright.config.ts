import { defineConfig } from '@playwright/test';
import {
  DEMO_ORIGIN,
  DEMO_PORT,
  LIVE_ORIGIN,
  LIVE_PORT,
  MOCK_FEED,
  MOCK_PORT,
  MOCK_SERVER,
  PROXY_MOCK_PORT,
  PROXY_MOCK_SERVER,
  PROXY_ORIGIN,
  PROXY_PORT,
} from './tests/e2e/ports';
import { VENUE_LIST } from './src/markets/venues/venue-list.ts';

/**
 * End to end, in Debian's Chromium: the production demo build served by `vite preview` (project "demo"), and a live
 * build talking over real HTTP to the mock server (project "live"), so URLs, headers and CORS are exercised for real.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two workers: the demo project's tests share nothing (each has its own browser context, its demo backend in the
  // page) and many of them wait on the demo feed's pace rather than on the CPU, so a second worker fills those waits.
  // A file's tests stay in order in one worker. The live project shares the mock server's data and faults: one worker,
  // its files one after the other. It comes first, so that its file always runs on one worker while the demo project's
  // files take the other (a worker takes the first file whose project has a worker free): after the demo files, it
  // would run alone at the end. The demo-proxy test has a mock server of its own.
  fullyParallel: false,
  workers: 2,
  // One retry in CI, reported as "flaky" in the output, so a timing hiccup on a loaded machine does not sink a run;
  // a test that fails twice still fails. The last flake seen (a lost click on LOGIN) was the sign-in column moving.
  retries: process.env.CI ? 1 : 0,
  // A test's whole time: the demo's heavier tests (a reload or two, several panels reading the in-page backend,
  // screenshots at three widths) take 20–25 s on a quiet two-core machine, and CI's runs have been about 1.6 times
  // slower, where 30 s timed them out twice in a row. A single wait still gives up after 10 s (expect, below).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'live', testMatch: /live-.*\.spec\.ts$/, use: { baseURL: LIVE_ORIGIN }, workers: 1 },
    // The demo build behind its venue proxy, the proxy's upstreams pointed at a mock server's venues (one of them
    // unreachable): the path `npm start` takes to the real venues, tested without the internet.
    { name: 'demo-proxy', testMatch: /proxy-.*\.spec\.ts$/, use: { baseURL: PROXY_ORIGIN }, workers: 1 },
    { name: 'demo', testIgnore: /(live|proxy)-.*\.spec\.ts$/, use: { baseURL: DEMO_ORIGIN } },
  ],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The demo build, except that its mock handlers answer at once: the demo's 250–650 ms per request is there to
      // feel like a network, and took the suite from 3.8 minutes to 5.3–7.5. A port of its own, so that a preview of
      // dist/ left running (4173, with the pauses) is never taken for it (ports.ts moves every port for a second checkout); the demo whatever a local .env says.
      command: `vite build --outDir dist-e2e --emptyOutDir && vite preview --outDir dist-e2e --port ${DEMO_PORT} --strictPort`,
      url: `${DEMO_ORIGIN}/login`,
      // The venue proxy off: the demo project's venues are the simulated ones, whatever the machine can reach.
      env: { VITE_API_MODE: 'demo', VITE_DEMO_LATENCY: 'none', VENUE_PROXY: 'off' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node scripts/mock-server.js ${MOCK_PORT}`,
      url: `${MOCK_SERVER}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `vite build --outDir dist-live --emptyOutDir && vite preview --outDir dist-live --port ${LIVE_PORT} --strictPort`,
      url: `${LIVE_ORIGIN}/login`,
      env: {
        VITE_PROVIDER_URL: MOCK_SERVER,
        VITE_LIVE_FEED_URL: MOCK_FEED,
        VITE_VALUATION_URL: `${MOCK_SERVER}/graphql`,
        VITE_API_KEY: 'demo-key',
        // Every venue's public market data, from the mock server too (each under a path of its own): without its
        // variable the live build would call the real venue.
        ...Object.fromEntries(VENUE_LIST.map((venue) => [venue.envKey, `${MOCK_SERVER}/venues/${venue.id}`])),
        VITE_SOLANA_RPC_URL: `${MOCK_SERVER}/solana-rpc`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The proxy's upstream, untouched by the live tests' venue faults.
      command: `node scripts/mock-server.js ${PROXY_MOCK_PORT}`,
      url: `${PROXY_MOCK_SERVER}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // After the demo build above (web servers start in order) and the mock server: serves the same dist-e2e.
      command: `vite preview --outDir dist-e2e --port ${PROXY_PORT} --strictPort`,
      url: `${PROXY_ORIGIN}/login`,
      env: {
        VITE_API_MODE: 'demo',
        VENUE_PROXY_TARGET: `${PROXY_MOCK_SERVER}/venues`,
        // Backpack cannot be reached: it must fall back to the demo's simulated data, quietly.
        VENUE_PROXY_BACKPACK: 'http://127.0.0.1:9',
        VENUE_PROXY_TIMEOUT_MS: '2000',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
