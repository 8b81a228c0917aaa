import { expect, type Page } from '@playwright/test';
import { signIn, test } from './support';

/** Opens Funding Rate and Open Interest from the Features menu and waits for their first rows. */
async function openMarketPanels(page: Page, names = { funding: 'Funding Rate', interest: 'Open Interest' }) {
  const menu = page.getByRole('navigation', { name: /Menu/ });
  await menu.getByRole('button', { name: new RegExp(names.funding) }).click();
  await menu.getByRole('button', { name: new RegExp(names.interest) }).click();
  const funding = page.getByRole('region', { name: names.funding });
  const interest = page.getByRole('region', { name: names.interest });
  await expect(funding.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  await expect(interest.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  return { funding, interest };
}

test('Funding Rate and Open Interest show the six venues live in the demo', async ({ page }) => {
  // Two market panels reading every venue, their histories and the books of the rows in view, in one page with the
  // demo's venues: more than 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  await signIn(page);
  const { funding, interest } = await openMarketPanels(page);
  for (const venue of ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter', 'Backpack']) {
    await expect(funding.getByRole('columnheader', { name: new RegExp(`^${venue}`) })).toContainText(/\d+ sec\. ago/);
  }
  for (const market of ['ETH', 'SOL', 'PEPE']) {
    await expect(funding.getByRole('rowheader', { name: market, exact: true })).toBeVisible();
  }
  const btc = funding.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC', exact: true }) });
  await expect(btc).toContainText(/Long \w+Short \w+/);
  await expect(btc).toContainText(/\$\d+\.\d\d/);
  await expect(interest.getByRole('rowheader', { name: 'All listed markets' })).toBeVisible();

  // Open Interest opened last, over it: bring Funding Rate to the front first, as a user would.
  await funding.getByRole('heading', { name: 'Funding Rate' }).click();
  await funding.getByRole('button', { name: '8 h' }).click();
  // The pair, its gap, net return, capacity, carry and stability come first; then Aster's rate, per 8 hours.
  await expect(btc.getByRole('cell').nth(6)).toHaveText(/^[+-]?0\.\d{4}%$/);
  await funding.getByRole('button', { name: 'Market', exact: true }).click();
  await expect(funding.getByRole('rowheader').first()).toHaveText('ARB');
  await page.screenshot({ path: 'test-results/screens/markets-1440-en.png' });

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: 'test-results/screens/markets-1920-en.png' });
});

test('the market panels in Italian, on a wide screen and a laptop', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const { funding } = await openMarketPanels(page, { funding: 'Tasso di finanziamento', interest: 'Interesse aperto' });
  await expect(funding.getByRole('columnheader', { name: /^Hyperliquid/ })).toContainText(/\d+ sec\. fa/);
  await expect(funding.getByRole('columnheader', { name: 'Coppia migliore' })).toBeVisible();
  await expect(funding.getByRole('row').nth(1)).toContainText(/\d,\d\d%/);
  await page.screenshot({ path: 'test-results/screens/markets-1920-it.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/markets-1440-it.png' });
});

test('the Funding Rate panel on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: /Funding Rate/ })
    .click();
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  await expect(funding.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/markets-390-en.png' });
});
