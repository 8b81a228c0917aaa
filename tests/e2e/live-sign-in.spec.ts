import { expect } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/mocks/db';
import { totpFor } from '../../src/mocks/totp';
import { MOCK_SERVER as SERVER } from './ports';
import { recordCalls, test } from './support';

test('a live build signs in over real HTTP with the API key, then sends the bearer', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/login');
  await expect(page.getByText('Demo mode')).toHaveCount(0);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const login = calls.find((call) => call.url() === `${SERVER}/api/login`);
  expect(login?.headers()['x-api-key']).toBe('demo-key');
  expect(login?.headers().authorization).toBeUndefined();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const logout = calls.find((call) => call.url() === `${SERVER}/api/pool/api/logout`);
  expect(logout?.headers().authorization).toMatch(/^Bearer demo-/);

  const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(workers).toBe(0);
});

test('a live build signs in through 2FA and loads the user record from the pool API', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo2fa');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await dialog.getByLabel('Enter 6-digit code').fill(totpFor(DEMO_TOTP_SECRET).generate());
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(calls.map((call) => new URL(call.url()).pathname)).toEqual(['/api/login', '/api/2fa/verify', '/api/pool/2']);
  const record = calls[2];
  expect(record?.headers().authorization).toMatch(/^Bearer demo-/);
  expect(record?.headers()['x-api-key']).toBe('demo-key');
});
