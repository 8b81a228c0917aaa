import { expect, type Page } from '@playwright/test';
import { signIn, test } from './support';

async function openFunding(page: Page, name: string, { phone = false } = {}) {
  if (phone) await page.getByRole('button', { name: /^(Open menu|Apri il menu)$/ }).click();
  await page
    .getByRole('navigation', { name: /Menu/ })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  const panel = page.getByRole('region', { name });
  await expect(panel.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  return panel;
}

test("the demo's books: net and capacity at the size in Funding Rate, the pair's depth chart, en and it, 1440 and 390 px", async ({
  page,
}) => {
  // Signs in twice and waits for book and history reads paced like the venues'.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const funding = await openFunding(page, 'Funding Rate');
  await funding.getByRole('textbox', { name: 'Market' }).fill('BTC');
  const btc = funding.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC', exact: true }) });
  const cells = btc.getByRole('cell');
  // BTC's books are deep: the default $10,000 a leg fills, and its capacity is in the millions.
  await expect(cells.nth(2)).toHaveText(/^-?\d+\.\d\d%gross -?\d+\.\d\d%$/, { timeout: 30_000 });
  await expect(cells.nth(3)).toHaveText(/^≈ \$[\d.]+[KM]$/);
  await page.screenshot({ path: 'test-results/screens/books-funding-1440-en.png' });

  await btc.getByRole('rowheader').click();
  const pair = page.getByRole('region', { name: 'Funding Pair: BTC' });
  await expect(pair.getByText(/^At \$10,000\.00 a leg, today's books cost/)).toBeVisible({ timeout: 30_000 });
  await expect(pair.getByText(/^capacity ≈ \$[\d,.]+ per leg/)).toBeVisible();
  const depth = pair.getByRole('figure', { name: "Both legs' order books: cumulative depth from the mid" });
  await expect(depth.locator('canvas')).toBeVisible();
  await depth.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/books-pair-1440-en.png' });

  // In Italian on a phone.
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const italian = await openFunding(page, 'Tasso di finanziamento', { phone: true });
  const btcIt = italian.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC', exact: true }) });
  await expect(btcIt.getByRole('cell').nth(2)).toHaveText(/lordo/, { timeout: 30_000 });
  await expect(btcIt.getByRole('cell').nth(3)).toHaveText(/^≈ /);
  await page.screenshot({ path: 'test-results/screens/books-funding-390-it.png' });
  await btcIt.getByRole('rowheader').click();
  const pairIt = page.getByRole('region', { name: /BTC$/ });
  await expect(pairIt.getByText(/^Con 10\.000,00\sUSD per gamba, i book di oggi costano/)).toBeVisible({
    timeout: 30_000,
  });
  await pairIt.getByRole('figure', { name: /profondità cumulata/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/books-pair-390-it.png' });
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'en'));
});
