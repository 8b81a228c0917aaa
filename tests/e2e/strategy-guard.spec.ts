import { expect, type Page } from '@playwright/test';
import { openStrategy } from './strategy-support';
import { answerNotifications, signIn, test } from './support';

const NAME = 'Hyperliquid and Pacifica Delta Neutral';
const shown = (page: Page) => page.evaluate(() => window.shownNotifications ?? []);

test('a strategy with alerts on is watched with its panel closed, and its alerts are still on after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await answerNotifications(page, 'granted');
  await signIn(page);
  // The demo's BTC pair: Hyperliquid short against Pacifica long, 8 % apart (src/mocks/venues/account-sim.ts).
  const { panel, watch } = await openStrategy(page, NAME);
  await expect(watch.getByText(/^Imbalanced: legs differ by [\d.]+ % /)).toBeVisible();
  const alerts = panel.getByRole('region', { name: 'Alerts' });
  await alerts.scrollIntoViewIfNeeded();
  await alerts.getByRole('switch', { name: 'Alert me about this strategy' }).click();
  await expect(alerts.getByRole('button', { name: /^Alerts \([1-9]\d*\)$/ })).toBeVisible();
  await expect.poll(() => shown(page)).toContainEqual(expect.stringContaining(NAME));

  // The panel closed, then the page reloaded: a new session, whose watcher tab states the imbalance with no panel open.
  await panel.getByRole('button', { name: `Close ${NAME}` }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await expect.poll(() => shown(page), { timeout: 20_000 }).toContainEqual(expect.stringContaining(NAME));
  await expect(page.getByRole('region', { name: NAME })).toHaveCount(0);

  // Its settings are the strategy's: still on when its panel opens again.
  const reopened = await openStrategy(page, NAME);
  const again = reopened.panel.getByRole('region', { name: 'Alerts' });
  await again.scrollIntoViewIfNeeded();
  await expect(again.getByRole('switch', { name: 'Alert me about this strategy' })).toBeChecked();
  await again.getByRole('button', { name: /^Alerts \([1-9]\d*\)$/ }).click();
  // The alert log kept the first visit's alert beside the one stated after the reload.
  const list = page.getByRole('dialog', { name: 'Alerts of this strategy' });
  await expect(list.getByRole('listitem').filter({ hasText: /^Legs differ by [\d.]+ %/ })).toHaveCount(2);
});
