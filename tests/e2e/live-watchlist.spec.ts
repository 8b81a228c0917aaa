import { expect, type Page } from '@playwright/test';
import {
  answerNotifications,
  feedClients,
  openFromMenu,
  pushFeedFrame,
  resetMockServer,
  signIn,
  test,
} from './support';
import { demoFrames, feedFrame } from './desk-support';

/**
 * The Watchlist on the live build: kept in the account record over real HTTP, and a listing of a watched certificate
 * at or under its target, pushed through the mock server's real WebSocket, alerts once; one over the target, a sale
 * and the same listing again do not.
 */

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
  await demoFrames(request, false);
});

test.afterEach(async ({ request }) => {
  await resetMockServer(request);
});

const watchlistAlerts = (page: Page) =>
  page.evaluate(() => (window.shownNotifications ?? []).filter((title) => title.startsWith('Watchlist: ')));

test('a listing under a watched certificate’s target alerts once, and the watchlist follows the user to another browser', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await answerNotifications(page, 'granted');
  await signIn(page);
  await openFromMenu(page, /^Watchlist/);
  const panel = page.getByRole('region', { name: 'Watchlist' });
  await panel.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch a card' });
  await dialog.getByLabel('PSA certificate').fill('80000201');
  await dialog.getByLabel('Target price (USD)').fill('250');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('1 card watched')).toBeVisible();
  // A feed socket is open in this tab (the watcher's), whatever panel shows.
  await expect.poll(() => feedClients(request)).toBe(1);

  const send = async (frame: string) => expect(await pushFeedFrame(request, frame)).toBe(1);
  const card = { name: 'Gengar Fossil PSA 9', grade: 9, psaId: '80000201' };
  await send(feedFrame('listing', { ...card, priceUSD: 300 }));
  await send(feedFrame('sale', { ...card, priceUSD: 200 }));
  const under = feedFrame('listing', { ...card, priceUSD: 240 });
  await send(under);
  await expect.poll(() => watchlistAlerts(page)).toHaveLength(1);
  // The same listing again (the feed sent it twice) is one listing: no second alert.
  await send(under);
  await expect(panel.getByText(/^Last listing \$240\.00 on /)).toBeVisible();
  expect(await watchlistAlerts(page)).toHaveLength(1);

  // Another browser, the same user: the watchlist is there, read from the account record.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage);
  await openFromMenu(otherPage, /^Watchlist/);
  await expect(otherPage.getByRole('region', { name: 'Watchlist' }).getByText('1 card watched')).toBeVisible();
  await other.close();
});
