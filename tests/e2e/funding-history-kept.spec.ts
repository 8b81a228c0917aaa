import { expect, type Page, type Request } from '@playwright/test';
import { signIn, test } from './support';

const HOUR_MS = 3_600_000;

/**
 * From when a funding-history request asks (ms since the epoch), in each venue's own terms, or null for a request that
 * is not a history read: a start time (Aster, EdgeX, Hyperliquid, Lighter) or a count of hours back (Backpack,
 * Pacifica).
 */
function historyFrom(request: Request, at: number): number | null {
  const url = new URL(request.url());
  const query = url.searchParams;
  const hoursBack = () => at - Number(query.get('limit')) * HOUR_MS;
  if (url.pathname.endsWith('/fapi/v1/fundingRate')) return Number(query.get('startTime'));
  if (url.pathname.endsWith('/getFundingRatePage')) return Number(query.get('filterBeginTimeInclusive'));
  if (url.pathname.endsWith('/api/v1/fundings')) return Number(query.get('start_timestamp')) * 1000;
  if (url.pathname.endsWith('/api/v1/fundingRates')) return hoursBack();
  if (url.pathname.endsWith('/funding_rate/history')) return hoursBack();
  if (url.pathname.endsWith('/info') && request.method() === 'POST') {
    const body = request.postDataJSON() as { type?: string; startTime?: number } | null;
    return body?.type === 'fundingHistory' ? (body.startTime ?? 0) : null;
  }
  return null;
}

/** Every history request the page makes from now on, with the time it asks from. */
function historyReads(page: Page): { from: number; url: string }[] {
  const reads: { from: number; url: string }[] = [];
  page.on('request', (request) => {
    const from = historyFrom(request, Date.now());
    if (from !== null) reads.push({ from, url: request.url() });
  });
  return reads;
}

/** Waits until no new history read has come for a few seconds: every row, below the fold too, has been read. */
async function settled(reads: readonly unknown[]) {
  let seen = -1;
  await expect
    .poll(
      () => {
        const still = reads.length === seen;
        seen = reads.length;
        return still;
      },
      { intervals: [3_000], timeout: 45_000 },
    )
    .toBe(true);
}

test('a reload shows every visible row’s 30 d averages at once, then asks the venues only for the last hours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const firstReads = historyReads(page);
  await signIn(page);
  await page
    .getByRole('navigation', { name: /Menu/ })
    .getByRole('button', { name: /^Funding Rate/ })
    .click();
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  await expect(funding.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  await funding.getByRole('button', { name: '30 d avg.' }).click();
  const reading = funding.getByRole('table').getByRole('cell', { name: '…', exact: true });
  // A first visit on the demo's simulated venues: every row's average within 30 s, without scrolling.
  await expect(reading).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => firstReads.length).toBeGreaterThan(20);
  // Every row below the fold is read too: the reads stop growing once all are in.
  await settled(firstReads);

  const reloadReads = historyReads(page);
  const reloadedAt = Date.now();
  await page.reload();
  const again = page.getByRole('region', { name: 'Funding Rate' });
  await expect(again.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible({ timeout: 30_000 });
  // From the store: within a second of the rows, no cell waits for its history.
  await expect(again.getByRole('table').getByRole('cell', { name: '…', exact: true })).toHaveCount(0, {
    timeout: 1_000,
  });
  await page.screenshot({ path: 'test-results/screens/funding-30d-kept-1440-en.png' });
  await expect.poll(() => reloadReads.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await settled(reloadReads);
  // Only the hours since the last kept settlement (the demo's 4- and 8-hour venues settle that far apart at most).
  for (const read of reloadReads) expect(read.from, read.url).toBeGreaterThanOrEqual(reloadedAt - 9 * HOUR_MS);
});
