// `npm run bench`: Funding Rate's 30-day averages after a reload, from the funding history kept in IndexedDB. A first
// visit reads three markets' 30 days on the six mock venues at their published pace and keeps them; after a reload
// the bench measures, frame by frame from the page's start, when the table's first row shows and when no visible cell
// still waits for its history, and fails when that takes 1 s or more (docs/testing.md, "Benchmarks").
import { expect } from '@playwright/test';
import { readingAverages, settled, historyReads } from '../tests/e2e/history-reads';
import { MOCK_SERVER, openFromMenu, signIn, test } from '../tests/e2e/support';

const FILLED_MS = 1_000;

declare global {
  interface Window {
    /** ms after the page's start: the Funding Rate table's first row, and no visible average waiting any more. */
    historyReload?: { rowsAt: number | null; filledAt: number | null };
  }
}

test(`after a reload, the visible rows' 30 d averages come from the store within ${FILLED_MS} ms of the rows`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect((await request.post(`${MOCK_SERVER}/__reset`)).ok()).toBe(true);
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { markets: 3 } })).ok()).toBe(true);
  const reads = historyReads(page);
  await signIn(page);
  await openFromMenu(page, /^Funding Rate/);
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  await funding.getByRole('button', { name: '30 d avg.' }).click();
  await expect.poll(() => readingAverages(funding), { timeout: 120_000 }).toBe(0);
  await settled(reads, 8_000);

  // Watched from the reloaded page's first script: each frame, the table's rows and its visible venue cells.
  await page.addInitScript(() => {
    const watch = { rowsAt: null as number | null, filledAt: null as number | null };
    window.historyReload = watch;
    const look = () => {
      const table = document.querySelector('section[data-panel-id="funding-rate"] table');
      const rows = table ? [...table.querySelectorAll('tbody tr')] : [];
      if (rows.length > 0) {
        watch.rowsAt ??= performance.now();
        const box = table?.parentElement?.getBoundingClientRect();
        const waiting = rows
          .filter((row) => {
            const rect = row.getBoundingClientRect();
            return box !== undefined && rect.bottom > box.top && rect.top < box.bottom;
          })
          .flatMap((row) => [...row.querySelectorAll('td')].slice(-6))
          .some((cell) => cell.textContent === '…');
        if (!waiting) {
          watch.filledAt = performance.now();
          return;
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => window.historyReload?.filledAt ?? null), { timeout: 30_000 })
    .not.toBeNull();
  const watch = await page.evaluate(() => window.historyReload);
  const rowsAt = watch?.rowsAt ?? Number.NaN;
  const filledAt = watch?.filledAt ?? Number.NaN;
  console.log(
    `Funding Rate after a reload: rows at ${rowsAt.toFixed(0)} ms, 30 d averages filled at ${filledAt.toFixed(0)} ms ` +
      `(${(filledAt - rowsAt).toFixed(0)} ms after the rows)`,
  );
  expect(filledAt - rowsAt).toBeLessThan(FILLED_MS);
});
