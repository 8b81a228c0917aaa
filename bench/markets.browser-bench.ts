// `npm run bench`: Funding Rate and Open Interest side by side in a live build, in Chromium, with the mock server's six
// venues listing 150 markets each and every venue read again every 2 s for 20 s, Funding Rate showing its history
// columns (each venue's 7-day average and each pair's stability, read from the venues' funding history for the rows on
// screen). It prints the long tasks and how fast sort clicks were answered, and fails on DESIGN.md §8's bar: no task
// over 50 ms, a sort answered in under 100 ms. A second test opens the pair view on 30 days of two hourly venues and
// fails if its chart takes 100 ms or more from its data to its first drawing.
//
// The app reads a venue at most every 10 s (its rule, kept in the build measured here). To put a refresh every 2 s
// through it, the bench moves the page's clock: Playwright's clock runs the page's timers in step with real time, and
// every 2 s of real time the bench jumps it 8 s ahead, so each venue's 10 s timer comes due every 2 s. Nothing else is
// faked: the reads are real HTTP to the mock server, and the page's work is measured by Chromium's own Long Tasks and
// Event Timing entries, which the page's clock does not touch.
import { expect, type Locator, type Page } from '@playwright/test';
import { VENUE_LIST } from '../src/markets/venues/venue-list.ts';
import { MOCK_SERVER, signIn, test } from '../tests/e2e/support';

const MARKETS = 150;
const VENUES = VENUE_LIST.map((venue) => venue.id);
const SECONDS = 20;
const REFRESH_EVERY_MS = 2_000;
/** The app's own interval: the page's clock jumps by the difference every REFRESH_EVERY_MS of real time. */
const APP_INTERVAL_MS = 10_000;
const LONG_TASK_MS = 50;
const SORT_BUDGET_MS = 100;

interface SortTiming {
  /** From the click to the first paint after it (Event Timing); null under its 16 ms floor, where it reports nothing. */
  toPaint: number | null;
  /** From the click to the table re-rendered in the new order (its header's aria-sort changed). */
  toRender: number;
}

interface MarketStats {
  longTasks: number[];
  /** Event Timing's durations of the clicks, in the order they came. */
  clickPaints: number[];
  sorts: SortTiming[];
  /** What ran in each animation frame over 50 ms (Long Animation Frames): printed, where to look when a task is long. */
  frames: string[];
}

/** The part of a Long Animation Frames entry read here (not in TypeScript's DOM types yet). */
interface LongFrame {
  duration: number;
  /** How much of it blocked input (the part of each long task over 50 ms). */
  blockingDuration: number;
  scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
}

declare global {
  interface Window {
    marketBench?: MarketStats;
    /** Arms the next click's measurement: done once `header` says `aria-sort` = `direction`. */
    marketBenchArm?: (header: Element, direction: string) => void;
  }
}

interface VenueLog {
  requests: Partial<Record<(typeof VENUES)[number], number>>;
}

async function venueReads(request: Parameters<Parameters<typeof test>[2]>[0]['request']): Promise<VenueLog> {
  return (await (await request.get(`${MOCK_SERVER}/__venues`)).json()) as VenueLog;
}

/** Installs the page's observers: every long task, every click's time to paint, and each armed click's time to render. */
async function observe(page: Page) {
  await page.evaluate(
    ({ longTaskMs }) => {
      const stats: MarketStats = { longTasks: [], clickPaints: [], sorts: [], frames: [] };
      window.marketBench = stats;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.duration > longTaskMs) stats.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LongFrame[]) {
          if (entry.duration <= longTaskMs) continue;
          const scripts = entry.scripts.map(
            (script) =>
              `${script.invoker} ${script.sourceURL.split('/').pop() ?? ''} ${script.sourceFunctionName} ` +
              `${script.duration.toFixed(0)} ms`,
          );
          stats.frames.push(
            `${entry.duration.toFixed(0)} ms (blocking ${entry.blockingDuration.toFixed(0)} ms): ` +
              (scripts.join('; ') || 'rendering only'),
          );
        }
      }).observe({ type: 'long-animation-frame' });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'click') stats.clickPaints.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      window.marketBenchArm = (header, direction) => {
        // performance.now() is the page's clock, which runs with real time between the bench's jumps (none comes
        // between a click and its table).
        const onClick = () => {
          const clicked = performance.now();
          const timing: SortTiming = { toPaint: null, toRender: 0 };
          stats.sorts.push(timing);
          const watch = new MutationObserver(() => {
            if (header.getAttribute('aria-sort') !== direction) return;
            watch.disconnect();
            timing.toRender = performance.now() - clicked;
          });
          watch.observe(header, { attributes: true, attributeFilter: ['aria-sort'] });
        };
        document.addEventListener('click', onClick, { capture: true, once: true });
      };
    },
    { longTaskMs: LONG_TASK_MS },
  );
}

