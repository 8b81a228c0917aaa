import { expect } from '@playwright/test';
import { animationsDone, MOCK_SERVER, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test('watching the bots over real HTTP: Pacifica down costs only its own line and volume section', async ({
  page,
  request,
}) => {
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { fail: { pacifica: 'down' } } })).ok()).toBe(true);
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /My Operation/ }).click();
  const operation = page.getByRole('region', { name: 'My Operation' });
  await expect(operation.getByRole('group', { name: 'Hyperliquid' })).toContainText(/24 h: \$[\d,]+\.\d\d/);
  await expect(operation.getByRole('group', { name: 'Pacifica' })).toContainText(
    'Pacifica could not be read (error 503).',
  );
  await expect(operation.getByRole('table', { name: 'Volume, fees and funding' })).toContainText(/Last 24 h\$[\d,]+/);
  await page.getByRole('button', { name: 'Close My Operation' }).click();

  await menu.getByRole('button', { name: /My Balance/ }).click();
  const balance = page.getByRole('region', { name: 'My Balance' });
  // Pacifica's SOL long is not read: Lighter's SOL short stands alone, but Pacifica could hold the other side, so it
  // is not called a broken hedge, and Pacifica is named under the table.
  await expect(
    balance.getByRole('table', { name: 'Net exposure per asset' }).getByRole('row', { name: /^SOL/ }),
  ).toContainText('One side known');
  await expect(balance.getByText('Not counted: Pacifica (could not be read).')).toBeVisible();
  await expect(balance.getByRole('region', { name: 'Hyperliquid' })).toContainText(/Margin used: \$[\d,.]+/);

  await page.getByRole('button', { name: 'Close My Balance' }).click();

  await menu.getByRole('button', { name: 'Volume Bot' }).click();
  await menu.getByRole('button', { name: 'Settings', exact: true }).click();
  await animationsDone(page);
  const settings = menu.getByRole('list', { name: 'Settings', exact: true });
  await settings.getByRole('button', { name: 'Pacifica', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Volume on Pacifica' })).toContainText(
    'Pacifica could not be read (error 503).',
  );
  await settings.getByRole('button', { name: 'Hyperliquid', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Volume on Hyperliquid' })).toContainText(
    /Today: \$[\d,]+\.\d\d of the \$50,000\.00 target/,
  );
});
