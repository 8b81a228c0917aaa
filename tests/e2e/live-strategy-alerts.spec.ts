import { expect } from '@playwright/test';
import { openStrategy } from './strategy-support';
import { MOCK_SERVER, answerNotifications, resetMockServer, signIn, test } from './support';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

test('a venue down is not a missing leg; when it answers again the legs 8 % apart alert, with a notification', async ({
  page,
  request,
}) => {
  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { fail: { hyperliquid: 'down' } } })).ok()).toBe(true);
  await answerNotifications(page, 'granted');
  await signIn(page);
  const { panel, watch } = await openStrategy(page, 'Hyperliquid and Pacifica Delta Neutral');
  await expect(watch.getByText(/^Partly known: .*Hyperliquid perpetual not read$/)).toBeVisible();
  const alerts = panel.getByRole('region', { name: 'Alerts' });
  await alerts.scrollIntoViewIfNeeded();
  await alerts.getByRole('switch', { name: 'Alert me about this strategy' }).click();
  await expect(alerts.getByRole('textbox', { name: 'Legs apart by more than' })).toBeVisible();
  // A leg that could not be read is not known to be missing: nothing to alert about.
  await expect(alerts.getByRole('button', { name: 'Alerts (0)' })).toBeVisible();

  expect((await request.post(`${MOCK_SERVER}/__venues`, { data: { fail: { hyperliquid: null } } })).ok()).toBe(true);
  await watch.getByRole('button', { name: 'Read every source again now' }).click();
  await expect(watch.getByText(/^Imbalanced: legs differ by [\d.]+ % /)).toBeVisible();
  await alerts.getByRole('button', { name: /^Alerts \([1-9]\d*\)$/ }).click();
  const list = page.getByRole('dialog', { name: 'Alerts of this strategy' });
  await expect(list.getByRole('listitem').filter({ hasText: /^Legs differ by [\d.]+ %/ })).toHaveCount(1);
  await expect(list.getByText(/leg missing/)).toHaveCount(0);
  const shown = await page.evaluate(() => window.shownNotifications ?? []);
  expect(shown.some((title) => title.includes('Hyperliquid and Pacifica Delta Neutral'))).toBe(true);
});
