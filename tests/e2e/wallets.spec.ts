import { expect } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../../src/mocks/db';
import { totpFor } from '../../src/mocks/totp';
import { knownKeyPair, signIn, test } from './support';

test('import a known key and see its address, generate one, reveal one with the 2FA code, delete one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'demo2fa', DEMO_TOTP_SECRET);
  await page.goto('/dashboard/wallets');
  await expect(page.getByText('No Solana wallets found. Click the button above to add one.')).toBeVisible();

  const { secretKey, address: expectedAddress } = await knownKeyPair(page);

  await page.getByRole('button', { name: 'Add Solana Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Solana Wallet' });
  await dialog.getByLabel('Private Key').fill(secretKey);
  await dialog.getByLabel('Wallet Name').fill('Imported');
  await expect(dialog.getByText(`Address of this key: ${expectedAddress}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/wallet-import.png' });
  await dialog.getByRole('button', { name: 'Import Wallet' }).click();
  const list = page.getByRole('list', { name: 'Solana wallets' });
  await expect(list.getByText(`${expectedAddress.slice(0, 6)}…${expectedAddress.slice(-6)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Add Solana Wallet' }).click();
  await page.getByRole('tab', { name: 'Generate New Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Generate New Wallet' })
    .getByRole('button', { name: 'Generate Wallet' })
    .click();
  await expect(list.getByText('Solana Wallet 2')).toBeVisible();

  await page.getByRole('button', { name: 'Show private key of Imported' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify Your Identity' });
  await verify.getByLabel('2FA Code').fill(totpFor(DEMO_TOTP_SECRET).generate());
  await verify.getByRole('button', { name: 'Verify' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Private key of Imported' });
  await keyDialog.getByRole('button', { name: 'Show key' }).click();
  await expect(keyDialog.getByLabel('Private key of Imported')).toHaveText(secretKey);
  await page.screenshot({ path: 'test-results/screens/wallet-reveal.png' });
  await keyDialog.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: 'test-results/screens/wallets.png' });

  await page.getByRole('button', { name: 'Delete Solana Wallet 2' }).click();
  await page.getByRole('dialog', { name: 'Remove this wallet?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(list.getByText('Solana Wallet 2')).toHaveCount(0);
  await expect(list.getByText('Imported')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('poolbot_wallets') ?? '');
  expect(stored).not.toContain(secretKey);
});
