import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/mocks/db';
import { test } from './support';

// Code that fails to download: the connection dropped, or a new version was published and the old files are gone.
// On the live build: the demo's service worker would answer these requests before page.route could see them.

async function refuse(page: Page, chunk: string) {
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), (route) => route.abort());
}

async function submit(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test('a refused sign-in is still explained when the alert cannot be downloaded', async ({ page }) => {
  await refuse(page, 'Alert');
  await page.goto('/login');
  await submit(page, 'demo', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');

  await submit(page, 'demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a second factor that cannot be asked for says so, and the page goes on working', async ({ page }) => {
  await refuse(page, 'login-two-factor-dialog');
  await page.goto('/login');
  await submit(page, 'demo2fa', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Network Error');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
});

test('a page whose code cannot be downloaded offers a reload instead of a blank screen', async ({ page }) => {
  await refuse(page, 'app-routes');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'PoolBot could not show this page' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/app-crashed.png' });

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
});
