import { expect } from '@playwright/test';
import { openVinted, signIn, test } from './support';

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('Vinted credentials are saved and still there after a reload', async ({ page }) => {
  await signIn(page);
  await openVinted(page, 'Settings');
  const panel = page.getByRole('region', { name: 'Vinted Settings' });
  await panel.getByLabel(/Vinted e-mail/).fill('ash@pallet.town');
  await panel.getByLabel(/Vinted password/).fill('pässwörd€');
  await panel.getByRole('button', { name: 'Save credentials' }).click();
  await expect(page.getByText('Credentials saved successfully!')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/vinted-settings.png' });

  await page.reload();
  const reopened = page.getByRole('region', { name: 'Vinted Settings' });
  await expect(reopened.getByLabel(/Vinted e-mail/)).toHaveValue('ash@pallet.town');
  await expect(reopened.getByLabel(/Vinted password/)).toHaveValue('pässwörd€');
  await expect(reopened.getByText(/^Last updated/)).toBeVisible();
});

test('a listing with two images is published and the form resets', async ({ page }) => {
  await signIn(page);
  await openVinted(page, 'Upload');
  const panel = page.getByRole('region', { name: 'Vinted Upload' });
  await panel.getByLabel(/^Title/).fill('Charizard PSA 9');
  await panel.getByLabel(/^Description/).fill('Base set holo, centred.');
  await panel.getByLabel(/^Price/).fill('450');
  await panel.locator('input[type=file]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PIXEL },
    { name: 'back.png', mimeType: 'image/png', buffer: PIXEL },
  ]);
  await expect(panel.getByRole('img')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screens/vinted-upload.png' });
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
  await expect(page.getByText('Listing “Charizard PSA 9” published.')).toBeVisible();
  await expect(panel.getByLabel(/^Title/)).toHaveValue('');
  await expect(panel.getByRole('img')).toHaveCount(0);
});

test('a grid configuration is added, edited, switched on and deleted', async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: /Backpack Grid Bot/ })
    .click();
  const panel = page.getByRole('region', { name: 'Backpack Grid Bot' });
  await panel.getByLabel(/^Pair/).fill('SOL_USDC');
  await panel.getByLabel(/^Range minimum/).fill('150');
  await panel.getByLabel(/^Range maximum/).fill('190');
  await expect(panel.getByRole('region', { name: 'Grid preview' })).toContainText('150 · 160 · 170 · 180 · 190');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Configuration added successfully')).toBeVisible();

  await panel.getByRole('button', { name: 'Edit SOL_USDC' }).click();
  await panel.getByLabel(/^Range maximum/).fill('200');
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByText('5 orders · 150 – 200 · size 0.1')).toBeVisible();

  await panel.getByRole('switch', { name: 'Active: SOL_USDC' }).check();
  await expect(panel.getByRole('switch', { name: 'Active: SOL_USDC' })).toBeChecked();
  await page.screenshot({ path: 'test-results/screens/grid-bot.png' });

  await panel.getByRole('button', { name: 'Delete SOL_USDC' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this configuration?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel.getByText('No configurations yet.')).toBeVisible();
});
