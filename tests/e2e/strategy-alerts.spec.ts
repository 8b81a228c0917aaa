import { expect } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../../src/mocks/db';
import { openStrategy } from './strategy-support';
import { animationsDone, expectAccessible, signIn, test } from './support';

const SHOTS = 'test-results/screens';

test('alerts on the demo’s BTC pair, 8 % apart: listed in the session (1440 and 390, English and Italian)', async ({
  page,
  context,
}) => {
  // Alerts on, the list, an accessibility scan and a reload in Italian.
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications']);
  await signIn(page);
  const { panel, watch } = await openStrategy(page, 'Hyperliquid and Pacifica Delta Neutral');
  await expect(watch.getByText(/^Imbalanced: legs differ by [\d.]+ % /)).toBeVisible();
  const alerts = panel.getByRole('region', { name: 'Alerts' });
  await alerts.scrollIntoViewIfNeeded();
  await expect(alerts.getByRole('button', { name: 'Alerts (0)' })).toBeVisible();
  await alerts.getByRole('switch', { name: 'Alert me about this strategy' }).click();
  // Allowed by the browser: no note about notifications.
  await expect(alerts.getByText(/notifications/)).toHaveCount(0);
  await alerts.getByRole('button', { name: /^Alerts \([1-9]\d*\)$/ }).click();
  const list = page.getByRole('dialog', { name: 'Alerts of this strategy' });
  await expect(list.getByRole('listitem').filter({ hasText: /^Legs differ by [\d.]+ %/ })).toHaveCount(1);
  await expectAccessible(page, 'the strategy alerts list');
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-list-1440-en.png` });
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();
  await alerts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-1440-en.png` });

  // The settings are kept with the strategy, the alerts in the alert log: after a reload the pair alerts once more.
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const avvisi = page
    .getByRole('region', { name: 'Hyperliquid e Pacifica Delta Neutral' })
    .getByRole('region', { name: 'Avvisi' });
  await expect(avvisi.getByRole('switch', { name: 'Avvisami su questa strategia' })).toBeChecked();
  await avvisi.getByRole('button', { name: /^Avvisi \([1-9]\d*\)$/ }).click();
  const elenco = page.getByRole('dialog', { name: 'Avvisi di questa strategia' });
  await expect(elenco.getByText(/^Le gambe differiscono di [\d,]+ %$/)).toBeVisible();
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-list-1440-it.png` });
  await elenco.getByRole('button', { name: 'Chiudi' }).click();
  await avvisi.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-1440-it.png` });
  // The phone layout draws the panel again: what it alerted is not alerted again.
  const listed = await avvisi.getByRole('button', { name: /^Avvisi \(/ }).textContent();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Apri il menu', exact: true })).toBeVisible();
  await expect(avvisi.getByRole('switch', { name: 'Avvisami su questa strategia' })).toBeChecked();
  await expect(avvisi.getByRole('button', { name: /^Avvisi \(/ })).toHaveText(listed ?? '');
  // The stacked layout may draw the panel once more after the checks above: scrolled to once it stands still.
  await expect(async () => avvisi.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-390-it.png` });
  await avvisi.getByRole('button', { name: /^Avvisi \([1-9]\d*\)$/ }).click();
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-list-390-it.png` });
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'en'));
});

test('alerts on a strategy with one leg missing (the two-factor demo user), on a phone (390, English)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo2fa', DEMO_TOTP_SECRET);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const { panel, watch } = await openStrategy(page, 'Hyperliquid and Pacifica Delta Neutral');
  await expect(watch.getByText('Open with one leg only: Pacifica long missing')).toBeVisible();
  const alerts = panel.getByRole('region', { name: 'Alerts' });
  await alerts.scrollIntoViewIfNeeded();
  await alerts.getByRole('switch', { name: 'Alert me about this strategy' }).click();
  await expect(alerts.getByRole('textbox', { name: 'Legs apart by more than' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-390-en.png` });
  await alerts.getByRole('button', { name: /^Alerts \([1-9]\d*\)$/ }).click();
  const list = page.getByRole('dialog', { name: 'Alerts of this strategy' });
  await expect(list.getByText('Pacifica leg missing', { exact: true })).toBeVisible();
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/strategy-alerts-list-390-en.png` });
});
