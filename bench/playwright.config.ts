import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
import { DEMO_PORT, LIVE_ORIGIN, PROXY_MOCK_PORT, PROXY_PORT } from '../tests/e2e/ports';

/**
 * `npm run bench`, second half: the feed in real Chromium, on the live build against the mock server's WebSocket.
 * A measurement that prints its numbers; never part of `npm run test:e2e`.
 */
const servers = [base.webServer ?? []]
  .flat()
  .filter((server) => ![DEMO_PORT, PROXY_PORT, PROXY_MOCK_PORT].some((port) => server.url?.includes(`:${port}/`)))
  // Their commands are written for the project's root, this file's parent.
  .map((server) => ({ ...server, cwd: '..' }));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.browser-bench\.ts$/,
  retries: 0,
  outputDir: '../test-results/bench',
  // No trace: recording one snapshots the DOM on the page's thread at every action, which would be measured too.
  use: { ...base.use, trace: 'off', screenshot: 'off' },
  projects: [{ name: 'live', use: { baseURL: LIVE_ORIGIN } }],
  webServer: servers,
});
