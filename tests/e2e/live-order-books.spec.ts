import { expect } from '@playwright/test';
import { MOCK_SERVER, openFromMenu, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test("with Lighter's book failing, only the pairs with a Lighter leg say 'book unavailable', with the reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { book: { lighter: 'down' } } })).ok()).toBe(true);
  await signIn(page);
  await openFromMenu(page, /^Funding Rate/);
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  await expect(funding.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  // Two venues shown: every pair is Hyperliquid and Lighter, so BTC's needs Lighter's book.
  const venues = funding.getByRole('group', { name: 'Venues' });
  for (const venue of ['Aster', 'Pacifica', 'EdgeX', 'Backpack'])
    await venues.getByRole('button', { name: venue }).click();
  await funding.getByRole('textbox', { name: 'Market' }).fill('BTC');
  const btc = funding.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC', exact: true }) });
  const capacity = btc.getByRole('cell').nth(3);
  await expect(capacity).toHaveText('book unavailable', { timeout: 60_000 });
  await expect(capacity).toHaveAttribute('title', "Lighter's order book could not be read (error 503).");
  await expect(btc.getByRole('cell').nth(2)).toHaveText(/^book unavailablegross -?\d+\.\d\d%$/);
  await page.screenshot({ path: 'test-results/screens/books-live-lighter-down.png' });

  // With Lighter hidden too, Hyperliquid alone makes no pair; shown with Pacifica, the books are read and used.
  await venues.getByRole('button', { name: 'Lighter' }).click();
  await venues.getByRole('button', { name: 'Pacifica' }).click();
  await expect(btc.getByRole('cell').nth(3)).toHaveText(/^≈ \$[\d.]+[KM]?$/, { timeout: 60_000 });
});
