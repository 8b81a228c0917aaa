import { expect } from '@playwright/test';
import { DEMO_ORIGIN } from './ports';
import { lookUpPrice, signIn, test } from './support';

test('both feed panels connect and fill with listings and sales', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Collector Crypt Listing/ }).click();
  await menu.getByRole('button', { name: /Collector Crypt Sales/ }).click();
  const listings = page.getByRole('region', { name: 'Collector Crypt Listing' });
  const sales = page.getByRole('region', { name: 'Collector Crypt Sales' });
  await expect(listings.getByRole('status')).toHaveText('Feed: Connected');
  await expect(listings.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(sales.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(sales.getByText(/Buyer: /).first()).toBeVisible();
  await expect(listings.getByRole('img').first()).toHaveAttribute('src', new RegExp(`^${DEMO_ORIGIN}/demo-cards/`));
  await page.screenshot({ path: 'test-results/screens/feeds.png' });
});

test('a demo certificate is priced', async ({ page }) => {
  await signIn(page);
  const result = await lookUpPrice(page, '87654321');
  await expect(result.getByText('Pikachu Illustrator')).toBeVisible();
  await expect(result.getByText('$98,000.00')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/id-to-price.png' });
});
