import { expect, type Page } from '@playwright/test';
import { openFromMenu, resetMockServer, signIn, test } from './support';

/**
 * Two tabs of one browser show the same venue accounts: the watcher tab reads them and hands each read to the other,
 * which then reads nothing itself (docs/decisions/0254-account-reads-are-shared-between-tabs.md).
 */

const PACIFICA_ACCOUNT = '/venues/pacifica/api/v1/account';

/** When the page asked for a Pacifica account read (ms since the epoch), from now on. */
function pacificaReads(page: Page): number[] {
  const times: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PACIFICA_ACCOUNT) times.push(Date.now());
  });
  return times;
}

async function openMyBalance(page: Page) {
  await openFromMenu(page, /My Balance/);
  const balance = page.getByRole('region', { name: 'My Balance' });
  await expect(balance.getByRole('region', { name: 'Pacifica' })).toContainText(/Equity: \$[\d,]+\.\d\d/);
  return balance;
}

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test('a second tab shows the accounts the watcher tab reads, without reading them again', async ({ page }) => {
  test.setTimeout(90_000);
  const watcherReads = pacificaReads(page);
  await signIn(page);
  await openMyBalance(page);
  const second = await page.context().newPage();
  const secondReads = pacificaReads(second);
  await second.goto('/dashboard');
  const secondBalance = await openMyBalance(second);
  // Each tab read the account once when its panel opened.
  expect(watcherReads).toHaveLength(1);
  expect(secondReads).toHaveLength(1);
  const [secondFirst = 0] = secondReads;

  // The watcher reads it again 30 s later and hands the read over; the second tab, due 30 s after its own first read,
  // finds it fresh and reads nothing.
  await expect.poll(() => watcherReads.length, { timeout: 40_000 }).toBe(2);
  await expect.poll(() => Date.now() - secondFirst, { timeout: 15_000, intervals: [500] }).toBeGreaterThan(33_000);
  expect(secondReads).toHaveLength(1);
  await expect(secondBalance.getByRole('region', { name: 'Pacifica' })).toContainText(/Equity: \$[\d,]+\.\d\d/);
});
