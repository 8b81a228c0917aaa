import { expect, type Locator } from '@playwright/test';
import { enableTwoFactor, knownKeyPair, signIn, test } from './support';

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x;
}

test("the 2FA card's button lines up with the card's text, set up or not", async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/account');
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  const title = card.getByRole('heading', { name: 'Two-Factor Authentication' });
  const setUp = card.getByRole('button', { name: 'Set Up 2FA' });
  await expect(setUp).toBeVisible();
  expect(Math.abs((await left(setUp)) - (await left(title)))).toBeLessThan(1);

  await enableTwoFactor(page);
  const disable = card.getByRole('button', { name: 'Disable 2FA' });
  await expect(disable).toBeVisible();
  expect(Math.abs((await left(disable)) - (await left(title)))).toBeLessThan(1);
});

test('each wallet links to its address on the Solana explorer, and addresses are cut the one way', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/wallets');
  const { secretKey, address } = await knownKeyPair(page);
  await page.getByRole('button', { name: 'Add Solana Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Solana Wallet' });
  await dialog.getByLabel('Private Key').fill(secretKey);
  await dialog.getByRole('button', { name: 'Import Wallet' }).click();
  const list = page.getByRole('list', { name: 'Solana wallets' });
  await expect(list.getByText(`${address.slice(0, 6)}…${address.slice(-6)}`)).toBeVisible();
  const explorer = list.getByRole('link', { name: 'Open Solana Wallet 1 in the Solana Explorer' });
  await expect(explorer).toHaveAttribute('href', `https://explorer.solana.com/address/${address}`);
  await expect(explorer).toHaveAttribute('target', '_blank');
  await expect(explorer).toHaveAttribute('rel', /noopener/);
});
