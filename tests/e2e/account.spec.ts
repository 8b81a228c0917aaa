import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/mocks/db';
import { totpCode } from '../../src/features/account/model/totp';
import { signOut, test } from './support';

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test('enable 2FA with a code from the shown key, then sign in again through the 2FA dialog', async ({ page }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible(); // see support.ts, signIn
  await page.goto('/dashboard/account');
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await expect(card.getByText('Not enabled')).toBeVisible();
  await card.getByRole('button', { name: 'Set Up 2FA' }).click();

  const dialog = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
  await expect(dialog.getByRole('img', { name: 'QR code for PoolBot' })).toBeVisible();
  const secret = ((await dialog.getByLabel('Manual key').textContent()) ?? '').replace(/ /g, '');
  await page.screenshot({ path: 'test-results/screens/account-2fa-setup.png' });
  await dialog.getByLabel('6-digit code').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(card.getByText('Enabled')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/account.png' });

  await signOut(page);
  await signIn(page, 'demo');
  const twoFactor = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await twoFactor.getByLabel('Enter 6-digit code').fill(totpCode(secret));
  await twoFactor.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('rename, then sign in with the new name', async ({ page }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('New username').fill('ash-ketchum');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' }).getByText('ash-ketchum')).toBeVisible();

  await signOut(page);
  await signIn(page, 'ash-ketchum');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menu').getByText('ash-ketchum')).toBeVisible();
});
