import { expect } from '@playwright/test';
import { openStrategy } from './strategy-support';
import { MOCK_SERVER, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test("a strategy's backtest against the mock venues: figures from their histories and books", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { panel } = await openStrategy(page, 'Lighter and Pacifica Funding Rate');
  const section = panel.getByRole('region', { name: 'Backtest' });
  await section.getByRole('button', { name: 'Show the backtest' }).click();
  const figures = section.getByRole('table', { name: 'Backtest figures' });
  await expect(figures).toBeVisible({ timeout: 60_000 });
  await expect(figures.getByRole('row', { name: /^Round trips/ })).toHaveText(/^Round trips\d+$/);
  await expect(
    section.getByText(/^Impact from today's books at \$3,000\.00 per leg, a fill: (Lighter|Pacifica) [+-]\d/),
  ).toBeVisible();
  await expect(section.getByRole('table', { name: /^Net P&L over the last 30 days for X/ })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/backtest-live.png' });
});

test("with Lighter's funding history failing, the backtest names the Lighter leg and shows no figure", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { history: { lighter: 'down' } } })).ok()).toBe(true);
  await signIn(page);
  const { panel } = await openStrategy(page, 'Lighter and Pacifica Funding Rate');
  const section = panel.getByRole('region', { name: 'Backtest' });
  await section.getByRole('button', { name: 'Show the backtest' }).click();
  await expect(
    section.getByText(
      /^No figures: the (long|short) leg, Lighter, has no settled SOL funding in the last 30 days\. Lighter's funding history could not be read \(error 503\)\.$/,
    ),
  ).toBeVisible({ timeout: 60_000 });
  await expect(section.getByRole('table', { name: 'Backtest figures' })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/backtest-live-lighter-history-down.png' });
});
