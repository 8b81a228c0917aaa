import { expect, type Page } from '@playwright/test';
import {
  answerNotifications,
  openFromMenu,
  pushFeedFrame,
  resetMockServer,
  signIn,
  test,
  turnOnDealAlerts,
} from './support';
import { demoFrames, feedFrame } from './desk-support';

/**
 * Confidence on the live build, with frames of the test's own (certificates the mock valuation does not know, so a
 * card's comps are its sales seen): a card with one comp is Low, shows no % and keeps quiet at the default minimum.
 */

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
  await demoFrames(request, false);
});

const shown = (page: Page) => page.evaluate(() => window.shownNotifications ?? []);

test('a card with one comp shows Low and no %, and alerts only once the minimum confidence is Low', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await answerNotifications(page, 'granted');
  await signIn(page);
  await openFromMenu(page, /Collector Crypt Listing/);
  const panel = page.getByRole('region', { name: 'Collector Crypt Listing' });
  await expect(panel.getByRole('status')).toHaveText('Feed: Connected');
  const settings = await turnOnDealAlerts(panel);
  const minimum = settings.getByRole('combobox', { name: 'Minimum confidence' });
  await expect(minimum).toHaveValue('medium');

  const send = async (frame: string) => expect(await pushFeedFrame(request, frame)).toBe(1);
  const gengar = { name: 'Gengar Fossil PSA 9', grade: 9 };
  await send(feedFrame('sale', { ...gengar, psaId: '80000101', priceUSD: 300 }));
  await send(feedFrame('listing', { ...gengar, psaId: '80000102', priceUSD: 200, isGoodDeal: true }));
  const row = panel.getByRole('listitem').filter({ hasText: 'PSA 80000102' });
  await expect(row.getByText('Low confidence')).toHaveAttribute('title', /^Low confidence: 1 sale seen, /);
  await expect(row.getByText('Comps median $300.00')).toBeVisible();
  await expect(row).not.toContainText('%');
  await expect(row).not.toContainText('Good deal');

  // A deal on the feed's own value, which no sale contradicts: Medium, and the first alert is its alone.
  await send(
    feedFrame('listing', {
      name: 'Mew Promo PSA 10',
      grade: 10,
      psaId: '80000103',
      priceUSD: 400,
      difference: 100,
      percentage: 20,
      isGoodDeal: true,
    }),
  );
  const mew = panel.getByRole('listitem').filter({ hasText: 'Mew Promo PSA 10' });
  await expect(mew.getByText('Medium confidence')).toBeVisible();
  await expect(settings.getByText(/^Last alert: 1 deal at/)).toBeVisible();
  expect(await shown(page)).toEqual(['Collector Crypt Listing: Mew Promo PSA 10']);

  // At Low, the next thin deal alerts too (after the 5 s that keep alerts apart).
  await minimum.selectOption('low');
  await send(feedFrame('listing', { ...gengar, psaId: '80000104', priceUSD: 210, isGoodDeal: true }));
  await expect
    .poll(() => shown(page), { timeout: 15_000 })
    .toEqual(['Collector Crypt Listing: Mew Promo PSA 10', 'Collector Crypt Listing: Gengar Fossil PSA 9']);
});
