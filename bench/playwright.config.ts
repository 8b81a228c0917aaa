import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * `npm run bench`, second half: the feed in real Chromium, on the live build against the mock server's WebSocket.
 * A measurement that prints its numbers; never part of `npm run test:e2e`.
 */
const servers = [base.webServer ?? []]
  .flat()
  .filter((server) => !server.url?.includes(':4176'))
  // Their commands are written for the project's root, this file's parent.
  .map((server) => ({ ...server, cwd: '..' }));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.browser-bench\.ts$/,
  retries: 0,
  outputDir: '../test-results/bench',
  projects: [{ name: 'live', use: { baseURL: 'http://127.0.0.1:4174' } }],
  webServer: servers,
});
