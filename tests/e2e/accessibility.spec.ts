import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/mocks/db';
import { totpCode } from '../../src/features/account/model/totp';
import { expectAccessible, importWallet, knownKeyPair, openFromMenu, openVinted, signIn, test } from './support';

/** Presses Tab until the target has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test.describe('axe finds no serious or critical violation', () => {
  // Each test walks through several screens and runs axe on each: slower than a single flow.
  test.describe.configure({ timeout: 60_000 });

  test('on the login page and its 2FA dialog', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await expectAccessible(page, 'login');
    await page.getByLabel('Username').fill('demo2fa');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('dialog', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expectAccessible(page, 'login 2FA dialog');
  });

  test('on the dashboard with panels open', async ({ page }) => {
    await signIn(page);
    await expectAccessible(page, 'empty dashboard');
    await openFromMenu(page, /Collector Crypt Listing/);
    await openFromMenu(page, /ID to Price/);
    await openFromMenu(page, /Backpack Grid Bot/);
    await openFromMenu(page, /My Balance/);
    await openVinted(page, 'Settings');
    await expect(page.getByRole('region', { name: 'Vinted Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ID to Price' }).getByLabel('Certificate ID')).toBeVisible();
    await expectAccessible(page, 'dashboard with panels');
    await page.getByRole('button', { name: 'Close Vinted Settings' }).click();
    await openVinted(page, 'Upload');
    await expect(page.getByRole('region', { name: 'Vinted Upload' })).toBeVisible();
    await expectAccessible(page, 'dashboard with Vinted upload');
  });

  test('on the account page and its dialogs', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/account');
    await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
    await expectAccessible(page, 'account');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    await expectAccessible(page, 'edit profile dialog');
    await page.keyboard.press('Escape');
    await page
      .getByRole('region', { name: 'Two-Factor Authentication' })
      .getByRole('button', { name: 'Set Up 2FA' })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' }).getByRole('img', { name: /QR code/ }),
    ).toBeVisible();
    await expectAccessible(page, '2FA setup dialog');
  });

  test('on the wallets page and its dialogs', async ({ page }) => {
    await signIn(page, 'demo2fa', DEMO_TOTP_SECRET);
    await page.goto('/dashboard/wallets');
    await expect(page.getByRole('button', { name: 'Add Solana Wallet' })).toBeVisible();
    await expectAccessible(page, 'wallets');
    const { secretKey } = await knownKeyPair(page);
    await page.getByRole('button', { name: 'Add Solana Wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Import Solana Wallet' })).toBeVisible();
    await expectAccessible(page, 'import wallet dialog');
    await page.getByRole('tab', { name: 'Generate New Wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Generate New Wallet' })).toBeVisible();
    await expectAccessible(page, 'generate wallet dialog');
    await page.keyboard.press('Escape');
    await importWallet(page, secretKey, 'Vault');
    await expectAccessible(page, 'wallets with one wallet');
    await page.getByRole('button', { name: 'Show private key of Vault' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify Your Identity' });
    await expect(verify).toBeVisible();
    await expectAccessible(page, 'verify identity dialog');
    await verify.getByLabel('2FA Code').fill(totpCode(DEMO_TOTP_SECRET));
    await verify.getByRole('button', { name: 'Verify' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Private key of Vault' });
    await keyDialog.getByRole('button', { name: 'Show key' }).click();
    await expectAccessible(page, 'private key dialog');
    await keyDialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Delete Vault' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove this wallet?' })).toBeVisible();
    await expectAccessible(page, 'remove wallet dialog');
  });

  test('on the bot management page and its leave-without-saving prompt', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/bot-management');
    await expect(page.getByRole('heading', { name: 'Global Settings' })).toBeVisible();
    await expectAccessible(page, 'bot management');
    await page.getByRole('button', { name: 'Mew', exact: true }).click();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await expectAccessible(page, 'leave without saving dialog');
  });

  test('on the disable-2FA dialog with its error, and on a refused sign-in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'login with an error');

    await signIn(page, 'demo2fa', DEMO_TOTP_SECRET);
    await page.goto('/dashboard/account');
    await page
      .getByRole('region', { name: 'Two-Factor Authentication' })
      .getByRole('button', { name: 'Disable 2FA' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    const wrong = totpCode(DEMO_TOTP_SECRET) === '000000' ? '111111' : '000000';
    await dialog.getByLabel('6-digit code').fill(wrong);
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog.getByText('Invalid verification code')).toBeVisible();
    await expectAccessible(page, 'disable 2FA dialog with an error');
  });
});

test.describe('with the keyboard alone', () => {
  test('sign in, open a panel and close it', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    const entry = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: /ID to Price/ });
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'ID to Price' });
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('button', { name: 'Close ID to Price' }));
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
  });

  test('reveal a private key', async ({ page }) => {
    await signIn(page, 'demo2fa', DEMO_TOTP_SECRET);
    await page.goto('/dashboard/wallets');
    const { secretKey } = await knownKeyPair(page);
    await importWallet(page, secretKey, 'Vault');

    await tabTo(page, page.getByRole('button', { name: 'Show private key of Vault' }));
    await page.keyboard.press('Enter');
    const verify = page.getByRole('dialog', { name: 'Verify Your Identity' });
    await tabTo(page, verify.getByLabel('2FA Code'));
    await page.keyboard.type(totpCode(DEMO_TOTP_SECRET));
    await page.keyboard.press('Enter');
    const keyDialog = page.getByRole('dialog', { name: 'Private key of Vault' });
    await tabTo(page, keyDialog.getByRole('button', { name: 'Show key' }));
    await page.keyboard.press('Enter');
    await expect(keyDialog.getByLabel('Private key of Vault')).toHaveText(secretKey);
    await page.keyboard.press('Escape');
    await expect(keyDialog).toHaveCount(0);
  });
});
