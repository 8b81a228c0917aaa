import { expect } from '@playwright/test';
import { MOCK_SERVER, recordRequests, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test('account panels over real HTTP: Lighter down costs only its section, no key or bearer leaves', async ({
  page,
  request,
}) => {
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { fail: { lighter: 'down' } } })).ok()).toBe(true);
  const calls = recordRequests(
    page,
    (call) => call.url().startsWith(`${MOCK_SERVER}/venues/`) || call.url().startsWith(`${MOCK_SERVER}/solana-rpc`),
  );
  await signIn(page);
  await page.evaluate(() => {
    const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    localStorage.setItem(
      'poolbot_wallets',
      JSON.stringify([
        {
          id: 'w',
          address,
          publicKey: address,
          label: 'Live wallet',
          createdAt: '2026-11-01',
          type: 'solana',
          userId: '1',
        },
      ]),
    );
  });
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /My Balance/ }).click();
  const balance = page.getByRole('region', { name: 'My Balance' });
  await expect(balance.getByRole('region', { name: 'Hyperliquid' })).toContainText(/Equity: \$[\d,]+\.\d\d/);
  await expect(balance.getByRole('region', { name: 'Pacifica' })).toContainText(/Equity: \$[\d,]+\.\d\d/);
  await expect(balance.getByRole('region', { name: 'Lighter' })).toContainText(
    'Lighter could not be read (error 503).',
  );
  await expect(balance.getByRole('table', { name: 'Solana wallet balances' })).toContainText(/read \d+ sec\. ago/);

  await menu.getByRole('button', { name: /My Operation/ }).click();
  const operation = page.getByRole('region', { name: 'My Operation' });
  await expect(
    operation.getByRole('table', { name: 'Fills and funding payments' }).getByRole('row').nth(1),
  ).toContainText(/Hyperliquid|Pacifica/);
  expect(calls.some((call) => call.url().includes('/solana-rpc'))).toBe(true);
  expect(calls.some((call) => call.url().includes('/venues/pacifica/api/v1/trades/history'))).toBe(true);
  for (const call of calls) {
    expect(call.headers().authorization).toBeUndefined();
    expect(call.headers()['x-api-key']).toBeUndefined();
  }
});
