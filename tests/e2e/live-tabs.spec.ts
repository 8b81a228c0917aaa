import { expect, type Page } from '@playwright/test';
import {
  answerNotifications,
  feedClients,
  openFromMenu,
  pushFeedFrame,
  resetMockServer,
  signIn,
  signOut,
  test,
  turnOnDealAlerts,
} from './support';
import { demoFrames } from './desk-support';

/**
 * Several tabs of one browser (one Playwright context) act as one client (docs/architecture.md, "One client per
 * browser"): one feed socket at the server, one chime and one notification per deal, a hand-over when the watcher's
 * tab closes. Few page loads: the tabs are opened once and the test goes on with them.
 */

declare global {
  interface Window {
    /** Tones the page started (a chime is two). */
    startedTones?: number;
  }
}

/** Counts the tones of the page's chimes: Web Audio's own oscillators, counted as they are made. */
async function countTones(page: Page) {
  await page.addInitScript(() => {
    window.startedTones = 0;
    // The page's own AudioContext, made to count: each oscillator it makes is one tone.
    const Real = window.AudioContext;
    class Counted extends Real {
      override createOscillator() {
        window.startedTones = (window.startedTones ?? 0) + 1;
        return super.createOscillator();
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: Counted, configurable: true, writable: true });
  });
}

async function openTab(page: Page) {
  await answerNotifications(page, 'granted');
  await countTones(page);
}

const tonesIn = (page: Page) => page.evaluate(() => window.startedTones ?? 0);
const notificationsIn = (page: Page) => page.evaluate(() => window.shownNotifications ?? []);

let deals = 0;
function courtyardDeal(name: string) {
  deals++;
  const tokenMint = `E2eTabs${deals}${name.replace(/\W/g, '')}`.padEnd(44, '1');
  return JSON.stringify({
    type: 'new_listing',
    data: {
      platform: 'courtyard',
      tokenMint,
      timestamp: Date.now(),
      name,
      priceSOL: 1.2,
      priceUSD: 219,
      link: `https://courtyard.io/asset/${tokenMint}`,
      isGoodDeal: true,
      difference: 81,
      percentage: 27,
    },
  });
}

/** How many of the feed history's records are Courtyard listings named so (one per event: the store's key). */
function storedNamed(page: Page, name: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('poolbot_feed_history');
        open.onerror = () => reject(new Error('no history'));
        open.onsuccess = () => {
          const all = open.result.transaction('events').objectStore('events').getAll();
          all.onsuccess = () => {
            const records = all.result as { event: { name: string | null } }[];
            resolve(records.filter((record) => record.event.name === wanted).length);
            open.result.close();
          };
        };
      }),
    name,
  );
}

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
  // The server's own demo frames include Courtyard deals at random: with them on, one could join the test's deal in
  // an alert ("2 new deals"). The test's frames are the only ones.
  await demoFrames(request, false);
});

test('three tabs share one feed socket and one alert stream, and a closed watcher is taken over within 5 s', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await openTab(page);
  await signIn(page);
  const second = await page.context().newPage();
  const third = await page.context().newPage();
  for (const tab of [second, third]) {
    await openTab(tab);
    await tab.goto('/dashboard');
    await expect(tab.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  }
  // The first tab watches: it holds the one socket for all three, with no feed panel open anywhere.
  await expect.poll(() => feedClients(request)).toBe(1);

  const panels = [];
  for (const tab of [page, second]) {
    await openFromMenu(tab, /Courtyard Listing/);
    const panel = tab.getByRole('region', { name: 'Courtyard Listing' });
    await expect(panel.getByRole('status')).toHaveText('Feed: Connected');
    await turnOnDealAlerts(panel);
    panels.push(panel);
  }
  expect(await feedClients(request)).toBe(1);

  expect(await pushFeedFrame(request, courtyardDeal('Blastoise Base Set PSA 9'))).toBe(1);
  for (const panel of panels) {
    await expect(panel.getByRole('listitem').filter({ hasText: 'Blastoise Base Set PSA 9' })).toHaveCount(1);
  }
  // Found by the panels of two tabs, it sounds and shows once, in the watcher's tab.
  await expect.poll(() => notificationsIn(page)).toEqual(['Courtyard Listing: Blastoise Base Set PSA 9']);
  await expect.poll(() => tonesIn(page)).toBe(2);
  expect([await notificationsIn(second), await notificationsIn(third)]).toEqual([[], []]);
  expect([await tonesIn(second), await tonesIn(third)]).toEqual([0, 0]);

  // The watcher writes it to the history (in batches, a second apart).
  await expect.poll(() => storedNamed(page, 'Blastoise Base Set PSA 9')).toBe(1);

  // The watcher's tab closes: another takes over and opens the socket again, within 5 s.
  const reconnected = Promise.race([second.waitForEvent('websocket'), third.waitForEvent('websocket')]);
  const closedAt = Date.now();
  await page.close();
  await reconnected;
  expect(Date.now() - closedAt).toBeLessThan(5_000);
  await expect.poll(() => feedClients(request)).toBe(1);
  const secondPanel = second.getByRole('region', { name: 'Courtyard Listing' });
  await expect(secondPanel.getByRole('status')).toHaveText('Feed: Connected');

  expect(await pushFeedFrame(request, courtyardDeal('Umbreon VMAX PSA 10'))).toBe(1);
  await expect(secondPanel.getByRole('listitem').filter({ hasText: 'Umbreon VMAX PSA 10' })).toHaveCount(1);
  await expect(secondPanel.getByRole('listitem').filter({ hasText: 'Blastoise Base Set PSA 9' })).toHaveCount(1);
  await openFromMenu(third, /Courtyard Listing/);
  const thirdPanel = third.getByRole('region', { name: 'Courtyard Listing' });
  await expect(thirdPanel.getByRole('listitem').filter({ hasText: 'Umbreon VMAX PSA 10' })).toHaveCount(1);
  // The history holds each event once, whichever tab wrote it.
  await expect.poll(() => storedNamed(second, 'Blastoise Base Set PSA 9')).toBe(1);
  await expect.poll(() => storedNamed(second, 'Umbreon VMAX PSA 10')).toBe(1);
  // One new alert, in whichever tab watches now.
  await expect
    .poll(async () => [...(await notificationsIn(second)), ...(await notificationsIn(third))])
    .toEqual(['Courtyard Listing: Umbreon VMAX PSA 10']);

  // Signing out in one tab stops the feed in every one.
  await signOut(second);
  await expect.poll(() => feedClients(request)).toBe(0);
});
