import { expect } from '@playwright/test';
import { openStrategy } from './strategy-support';
import { animationsDone, answerNotifications, expectAccessible, signIn, test } from './support';

const NAME = 'Hyperliquid and Pacifica Delta Neutral';
const SHOTS = 'test-results/screens';

test('a strategy alert reaches the Alerts panel and the unread count; Mark all read clears it', async ({ page }) => {
  test.setTimeout(60_000);
  await answerNotifications(page, 'granted');
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Alerts, 0 unread' })).toBeVisible();

  // The demo's BTC pair is 8 % apart (src/mocks/venues/account-sim.ts): its alerts on, the imbalance alerts.
  const { panel, watch } = await openStrategy(page, NAME);
  await expect(watch.getByText(/^Imbalanced: legs differ by [\d.]+ % /)).toBeVisible();
  const alerts = panel.getByRole('region', { name: 'Alerts' });
  await alerts.scrollIntoViewIfNeeded();
  await alerts.getByRole('switch', { name: 'Alert me about this strategy' }).click();
  const bell = page.getByRole('button', { name: /^Alerts, [1-9]\d* unread$/ });
  await expect(bell).toBeVisible();

  await bell.click();
  const alertsPanel = page.getByRole('region', { name: 'Alerts', exact: true }).filter({
    has: page.getByRole('button', { name: 'Mark all read' }),
  });
  const item = alertsPanel.getByRole('listitem', { name: `${NAME}: alert` });
  await expect(item.first()).toContainText(/Legs differ by [\d.]+ %/);
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/alerts-panel-1440-en.png` });
  await expectAccessible(page, 'the Alerts panel');

  await alertsPanel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Alerts, 0 unread' })).toBeVisible();
  await expect(alertsPanel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});
