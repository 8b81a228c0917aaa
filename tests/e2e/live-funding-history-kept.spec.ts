import { expect } from '@playwright/test';
import { HOUR_MS, historyReads, readingAverages, settled } from './history-reads';
import { MOCK_SERVER, openFromMenu, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test('over real HTTP, a reload shows every visible row’s 30 d averages from the store at once, then asks only for the last hours', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Three markets a venue: the first visit reads them at each venue's published pace (Hyperliquid: two pages a market,
  // one request every few seconds), which a whole table would take minutes to do, and five took two.
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { markets: 3 } })).ok()).toBe(true);
  const firstReads = historyReads(page);
  await signIn(page);
  await openFromMenu(page, /^Funding Rate/);
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  await expect(funding.getByRole('rowheader').first()).toBeVisible();
  await funding.getByRole('button', { name: '30 d avg.' }).click();
  await expect.poll(() => readingAverages(funding), { timeout: 120_000 }).toBe(0);
  await settled(firstReads, 8_000);

  const reloadReads = historyReads(page);
  const reloadedAt = Date.now();
  await page.reload();
  const again = page.getByRole('region', { name: 'Funding Rate' });
  await expect(again.getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 });
  // From the store: no cell waits for its history. Within a second of the rows on a quiet
  // machine (docs/testing.md, "Past readings"); the bound here leaves room for a CI machine running two browsers.
  await expect.poll(() => readingAverages(again), { intervals: [100], timeout: 3_000 }).toBe(0);
  await page.screenshot({ path: 'test-results/screens/funding-30d-kept-live-1440-en.png' });
  await expect.poll(() => reloadReads.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await settled(reloadReads, 8_000);
  // Only the hours since the last kept settlement (the 4- and 8-hour venues settle that far apart at most).
  for (const read of reloadReads) expect(read.from, read.url).toBeGreaterThanOrEqual(reloadedAt - 9 * HOUR_MS);
});
