import { expect } from '@playwright/test';
import { MOCK_SERVER, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test("with Lighter's history failing, its own cells say so and everything else keeps working", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { history: { lighter: 'down' } } })).ok()).toBe(true);
  const historyCalls: string[] = [];
  page.on('request', (call) => {
    if (
      /fundingHistory|fundingRate\?|\/fundings\?|getFundingRatePage|funding_rate\/history|fundingRates\?/.test(
        call.url() + (call.postData() ?? ''),
      )
    ) {
      historyCalls.push(new URL(call.url()).pathname);
    }
  });
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /^Funding Rate/ }).click();
  const funding = page.getByRole('region', { name: 'Funding Rate' });
  await expect(funding.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  // A live build reads the venues it is configured with: every header says live.
  for (const venue of ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter', 'Backpack']) {
    await expect(funding.getByRole('columnheader', { name: new RegExp(`^${venue}`) })).toContainText('live');
  }
  await funding.getByRole('button', { name: '7 d avg.' }).click();
  const lighterColumn = (await funding.getByRole('columnheader').allTextContents()).findIndex((text) =>
    text.startsWith('Lighter'),
  );
  const hyperliquidColumn = (await funding.getByRole('columnheader').allTextContents()).findIndex((text) =>
    text.startsWith('Hyperliquid'),
  );
  // BTC is on all six venues; the table's first rows are the first each venue's history is asked for.
  await funding.getByRole('textbox', { name: 'Market' }).fill('BTC');
  const btc = funding.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BTC', exact: true }) });
  // Column 0 is the market's row header: cells count from the pair.
  await expect(btc.getByRole('cell').nth(lighterColumn - 1)).toHaveText('history unavailable', { timeout: 60_000 });
  await expect(btc.getByRole('cell').nth(hyperliquidColumn - 1)).toHaveText(/^[+-]\d+\.\d\d%$/, { timeout: 60_000 });
  await expect(funding.getByRole('columnheader', { name: /^Lighter/ })).not.toContainText('unavailable');
  await expect(btc).toContainText(/Long \w+Short \w+/);
  await page.screenshot({ path: 'test-results/screens/funding-live-lighter-history-down.png' });

  const pairMenu = page.getByRole('navigation', { name: 'Menu' });
  await pairMenu.getByRole('button', { name: /^Funding Pair/ }).click();
  const pair = page.getByRole('region', { name: 'Funding Pair' });
  await pair.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'BTC', exact: true }).click();
  await pair.getByRole('combobox', { name: 'Long on' }).click();
  await page.getByRole('option', { name: 'Hyperliquid' }).click();
  await pair.getByRole('combobox', { name: 'Short on' }).click();
  await page.getByRole('option', { name: 'Lighter' }).click();
  await expect(pair.getByText("Lighter's funding history could not be read (error 503).")).toBeVisible();
  // The other leg's history still draws.
  await expect(pair.getByRole('figure').first().locator('canvas')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/pair-live-lighter-history-down.png' });
  expect(historyCalls.length).toBeGreaterThan(0);
});
