import { expect } from '@playwright/test';
import { signIn, test } from './support';

test('the demo reads the venues its server reaches through the proxy, and simulates the one it cannot', async ({
  page,
}) => {
  const proxied: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/__venue-proxy/')) proxied.push(new URL(call.url()).pathname);
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /^Funding Rate/ }).click();
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  await expect(funding.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  for (const venue of ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter']) {
    await expect(funding.getByRole('columnheader', { name: new RegExp(`^${venue}`) })).toContainText('live');
  }
  const backpack = funding.getByRole('columnheader', { name: /^Backpack/ });
  await expect(backpack).toContainText('simulated');
  // Its tooltip says so too: nothing simulated passes for the venue's own figures.
  await expect(backpack.locator('[title^="Backpack: simulated data"]')).toHaveCount(1);
  await expect(
    funding.getByRole('columnheader', { name: /^Hyperliquid/ }).locator('[title^="Hyperliquid: live data"]'),
  ).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/funding-proxy-1440-en.png' });
  // The five reachable venues were read through this origin's proxy (the mock server behind it); Backpack was not.
  for (const venue of ['hyperliquid', 'aster', 'lighter', 'edgex', 'pacifica']) {
    expect(proxied.some((path) => path.startsWith(`/__venue-proxy/${venue}/`))).toBe(true);
  }
  expect(proxied.some((path) => path.startsWith('/__venue-proxy/backpack/'))).toBe(false);
  // Falling back is quiet: nothing in the console.
  expect(consoleErrors).toEqual([]);
});
