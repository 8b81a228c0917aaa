import { expect } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../../src/mocks/db';
import { openStrategy } from './strategy-support';
import { expectAccessible, signIn, test } from './support';

const SHOTS = 'test-results/screens';

test('the demo strategies watch their legs: balanced and imbalanced (1440, English and Italian)', async ({ page }) => {
  // Two panels, an accessibility scan and a reload in Italian.
  test.setTimeout(60_000);
  await signIn(page);
  const sol = await openStrategy(page, 'Lighter and Pacifica Funding Rate');
  await expect(
    sol.watch.getByText(/^Open: long Pacifica [\d.]+ SOL \/ short Lighter [\d.]+ SOL, balanced$/),
  ).toBeVisible();
  await expect(sol.watch.getByRole('table', { name: 'Lighter position' })).toContainText(
    /Liquidation\$[\d,.]+ \([\d.]+% away\)/,
  );
  await expect(sol.watch.getByText(/^Held [\d.]+ h of 168 h$/)).toBeVisible();
  await expect(
    sol.watch.getByText(/^Since the opening: funding [+-]?\$[\d,.]+, fees \$[\d,.]+, net [+-]?\$[\d,.]+$/),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/strategy-watch-1440-en.png` });

  const btc = await openStrategy(page, 'Hyperliquid and Pacifica Delta Neutral');
  await expect(btc.watch.getByText(/^Imbalanced: legs differ by [\d.]+ % /)).toBeVisible();
  await expectAccessible(page, 'strategy panels watching their legs');

  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  // After the reload both panels read their legs again, Pacifica's inside its 100 credits a minute.
  await expect(page.getByText(/^Sbilanciata: le gambe differiscono di [\d,]+ % /)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/strategy-watch-1440-it.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/strategy-watch-390-it.png` });
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'en'));
});

test('a strategy with one leg missing (the two-factor demo user), on a phone (390, English)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo2fa', DEMO_TOTP_SECRET);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const { watch } = await openStrategy(page, 'Hyperliquid and Pacifica Delta Neutral');
  await expect(watch.getByText('Open with one leg only: Pacifica long missing')).toBeVisible();
  await expect(
    watch.getByRole('region', { name: 'Pacifica perpetual leg' }).getByText('No ETH position on Pacifica.'),
  ).toBeVisible();
  await watch.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/strategy-watch-390-en.png` });
});
