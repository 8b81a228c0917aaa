import { expect } from '@playwright/test';
import { signIn, test } from './support';

test('the demo works in a second tab, and signing out in one signs out both', async ({ page, context }) => {
  await signIn(page);

  // A second tab on the dashboard: the demo backend it talks to knows the session the first one opened.
  const second = await context.newPage();
  await second.goto('/dashboard/wallets');
  await expect(second.getByRole('heading', { name: 'Wallet Manager' })).toBeVisible();
  await second.getByRole('button', { name: 'Open user menu' }).click();
  await expect(second.getByRole('menu').getByText('ID: 1')).toBeVisible();
  await second.keyboard.press('Escape');

  // A signed-in call from the second tab, then the first tab again: neither is signed out.
  await second.getByRole('button', { name: 'Add Solana Wallet' }).click();
  await second.getByRole('tab', { name: 'Generate New Wallet' }).click();
  await second
    .getByRole('dialog', { name: 'Generate New Wallet' })
    .getByRole('button', { name: 'Generate Wallet' })
    .click();
  await expect(second.getByRole('list', { name: 'Solana wallets' }).getByText('Solana Wallet 1')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByText('You were signed out in another tab.')).toBeVisible();
});
