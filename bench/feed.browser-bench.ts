// `npm run bench`: 2,000 listings at 500 a second from the mock server's real WebSocket into a live build's listings
// panel, in Chromium. It prints how smooth the page stayed (frame gaps, long tasks) and the rows in the DOM; it fails
// only on what is a rule: at most 50 rows, and the newest listing shown.
import { expect } from '@playwright/test';
import { MOCK_SERVER, openFromMenu, signIn, test } from '../tests/e2e/support';

const EVENTS = 2000;
const PER_SECOND = 500;
const FEED_CAP = 50;

interface PageStats {
  frameGaps: number[];
  longTasks: number[];
}

declare global {
  interface Window {
    benchStats?: PageStats;
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

test(`the listings panel takes ${EVENTS} events at ${PER_SECOND}/s`, async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await openFromMenu(page, /Collector Crypt Listing/);
  const panel = page.getByRole('region', { name: 'Collector Crypt Listing' });
  await expect(panel.getByRole('status')).toHaveText('Feed: Connected');

  await page.evaluate(() => {
    const stats: PageStats = { frameGaps: [], longTasks: [] };
    window.benchStats = stats;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) stats.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (now: number) => {
      stats.frameGaps.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

  const started = Date.now();
  const reply = await request.post(`${MOCK_SERVER}/__feed/burst`, { data: { count: EVENTS, perSecond: PER_SECOND } });
  expect(reply.ok()).toBe(true);
  expect(((await reply.json()) as { clients: number }).clients).toBeGreaterThan(0);
  // Polled cheaply, twice a second: a locator's own polling walks the page's accessibility tree on the page's thread,
  // and would be measured along with the panel.
  await page.waitForFunction(
    (last) => document.querySelector('ul[aria-label="Events"]')?.textContent?.includes(last) === true,
    `Bench card ${EVENTS - 1}`,
    { polling: 500, timeout: 60_000 },
  );
  const seconds = (Date.now() - started) / 1000;

  const rows = await panel.getByRole('listitem').count();
  const stats = await page.evaluate(() => window.benchStats);
  if (!stats) throw new Error('the page lost its measurements');
  const longTaskTotal = stats.longTasks.reduce((sum, duration) => sum + duration, 0);
  console.log(
    [
      `feed bench (Chromium): ${EVENTS} events at ${PER_SECOND}/s, the last one shown after ${seconds.toFixed(1)} s`,
      `frames: ${stats.frameGaps.length}, gap median ${percentile(stats.frameGaps, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(stats.frameGaps, 0.95).toFixed(1)} ms, longest ${Math.max(...stats.frameGaps).toFixed(0)} ms`,
      `long tasks: ${stats.longTasks.length}, ${longTaskTotal.toFixed(0)} ms in all, longest ` +
        `${Math.max(0, ...stats.longTasks).toFixed(0)} ms; rows in the DOM: ${rows}`,
    ].join('\n'),
  );
  expect(rows).toBeLessThanOrEqual(FEED_CAP);
});
