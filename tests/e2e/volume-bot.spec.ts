import { expect, type Page } from '@playwright/test';
import { animationsDone, expectAccessible, signIn, test } from './support';

const SHOTS = 'test-results/screens';

/** Expands Volume Bot and one of its lists (Settings or Bot), if they are not open yet. */
async function openVolumeBotList(page: Page, list: string, volumeBot = 'Volume Bot') {
  const menu = page.getByRole('navigation', { name: /Menu/ });
  const entries = menu.getByRole('list', { name: list, exact: true });
  if (!(await entries.isVisible())) {
    if (!(await menu.getByRole('button', { name: list, exact: true }).isVisible())) {
      await menu.getByRole('button', { name: volumeBot }).click();
    }
    await menu.getByRole('button', { name: list, exact: true }).click();
    // An entry clicked while the list still slides open can take the press and lose the release.
    await animationsDone(page);
  }
  return entries;
}

test('exchange settings and a strategy bot in the demo: saved, live, Selected (1440 and 1920, English)', async ({
  page,
}) => {
  // Saves, live venue reads, an accessibility scan and two screen sizes: more than 30 s on a busy machine.
  test.setTimeout(60_000);
  await signIn(page);
  const settingsList = await openVolumeBotList(page, 'Settings');
  await settingsList.getByRole('button', { name: 'Hyperliquid' }).click();
  const settings = page.getByRole('region', { name: 'Hyperliquid Settings' });
  await expect(settings.getByRole('textbox', { name: 'Account address' })).toHaveValue(/^0x[0-9a-f]{40}$/);
  await expect(settings.getByText(/^Saved \d+ days ago$/)).toBeVisible();
  await expect(settings.getByText("At most 10×: the venue's maximum for ETH.")).toBeVisible();
  const leverage = settings.getByRole('textbox', { name: 'Maximum leverage (×)' });
  await leverage.fill('12');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(leverage).toHaveAttribute('aria-invalid', 'true');
  await leverage.fill('4');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText(/^Saved (now|\d+ seconds? ago)$/)).toBeVisible();

  const bots = await openVolumeBotList(page, 'Bot');
  await bots.getByRole('button', { name: /^Lighter and Aster Funding Rate/ }).click();
  await expect(bots.getByRole('button', { name: 'Lighter and Aster Funding Rate Selected' })).toBeVisible();
  const strategy = page.getByRole('region', { name: 'Lighter and Aster Funding Rate' });
  await expect(strategy.getByText('This is your selected bot.')).toBeVisible();
  await strategy.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'BTC', exact: true }).click();
  const legs = strategy.getByRole('table', { name: 'Legs' });
  await expect(legs.getByRole('row')).toHaveCount(3);
  await expect(legs).toContainText('Lighter perpetual');
  await expect(legs).toContainText('Aster perpetual');
  await expect(legs).toContainText('Long');
  await expect(legs).toContainText('Short');
  await expect(strategy.getByText('for $1,000.00 per leg')).toBeVisible();
  await strategy.getByRole('button', { name: 'Save' }).click();
  await expect(strategy.getByText(/^Saved (now|\d+ seconds? ago)$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/volume-bot-1440-en.png` });
  await expectAccessible(page, 'exchange settings and a strategy bot');

  // Unsaved changes ask before the panel closes.
  await strategy.getByRole('textbox', { name: 'Size per leg (USD)' }).fill('2500');
  await strategy.getByRole('button', { name: 'Close Lighter and Aster Funding Rate' }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/volume-bot-unsaved-1440-en.png` });
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${SHOTS}/volume-bot-1920-en.png` });
});

test('the volume-bot panels in Italian (1920 and 1440)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const settingsList = await openVolumeBotList(page, 'Impostazioni', 'Bot di volume');
  await settingsList.getByRole('button', { name: 'Pacifica' }).click();
  const settings = page.getByRole('region', { name: 'Impostazioni Pacifica' });
  await expect(settings.getByRole('textbox', { name: "Indirizzo dell'account" })).toBeVisible();
  await settings.getByRole('textbox', { name: "Indirizzo dell'account" }).fill('0x123');
  await settings.getByRole('button', { name: 'Salva' }).click();
  await expect(settings.getByText('Non è un indirizzo Solana.')).toBeVisible();
  const bots = await openVolumeBotList(page, 'Bot', 'Bot di volume');
  await bots.getByRole('button', { name: /^Hyperliquid e Pacifica/ }).click();
  const strategy = page.getByRole('region', { name: /^Hyperliquid e Pacifica/ });
  await strategy.getByRole('combobox', { name: 'Mercato' }).click();
  await page.getByRole('option', { name: 'ETH', exact: true }).click();
  await expect(strategy.getByRole('table', { name: 'Gambe' })).toContainText('perpetuo');
  await expect(strategy.getByText(/^\d+,\d\d%$/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/volume-bot-1920-it.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/volume-bot-1440-it.png` });
});

test('the strategy panel and the Bot list on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const bots = await openVolumeBotList(page, 'Bot');
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/volume-bot-menu-390-en.png` });
  // No name wraps onto four lines beside its pill.
  for (const entry of await bots.getByRole('button').all()) {
    const height = await entry.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThan(80);
  }
  await bots.getByRole('button', { name: /^Hyperliquid and EdgeX Delta Neutral/ }).click();
  const strategy = page.getByRole('region', { name: 'Hyperliquid and EdgeX Delta Neutral' });
  await strategy.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'BTC', exact: true }).click();
  await expect(strategy.getByRole('table', { name: 'Legs' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/volume-bot-390-en.png` });
});
