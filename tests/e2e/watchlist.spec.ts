import { expect, type Page } from '@playwright/test';
import { answerNotifications, openFromMenu, signIn, test } from './support';

/**
 * The Watchlist in the demo: a card added by hand with a target above the demo's prices, then a listing of it from the
 * demo feed alerts (the watchlist's words, through the deal alerts' notification) with the panel closed; the panel
 * shows its last listing. Screenshots at 1440 and 390 px, in English and Italian.
 */

const watchlistNotifications = (page: Page) =>
  page.evaluate(() => (window.shownNotifications ?? []).filter((title) => /^Watchlist: /.test(title)));

async function watchByHand(page: Page, name: string, set: string, grade: string, target: string) {
  const panel = page.getByRole('region', { name: 'Watchlist' });
  await panel.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch a card' });
  await dialog.getByRole('button', { name: 'Name, set and grade' }).click();
  await dialog.getByLabel('Card name').fill(name);
  await dialog.getByLabel('Set').fill(set);
  await dialog.getByLabel('PSA grade').fill(grade);
  await dialog.getByLabel('Target price (USD)').fill(target);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a listing of a watched card under its target alerts, with the panel closed, and the panel shows it', async ({
  page,
}) => {
  // The demo feed lists one of its four busiest cards every few seconds.
  test.setTimeout(120_000);
  await answerNotifications(page, 'granted');
  await signIn(page);
  await openFromMenu(page, /^Watchlist/);
  const panel = page.getByRole('region', { name: 'Watchlist' });
  await expect(panel.getByText(/No card on the watchlist yet/)).toBeVisible();
  // A bad target is said, not saved.
  await panel.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch a card' });
  await dialog.getByLabel('PSA certificate').fill('12ab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A PSA certificate is digits only (up to 40).')).toBeVisible();
  await expect(dialog.getByText('Enter a target price.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  for (const [name, set] of [
    ['Charizard', 'Evolutions'],
    ['Umbreon VMAX Alt Art', 'Evolving Skies'],
    ['Lugia V Alt Art', 'Silver Tempest'],
    ['Rayquaza VMAX Alt Art', 'Evolving Skies'],
  ] as const) {
    await watchByHand(page, name, set, '10', '1000000');
  }
  await expect(panel.getByText('4 cards watched')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: 'Charizard · Evolutions · PSA 10' })).toBeVisible();

  // Closed: the guard of the watcher tab alerts all the same.
  await page.getByRole('button', { name: 'Close Watchlist' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => watchlistNotifications(page), { timeout: 90_000 }).not.toHaveLength(0);
  await openFromMenu(page, /^Watchlist/);
  await expect(panel.getByText(/^Last listing \$[\d,.]+ on /).first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/screens/watchlist-1440-en.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByText('4 cards watched')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/watchlist-390-en.png' });

  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const pannello = page.getByRole('region', { name: 'Watchlist' });
  await expect(pannello.getByText('4 carte osservate')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/watchlist-390-it.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(pannello.getByText(/^Ultimo annuncio /).first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/screens/watchlist-1440-it.png' });
});
