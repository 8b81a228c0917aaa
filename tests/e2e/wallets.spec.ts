import { expect, test, type Page } from '@playwright/test';
import bs58 from 'bs58';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/mocks/db';
import { totpFor } from '../../src/mocks/totp';

/** A fixed, well-known test key pair (seed 0x2a repeated); its address is derived in the browser and compared. */
const SEED = new Uint8Array(32).fill(42);

async function signInWithTwoFactor(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo2fa');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await dialog.getByLabel('Enter 6-digit code').fill(totpFor(DEMO_TOTP_SECRET).generate());
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('import a known key and see its address, generate one, reveal one with the 2FA code, delete one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithTwoFactor(page);
  await page.goto('/dashboard/wallets');
  await expect(page.getByText('No Solana wallets found. Click the button above to add one.')).toBeVisible();

  // The test computes the expected address with the browser's own WebCrypto, independently of the app.
  const { secret, address } = await page.evaluate(async (seed) => {
    const pkcs8 = new Uint8Array([
      0x30,
      0x2e,
      0x02,
      0x01,
      0x00,
      0x30,
      0x05,
      0x06,
      0x03,
      0x2b,
      0x65,
      0x70,
      0x04,
      0x22,
      0x04,
      0x20,
      ...seed,
    ]);
    const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign']);
    const jwk = await crypto.subtle.exportKey('jwk', privateKey);
    const publicBytes = Uint8Array.from(atob((jwk.x ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    return { secret: [...seed, ...publicBytes], address: Array.from(publicBytes) };
  }, Array.from(SEED));
  const expectedAddress = bs58.encode(Uint8Array.from(address));

  await page.getByRole('button', { name: 'Add Solana Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Solana Wallet' });
  await dialog.getByLabel('Private Key').fill(bs58.encode(Uint8Array.from(secret)));
  await dialog.getByLabel('Wallet Name').fill('Imported');
  await expect(dialog.getByText(`Address of this key: ${expectedAddress}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/wallet-import.png' });
  await dialog.getByRole('button', { name: 'Import Wallet' }).click();
  const list = page.getByRole('list', { name: 'Solana wallets' });
  await expect(list.getByText(`${expectedAddress.slice(0, 6)}...${expectedAddress.slice(-6)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Add Solana Wallet' }).click();
  await page.getByRole('tab', { name: 'Generate New Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Generate New Wallet' })
    .getByRole('button', { name: 'Generate Wallet' })
    .click();
  await expect(list.getByText('Solana Wallet 1')).toBeVisible();

  await page.getByRole('button', { name: 'Show private key of Imported' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify Your Identity' });
  await verify.getByLabel('2FA Code').fill(totpFor(DEMO_TOTP_SECRET).generate());
  await verify.getByRole('button', { name: 'Verify' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Private key of Imported' });
  await keyDialog.getByRole('button', { name: 'Show key' }).click();
  await expect(keyDialog.getByLabel('Private key of Imported')).toHaveText(bs58.encode(Uint8Array.from(secret)));
  await page.screenshot({ path: 'test-results/screens/wallet-reveal.png' });
  await keyDialog.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: 'test-results/screens/wallets.png' });

  await page.getByRole('button', { name: 'Delete Solana Wallet 1' }).click();
  await page.getByRole('dialog', { name: 'Remove this wallet?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(list.getByText('Solana Wallet 1')).toHaveCount(0);
  await expect(list.getByText('Imported')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('poolbot_wallets') ?? '');
  expect(stored).not.toContain(bs58.encode(Uint8Array.from(secret)));
});