/** Clicks a column's sort button, measured; the column must end up sorted in `direction`. */
async function sortBy(page: Page, header: Locator, direction: 'ascending' | 'descending') {
  const paintsBefore = await page.evaluate(() => window.marketBench?.clickPaints.length ?? 0);
  await header.evaluate((element, wanted) => window.marketBenchArm?.(element, wanted), direction);
  await header.getByRole('button').first().click({ timeout: 15_000 });
  await expect(header).toHaveAttribute('aria-sort', direction);
  // Event Timing reports a click once it has painted, and only if that took 16 ms or more.
  const painted = await page
    .waitForFunction((count) => (window.marketBench?.clickPaints.length ?? 0) > count, paintsBefore, {
      polling: 100,
      timeout: 1_000,
    })
    .then(() => true)
    .catch(() => false);
  if (painted) {
    await page.evaluate((index) => {
      const stats = window.marketBench;
      const last = stats?.sorts[stats.sorts.length - 1];
      if (stats && last) last.toPaint = stats.clickPaints[index] ?? null;
    }, paintsBefore);
  }
}

test(`Funding Rate and Open Interest: 6 venues × ${MARKETS} markets, refreshed every 2 s for ${SECONDS} s`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Both panels side by side at their own sizes (Funding Rate 1,150 and Open Interest 960 wide need a 2560 px screen):
  // each sort clicks a header no other panel covers.
  await page.setViewportSize({ width: 2560, height: 1440 });
  expect((await request.post(`${MOCK_SERVER}/__reset`)).ok()).toBe(true);
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { markets: MARKETS } })).ok()).toBe(true);
  await page.clock.install();
  try {
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('button', { name: /Funding Rate/ }).click();
    await menu.getByRole('button', { name: /Open Interest/ }).click();
    const funding = page.getByRole('region', { name: 'Funding Rate' });
    const interest = page.getByRole('region', { name: 'Open Interest' });
    await expect(funding.getByText(`${MARKETS} markets`)).toBeVisible({ timeout: 30_000 });
    await expect(interest.getByText(`${MARKETS} markets`)).toBeVisible({ timeout: 30_000 });
    for (const venue of VENUE_LIST.map(({ name }) => name)) {
      await expect(funding.getByRole('columnheader', { name: new RegExp(`^${venue}`) })).toContainText(/sec\. ago/);
    }
    // The history columns on: every venue's 7-day average, and the first histories in before measuring.
    await funding.getByRole('heading', { name: 'Funding Rate' }).click();
    await funding.getByRole('button', { name: '7 d avg.' }).click();
    await expect(
      funding
        .getByRole('cell')
        .filter({ hasText: /^\d+(\.5)? of 7 d$/ })
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });

    await observe(page);
    const before = await venueReads(request);
    const started = Date.now();
    const sorts: [Locator, 'ascending' | 'descending'][] = [
      [funding.getByRole('columnheader', { name: /^Hyperliquid/ }), 'descending'],
      [interest.getByRole('columnheader', { name: /^Lighter/ }), 'descending'],
      [funding.getByRole('columnheader', { name: /^Market/ }), 'ascending'],
      [interest.getByRole('columnheader', { name: /^Total/ }), 'descending'],
      [funding.getByRole('columnheader', { name: /^Carry/ }), 'descending'],
    ];
    for (let tick = 1; tick * REFRESH_EVERY_MS <= SECONDS * 1000; tick += 1) {
      // Half a period after each jump the new replies are arriving and rendering: that is when a click is hardest.
      await page.waitForTimeout(Math.max(0, started + tick * REFRESH_EVERY_MS - REFRESH_EVERY_MS / 2 - Date.now()));
      const sort = tick % 2 === 0 ? sorts[tick / 2 - 1] : undefined;
      if (sort) await sortBy(page, ...sort);
      await page.waitForTimeout(Math.max(0, started + tick * REFRESH_EVERY_MS - Date.now()));
      await page.clock.fastForward(APP_INTERVAL_MS - REFRESH_EVERY_MS);
    }
    // The last round's replies land and render inside the measurement.
    await page.waitForTimeout(REFRESH_EVERY_MS / 2);
    const seconds = (Date.now() - started) / 1000;
    const after = await venueReads(request);

    const stats = await page.evaluate(() => window.marketBench);
    if (!stats) throw new Error('the page lost its measurements');
    const reads = VENUES.map((venue) => `${venue} ${(after.requests[venue] ?? 0) - (before.requests[venue] ?? 0)}`);
    const paint = stats.sorts.map((sort) => (sort.toPaint === null ? '<16' : sort.toPaint.toFixed(0)));
    const render = stats.sorts.map((sort) => sort.toRender.toFixed(0));
    console.log(
      [
        `markets bench (Chromium): both panels, 6 venues × ${MARKETS} markets, ${seconds.toFixed(1)} s, ` +
          `a refresh every ${REFRESH_EVERY_MS / 1000} s`,
        `venue reads (requests to the mock server; Aster 3 and EdgeX, Lighter, Backpack 2 or 3 per read): ${reads.join(', ')}`,
        `long tasks over ${LONG_TASK_MS} ms: ${stats.longTasks.length}` +
          (stats.longTasks.length ? ` (${stats.longTasks.map((ms) => ms.toFixed(0)).join(', ')} ms)` : ''),
        `sort clicks: ${stats.sorts.length}; click to re-rendered table ${render.join(', ')} ms; ` +
          `click to next paint ${paint.join(', ')} ms`,
        ...stats.frames.map((frame) => `  frame ${frame}`),
      ].join('\n'),
    );
    expect((after.requests.hyperliquid ?? 0) - (before.requests.hyperliquid ?? 0)).toBeGreaterThanOrEqual(
      SECONDS / (REFRESH_EVERY_MS / 1000) - 1,
    );
    expect(stats.sorts).toHaveLength(sorts.length);
    expect(stats.longTasks).toEqual([]);
    for (const sort of stats.sorts) {
      expect(sort.toRender).toBeGreaterThan(0);
      expect(Math.max(sort.toRender, sort.toPaint ?? 0)).toBeLessThan(SORT_BUDGET_MS);
    }
  } finally {
    await request.post(`${MOCK_SERVER}/__reset`);
  }
});

