import { expect } from '@playwright/test';
import { MOCK_SERVER, recordRequests, resetMockServer, signIn, test } from './support';

interface VenueLog {
  /** Market data and account reads; the funding-history and order-book reads are counted apart. */
  requests: Record<string, number>;
  credentialsSeen: boolean;
}

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test('with Lighter down, the other venues fill both panels over real HTTP, with no key or bearer', async ({
  page,
  request,
}) => {
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { fail: { lighter: 'down' } } })).ok()).toBe(true);
  const venueCalls = recordRequests(page, (call) => call.url().startsWith(`${MOCK_SERVER}/venues/`));
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Funding Rate/ }).click();
  await menu.getByRole('button', { name: /Open Interest/ }).click();
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  const interest = page.getByRole('region', { name: 'Open Interest' });

  await expect(funding.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  await expect(interest.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  await expect(funding.getByText('Lighter is unavailable (error 503) and has sent nothing usable yet.')).toBeVisible();
  await expect(interest.getByText('Lighter is unavailable (error 503) and has sent nothing usable yet.')).toBeVisible();
  await expect(funding.getByRole('columnheader', { name: /^Lighter/ })).toContainText('unavailable');
  await expect(funding.getByRole('columnheader', { name: /^Hyperliquid/ })).toContainText(/sec\. ago/);
  const btc = funding.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC', exact: true }) });
  await expect(btc).toContainText(/Long \w+Short \w+/);
  await expect(btc).not.toContainText('Lighter');
  await page.screenshot({ path: 'test-results/screens/markets-live-lighter-down.png' });

  // Every venue's market data was read once for both panels, from its own path, with nothing secret attached.
  const log = (await (await request.get(`${MOCK_SERVER}/__venues`)).json()) as VenueLog;
  expect(log.credentialsSeen).toBe(false);
  expect(log.requests.hyperliquid).toBe(1);
  expect(log.requests.pacifica).toBe(1);
  expect(venueCalls.length).toBeGreaterThan(0);
  for (const call of venueCalls) {
    expect(call.headers()['x-api-key']).toBeUndefined();
    expect(call.headers().authorization).toBeUndefined();
  }
  expect(venueCalls.map((call) => new URL(call.url()).pathname)).toEqual(
    expect.arrayContaining([
      '/venues/hyperliquid/info',
      '/venues/aster/fapi/v3/premiumIndex',
      '/venues/lighter/api/v1/funding-rates',
      '/venues/edgex/api/v1/public/quote/getTicker',
      '/venues/pacifica/api/v1/info/prices',
      '/venues/backpack/api/v1/markPrices',
    ]),
  );

  // Closed, they read nothing more.
  await page.getByRole('button', { name: 'Close Funding Rate' }).click();
  await page.getByRole('button', { name: 'Close Open Interest' }).click();
  const before = ((await (await request.get(`${MOCK_SERVER}/__venues`)).json()) as VenueLog).requests.hyperliquid ?? 0;
  await page.waitForTimeout(12_000);
  const after = ((await (await request.get(`${MOCK_SERVER}/__venues`)).json()) as VenueLog).requests.hyperliquid ?? 0;
  expect(after).toBe(before);
});
