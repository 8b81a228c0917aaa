import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/mocks/db';
import { signIn, test } from './support';

// Code that fails to download: the connection dropped, or a new version was published and the old files are gone.
// On the live build: the demo's service worker would answer these requests before page.route could see them.

/** Refuses every download of a chunk; the count says how many were tried, so a renamed chunk cannot pass unseen. */
async function refuse(page: Page, chunk: string): Promise<() => number> {
  let refused = 0;
  // Vite names a chunk <name>-<8-character hash>.js: `login` must not also catch `login-two-factor-dialog`.
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]{7}\\.js$`), (route) => {
    refused += 1;
    return route.abort();
  });
  return () => refused;
}

async function submit(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test('a refused sign-in is still explained when the alert cannot be downloaded', async ({ page }) => {
  const refused = await refuse(page, 'Alert');
  await page.goto('/login');
  await submit(page, 'demo', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  expect(refused()).toBeGreaterThan(0);

  await submit(page, 'demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a form whose checks cannot be downloaded goes to the server, which answers', async ({ page }) => {
  // The chunk with @hookform/resolvers' zod resolver, which the sign-in form fetches when it is first sent.
  const refused = await refuse(page, 'zod');
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  expect(refused()).toBeGreaterThan(0);

  await submit(page, 'demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a sign-in whose request cannot be downloaded says so, and goes through on the next try', async ({ page }) => {
  // The chunk of auth/api/login.ts, which the session provider imports on the first submit.
  const refused = await refuse(page, 'login');
  await page.goto('/login');
  await submit(page, 'demo', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Network Error');
  expect(refused()).toBeGreaterThan(0);

  await page.unrouteAll();
  await submit(page, 'demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a second factor that cannot be asked for says so, and asks again on the next try', async ({ page }) => {
  const refused = await refuse(page, 'login-two-factor-dialog');
  await page.goto('/login');
  await submit(page, 'demo2fa', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Network Error');
  expect(refused()).toBeGreaterThan(0);

  await page.unrouteAll();
  await submit(page, 'demo2fa', DEMO_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Two-Factor Authentication' })).toBeVisible();
});

test('a sign-up that cannot be downloaded is said to be missing, and the form works', async ({ page }) => {
  const refused = await refuse(page, 'access-list-route');
  await page.goto('/login');
  await expect(page.getByText('The access-list sign-up could not be loaded.', { exact: false })).toBeVisible();
  expect(refused()).toBeGreaterThan(0);
  await submit(page, 'demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
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

test('a dashboard page that cannot be downloaded keeps the top bar and Log Out', async ({ page }) => {
  await refuse(page, 'account-page');
  await signIn(page);
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'PoolBot could not show this page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/page-crashed.png' });
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
