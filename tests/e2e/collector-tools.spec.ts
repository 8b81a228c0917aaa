import { expect, type Locator } from '@playwright/test';
import { DEMO_ORIGIN } from './ports';
import {
  answerNotifications,
  expectAccessible,
  lookUpPrice,
  openFromMenu,
  signIn,
  test,
  turnOnDealAlerts,
} from './support';

test('both feed panels connect and fill with listings and sales', async ({ page }) => {
  // The demo feed shares its flow among three platforms: a Collector Crypt sale comes every few seconds.
  test.setTimeout(60_000);
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: /Collector Crypt Listing/ }).click();
  await menu.getByRole('button', { name: /Collector Crypt Sales/ }).click();
  const listings = page.getByRole('region', { name: 'Collector Crypt Listing' });
  const sales = page.getByRole('region', { name: 'Collector Crypt Sales' });
  await expect(listings.getByRole('status')).toHaveText('Feed: Connected');
  await expect(listings.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(sales.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(sales.getByText(/Buyer: /).first()).toBeVisible();
  await expect(listings.getByRole('img').first()).toHaveAttribute('src', new RegExp(`^${DEMO_ORIGIN}/demo-cards/`));
  await page.screenshot({ path: 'test-results/screens/feeds.png' });
});

test('a demo certificate is priced', async ({ page }) => {
  await signIn(page);
  const result = await lookUpPrice(page, '87654321');
  await expect(result.getByText('Pikachu Illustrator')).toBeVisible();
  await expect(result.getByText('$98,000.00')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/id-to-price.png' });
});

test('the Courtyard and Phygitals panels fill from the one feed, and a filter keeps to its word', async ({ page }) => {
  test.setTimeout(60_000);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page);
  await openFromMenu(page, /Courtyard Listing/);
  await openFromMenu(page, /Phygitals Sales/);
  const courtyard = page.getByRole('region', { name: 'Courtyard Listing' });
  const phygitals = page.getByRole('region', { name: 'Phygitals Sales' });
  await expect(courtyard.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(courtyard.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/courtyard\.io\//);
  await expect(phygitals.getByRole('listitem').first()).toBeVisible({ timeout: 45_000 });
  await expect(phygitals.getByText(/Buyer: /).first()).toBeVisible();

  await courtyard.getByRole('button', { name: 'Filters' }).click();
  await courtyard.getByRole('region', { name: 'Filters' }).getByRole('switch', { name: 'Good deals only' }).check();
  await expect(courtyard.getByRole('button', { name: 'Filters (1 on)' })).toBeVisible();
  const rows = courtyard.getByRole('listitem');
  for (const row of await rows.all()) await expect(row.getByText(/^Good deal/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/platform-feeds.png' });
});

test('a deal alert shows a desktop notification when the browser allows it', async ({ page }) => {
  await answerNotifications(page, 'granted');
  await signIn(page);
  await openFromMenu(page, /Collector Crypt Listing/);
  const panel = page.getByRole('region', { name: 'Collector Crypt Listing' });
  const settings = await turnOnDealAlerts(panel);
  // No rule at all: every new listing alerts, so the demo's next one will do.
  await settings.getByRole('radio', { name: 'My rules' }).check();
  await expect(settings.getByRole('alert')).toHaveCount(0);
  // Two demo listings can arrive in one batch and alert together.
  await expect(settings.getByText(/^Last alert: (1 deal|\d+ deals) at/)).toBeVisible({ timeout: 30_000 });
  const shown = await page.evaluate(() => window.shownNotifications ?? []);
  expect(shown[0]).toMatch(/^Collector Crypt Listing: /);
  await page.screenshot({ path: 'test-results/screens/deal-alerts.png' });
});

test('a deal alert still sounds, and says how to get notifications, when the browser refuses them', async ({
  page,
}) => {
  await answerNotifications(page, 'denied');
  await signIn(page);
  await openFromMenu(page, /Phygitals Listing/);
  const panel = page.getByRole('region', { name: 'Phygitals Listing' });
  const settings = await turnOnDealAlerts(panel);
  await expect(settings.getByText(/This browser blocks notifications from this site/)).toBeVisible();
  await settings.getByRole('radio', { name: 'My rules' }).check();
  await expect(settings.getByText(/^Last alert: (1 deal|\d+ deals) at/)).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate(() => window.shownNotifications ?? [])).toEqual([]);
});

/** Whether every control of a feed panel's toolbar sits on one line, each wholly inside the panel. */
async function toolbarOnOneLine(panel: Locator) {
  return panel
    .getByRole('status')
    .locator('..')
    .evaluate((toolbar) => {
      const boxes = [...toolbar.children].map((child) => child.getBoundingClientRect());
      const outer = toolbar.getBoundingClientRect();
      const first = boxes[0];
      return (
        first !== undefined &&
        boxes.every((box) => Math.abs(box.top + box.height / 2 - (first.top + first.height / 2)) < 4) &&
        boxes.every((box) => box.left >= outer.left && box.right <= outer.right)
      );
    });
}

for (const language of ['en', 'it'] as const) {
  test(`the feed toolbar stays on one line at the panel's 500 px, in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page);
    await page.evaluate((lng) => localStorage.setItem('poolbot_language', lng), language);
    await page.reload();
    const name = language === 'en' ? 'Phygitals Listing' : 'Phygitals – Annunci';
    await openFromMenu(page, new RegExp(name));
    const panel = page.getByRole('region', { name });
    await expect(panel.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    expect(await toolbarOnOneLine(panel)).toBe(true);
    // Filters on and paused with arrivals counted: the longest the toolbar gets.
    await panel.getByRole('button', { name: language === 'en' ? 'Filters' : 'Filtri' }).click();
    await panel.getByRole('switch').first().check();
    await panel.getByRole('button', { name: language === 'en' ? 'Pause' : 'Pausa' }).click();
    // The Resume button with its count (the Filters button has a count too: "Filters (1 on)").
    await expect(panel.getByRole('button', { name: /^(Resume|Riprendi) \(\d+/ })).toBeVisible({ timeout: 30_000 });
    expect(await toolbarOnOneLine(panel)).toBe(true);
    await page.screenshot({ path: `test-results/screens/feed-toolbar-1920-${language}.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await toolbarOnOneLine(panel)).toBe(true);
    await page.screenshot({ path: `test-results/screens/feed-toolbar-1440-${language}.png` });
  });
}

test('on a phone, the good-deal chip is never cut off', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await openFromMenu(page, /Collector Crypt Listing/);
  const panel = page.getByRole('region', { name: 'Collector Crypt Listing' });
  const chip = panel.locator('.feed-deal').first();
  await expect(chip).toBeVisible({ timeout: 60_000 });
  const fits = await chip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const row = element.closest('li')?.getBoundingClientRect();
    return element.scrollWidth <= element.clientWidth && row !== undefined && box.right <= row.right + 0.5;
  });
  expect(fits).toBe(true);
  expect(await toolbarOnOneLine(panel)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/feed-390-en.png' });
});