/** The chart's budget from its data to its first drawing (DESIGN.md §8's render bar, applied to the pair view). */
const CHART_BUDGET_MS = 100;

test('the pair view draws 30 days of two hourly venues in under 100 ms from its data', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect((await request.post(`${MOCK_SERVER}/__reset`)).ok()).toBe(true);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: /^Funding Pair/ })
    .click();
  const pair = page.getByRole('region', { name: 'Funding Pair' });
  await pair.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'BTC', exact: true }).click();
  await pair.getByRole('combobox', { name: 'Long on' }).click();
  await page.getByRole('option', { name: 'Hyperliquid' }).click();
  await pair.getByRole('combobox', { name: 'Short on' }).click();
  await page.getByRole('option', { name: 'Lighter' }).click();
  // The rates' chart (the books' depth chart is a figure of its own beside it).
  await expect(pair.getByRole('figure', { name: /last 7 days/ }).locator('canvas')).toBeVisible({ timeout: 30_000 });
  await pair.getByRole('button', { name: '30 d' }).click();
  await expect(pair.getByRole('figure', { name: /last 30 days/ }).locator('canvas')).toBeVisible();
  // The measure is taken once the 30 days are drawn, which can be a frame after the canvas shows.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('pair-chart-render').length))
    .toBeGreaterThanOrEqual(2);
  const durations = await page.evaluate(() =>
    performance.getEntriesByName('pair-chart-render').map((entry) => entry.duration),
  );
  console.log(
    `pair chart (Chromium): 30 days × 2 venues (720 hourly points each, and the spread); data to first drawing ` +
      `${durations.map((ms) => ms.toFixed(1)).join(', ')} ms (7 days, then 30)`,
  );
  expect(durations.length).toBeGreaterThanOrEqual(2);
  expect(durations.at(-1)).toBeLessThan(CHART_BUDGET_MS);
});
