import { expect } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/mocks/db';
import { totpFor } from '../../src/mocks/totp';
import { test } from './support';

const pageErrors: Error[] = [];

test.beforeEach(({ page }) => {
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error));
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('demo sign-in, dashboard, sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'PoolBot' })).toBeVisible();
  await expect(page.getByText('BOT MANAGEMENT SYSTEM')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Join Access List' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login.png', fullPage: true });

  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No open panels')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/dashboard.png' });

  await page.reload();
  await expect(page.getByText('No open panels')).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menu').getByText('ID: 1')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('demo sign-in through the two-factor dialog', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo2fa');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();

  const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Enter 6-digit code').fill(totpFor(DEMO_TOTP_SECRET).generate());
  await page.screenshot({ path: 'test-results/screens/login-2fa.png' });
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menu').getByText('demo2fa')).toBeVisible();
});

test('Italian, chosen on the login page, is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Italiano' }).click();
  await expect(page.getByLabel('Nome utente')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nome utente')).toBeVisible();
  await page.getByLabel('Nome utente').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'ACCEDI' }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali non valide');
});