test('on a phone in Italian, the deal-alert settings fit and say everything in Italian', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await answerNotifications(page, 'granted');
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  await page.getByRole('button', { name: 'Apri il menu', exact: true }).click();
  await openFromMenu(page, /Collector Crypt – Annunci/);
  const panel = page.getByRole('region', { name: 'Collector Crypt – Annunci' });
  await expect(panel.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  await panel.getByRole('button', { name: 'Avvisi sugli affari: spenti' }).click();
  const settings = panel.getByRole('region', { name: 'Avvisi sugli affari' });
  await settings.getByRole('switch', { name: 'Avvisami dei nuovi affari' }).check();
  await expect(panel.getByRole('button', { name: 'Avvisi sugli affari: attivi' })).toBeVisible();
  expect(await toolbarOnOneLine(panel)).toBe(true);
  // Nothing of the settings sticks out of the panel's width.
  const overflows = await settings.evaluate((region) => region.scrollWidth > region.clientWidth);
  expect(overflows).toBe(false);
  await expect(settings.getByText(/Alert me|Every good deal|My rules|Sound/)).toHaveCount(0);
  await expectAccessible(page, 'deal-alert settings on a phone, in Italian');
  await page.screenshot({ path: 'test-results/screens/feed-alerts-390-it.png' });
  // The rules form, the longest the settings get.
  await settings.getByRole('radio', { name: 'Le mie regole' }).check();
  await expect(settings.getByRole('textbox').first()).toBeVisible();
  expect(await settings.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(false);
  await expect(settings.getByText(/Alert me|Every good deal|My rules|Sound|Keywords|Grade/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/feed-alert-rules-390-it.png' });
});
