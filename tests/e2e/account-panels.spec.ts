import { expect, type Page } from '@playwright/test';
import { signIn, test } from './support';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** A wallet in the list the wallet manager keeps, as adding one there would have left it. */
async function storeWallet(page: Page) {
  await page.evaluate((address) => {
    const wallet = {
      id: 'e2e-wallet',
      address,
      publicKey: address,
      label: 'Farming wallet',
      createdAt: '2026-11-01T00:00:00.000Z',
      type: 'solana',
      userId: '1',
    };
    localStorage.setItem('poolbot_wallets', JSON.stringify([wallet]));
  }, WALLET);
}

async function openAccountPanels(page: Page, names = { balance: 'My Balance', operation: 'My Operation' }) {
  const menu = page.getByRole('navigation', { name: /Menu/ });
  await menu.getByRole('button', { name: new RegExp(names.balance) }).click();
  await menu.getByRole('button', { name: new RegExp(names.operation) }).click();
  return {
    balance: page.getByRole('region', { name: names.balance }),
    operation: page.getByRole('region', { name: names.operation }),
  };
}

test('My Balance and My Operation show the demo accounts, moving', async ({ page }) => {
  await signIn(page);
  await storeWallet(page);
  const { balance, operation } = await openAccountPanels(page);
  for (const venue of ['Hyperliquid', 'Lighter', 'Pacifica']) {
    await expect(balance.getByRole('region', { name: venue })).toContainText(/Equity: \$[\d,]+\.\d\d/);
  }
  const wallets = balance.getByRole('table', { name: 'Solana wallet balances' });
  await expect(wallets).toContainText('Farming wallet');
  await expect(wallets).toContainText(/read \d+ sec\. ago/);
  await expect(balance).toContainText(/SOL at \$[\d,.]+ \(mark price on Hyperliquid\)/);
  const table = operation.getByRole('table', { name: 'Fills and funding payments' });
  await expect(table.getByRole('row').nth(1)).toContainText(/Hyperliquid|Pacifica/);
  await expect(operation.getByRole('table', { name: 'Volume, fees and funding' })).toContainText(
    /Last 30 days\$[\d,]+/,
  );
  await expect(operation).toContainText('Lighter serves fills and funding only with an auth token');
  await page.screenshot({ path: 'test-results/screens/accounts-1440-en.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: 'test-results/screens/accounts-1920-en.png' });

  // The refresh button reads every source again: the Hyperliquid account's age starts over.
  await balance.getByRole('heading', { name: 'My Balance' }).click();
  await balance.getByRole('button', { name: 'Read every source again now' }).click();
  await expect(balance.getByRole('region', { name: 'Hyperliquid' })).toContainText(/read [0-2] sec\. ago/);
});

test('the account panels in Italian, and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  await storeWallet(page);
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const { balance, operation } = await openAccountPanels(page, {
    balance: 'Il mio saldo',
    operation: 'Le mie operazioni',
  });
  await expect(balance.getByRole('region', { name: 'Hyperliquid' })).toContainText(/Patrimonio: [\d.]+,\d\d/);
  await expect(operation.getByRole('table', { name: 'Esecuzioni e pagamenti di funding' })).toBeVisible();
  await expect(operation.getByRole('table', { name: 'Volume, commissioni e funding' })).toContainText('Ultime 24 h');
  await page.screenshot({ path: 'test-results/screens/accounts-1920-it.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/accounts-1440-it.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/accounts-390-it.png' });
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'en'));
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'My Balance' }).getByRole('region', { name: 'Pacifica' }),
  ).toContainText(/Equity/);
  await page.screenshot({ path: 'test-results/screens/accounts-390-en.png' });
});
