import { expect, type Page } from '@playwright/test';
import { animationsDone, signIn, test } from './support';

const SHOTS = 'test-results/screens';

async function openFeature(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: /Menu/ })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  return page.getByRole('region', { name });
}

async function openSettings(page: Page, venue: string, words = { volumeBot: 'Volume Bot', settings: 'Settings' }) {
  const menu = page.getByRole('navigation', { name: /Menu/ });
  const entries = menu.getByRole('list', { name: words.settings, exact: true });
  if (!(await entries.isVisible())) {
    if (!(await menu.getByRole('button', { name: words.settings, exact: true }).isVisible())) {
      await menu.getByRole('button', { name: words.volumeBot }).click();
    }
    await menu.getByRole('button', { name: words.settings, exact: true }).click();
    await animationsDone(page);
  }
  await entries.getByRole('button', { name: venue, exact: true }).click();
}

test('watching the bots in the demo: each venue in My Operation, net exposure and margin, volume against target', async ({
  page,
}) => {
  await signIn(page);
  const operation = await openFeature(page, 'My Operation');
  for (const venue of ['Hyperliquid', 'Pacifica']) {
    await expect(operation.getByRole('group', { name: venue })).toContainText(/24 h: \$[\d,]+\.\d\d · \d+ fills/);
  }
  await expect(operation.getByRole('table', { name: 'Volume, fees and funding' })).toContainText(/Last 24 h\$[\d,]+/);
  await expect(operation.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close My Operation' }).click();

  const balance = await openFeature(page, 'My Balance');
  const exposure = balance.getByRole('table', { name: 'Net exposure per asset' });
  // The demo's strategies: SOL short on Lighter and long on Pacifica, hedged; BTC short on Hyperliquid and long on
  // Pacifica, 8 % apart.
  await expect(exposure.getByRole('row', { name: /^SOL/ })).toContainText('Balanced');
  await expect(exposure.getByRole('row', { name: /^BTC/ })).toContainText(/Imbalanced: legs differ by \d+%/);
  await expect(balance.getByRole('region', { name: 'Hyperliquid' })).toContainText(/Margin used: \$[\d,.]+ \(\d+%/);
  await expect(balance.getByLabel('Warn above margin use')).toHaveValue('80');
  await page.screenshot({ path: `${SHOTS}/watching-balance-1440-en.png` });
  await page.getByRole('button', { name: 'Close My Balance' }).click();

  await openSettings(page, 'Hyperliquid');
  const volume = page
    .getByRole('region', { name: 'Hyperliquid Settings' })
    .getByRole('region', { name: 'Volume on Hyperliquid' });
  await expect(volume).toContainText(/Today: \$[\d,]+\.\d\d of the \$50,000\.00 target \(\d+%\)/);
  await expect(volume.getByRole('progressbar', { name: "Today's volume against the target" })).toBeVisible();
  await expect(volume.getByRole('img', { name: /^Volume of the last 7 days \(UTC\)/ })).toBeVisible();
  await expect(volume).toContainText(/Fees: \$[\d,.]+ per \$1M of volume/);
  await openSettings(page, 'Aster');
  await expect(
    page.getByRole('region', { name: 'Aster Settings' }).getByRole('region', { name: 'Volume on Aster' }),
  ).toContainText("Aster serves account data only to requests signed with the account's API key");
  await page.screenshot({ path: `${SHOTS}/watching-settings-1440-en.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/watching-settings-390-en.png` });
});

test('watching the bots in Italian (1440 and 390)', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const balance = await openFeature(page, 'Il mio saldo');
  await expect(balance.getByRole('table', { name: 'Esposizione netta per attività' })).toContainText('Sbilanciata');
  await expect(balance.getByRole('region', { name: 'Hyperliquid' })).toContainText(/Margine usato/);
  await page.screenshot({ path: `${SHOTS}/watching-balance-1440-it.png` });
  await openSettings(page, 'Hyperliquid', { volumeBot: 'Bot di volume', settings: 'Impostazioni' });
  await expect(page.getByRole('region', { name: 'Volume su Hyperliquid' })).toContainText(/Oggi: [\d.]+,\d\d/);
  await page.screenshot({ path: `${SHOTS}/watching-settings-1440-it.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/watching-settings-390-it.png` });
});
