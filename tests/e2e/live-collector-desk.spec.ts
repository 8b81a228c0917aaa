import { expect, type Locator, type Page } from '@playwright/test';
import { openFromMenu, pushFeedFrame, resetMockServer, signIn, test } from './support';
import { demoCopy, demoFrames, feedFrame, lookupsOf, setValuation, storedEvents, valuationLog } from './desk-support';

/**
 * The collector's desk on the live build: listings resolved to their card through the mock valuation, which fails for
 * the certificates each test chooses (unknown, down, malformed, hostile), comps from the sales the test pushed, and
 * the history a reopened panel starts from. Every event here is one the test sent.
 */

const LUGIA = demoCopy('asset-lugia-neo', 10, 0);
const LUGIA_TWIN = demoCopy('asset-lugia-neo', 10, 1);
const LUGIA_TITLE = 'Lugia Holo · Neo Genesis #9 · PSA 10';
const UMBREON = demoCopy('asset-umbreon', 9, 0);
const UMBREON_TITLE = 'Umbreon VMAX Alt Art · Evolving Skies #215 · PSA 9';
const UNKNOWN = '80000001';
const DOWN = '80000002';
const MALFORMED = '80000003';
const HOSTILE = '80000004';

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
  // Only the test's own frames: the server's would push its rows off screen, where they are not looked up.
  await demoFrames(request, false);
});

async function openListings(page: Page, name = 'Collector Crypt Listing') {
  await openFromMenu(page, new RegExp(name));
  const panel = page.getByRole('region', { name });
  await expect(panel.getByRole('status')).toHaveText(/Connected|Connesso/);
  return panel;
}

/**
 * A row by its card's whole label ("name · set #number · PSA grade", or the feed's words): the title button's name. The
 * row's text has the name and the set on lines of their own, so the label is not in its text as one string.
 */
const rowOf = (panel: Locator, text: string) =>
  panel.getByRole('listitem').filter({ has: panel.page().getByRole('button', { name: text }) });

/**
 * Scrolls the panel's list down to its oldest row, as a reader would: only the rows that have been on screen are looked
 * up, and rows sent in a burst push the first ones below the fold before they are seen.
 */
async function scrollToOldest(panel: Locator) {
  await panel.getByRole('listitem').last().scrollIntoViewIfNeeded();
}

/** Back up to the newest row, as a reader would after reading down (a row below the fold is looked up once seen). */
async function scrollToNewest(panel: Locator) {
  await panel.getByRole('listitem').first().scrollIntoViewIfNeeded();
}

test('listings read as their card; the valuation failing for some certificates leaves them as the feed said', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await setValuation(request, { [DOWN]: 'down', [MALFORMED]: 'malformed' });
  await signIn(page);
  const panel = await openListings(page);

  const send = async (frame: string) => expect(await pushFeedFrame(request, frame)).toBe(1);
  await send(
    feedFrame('listing', { name: 'Lugia Neo Genesis PSA 10', psaId: LUGIA.certificate, grade: 10, priceUSD: 1900 }),
  );
  await send(feedFrame('listing', { name: 'Gengar Fossil PSA 9', psaId: UNKNOWN, grade: 9, priceUSD: 250 }));
  await send(feedFrame('listing', { name: 'Snorlax Jungle PSA 8', psaId: DOWN, grade: 8, priceUSD: 90 }));
  await send(feedFrame('listing', { name: 'Gyarados Base PSA 10', psaId: MALFORMED, grade: 10, priceUSD: 700 }));

  // Known: "card · set #number · PSA grade", its certificate below, the valuation's price with its source.
  const lugia = rowOf(panel, LUGIA_TITLE);
  await expect(lugia.getByRole('button', { name: LUGIA_TITLE, exact: true })).toBeVisible();
  await expect(lugia.getByText(`Cert ${LUGIA.certificate}`)).toBeVisible();
  const value = lugia.getByText('Valuation $2,100.00');
  await expect(value).toHaveAttribute(
    'title',
    "Market value from the valuation service's predicted price for this card at PSA 10",
  );
  // Unknown, down and malformed: the row says what the feed said, and nothing is wrong to the user.
  for (const [name, meta] of [
    ['Gengar Fossil PSA 9', `PSA ${UNKNOWN} · Grade 9`],
    ['Snorlax Jungle PSA 8', `PSA ${DOWN} · Grade 8`],
    ['Gyarados Base PSA 10', `PSA ${MALFORMED} · Grade 10`],
  ] as const) {
    await expect(rowOf(panel, name).getByText(meta, { exact: true })).toBeVisible();
  }
  await expect.poll(() => lookupsOf(request, UNKNOWN)).toBe(1);
  await expect.poll(() => lookupsOf(request, MALFORMED)).toBeGreaterThanOrEqual(1);
  // The same unknown certificate listed again is not asked about again.
  await send(feedFrame('listing', { name: 'Gengar Fossil PSA 9', psaId: UNKNOWN, grade: 9, priceUSD: 260 }));
  await expect(rowOf(panel, 'Gengar Fossil PSA 9')).toHaveCount(2);

  // The failing one is tried again later, each wait longer than the last (5 s, then 10 s): never hammered.
  await expect.poll(() => lookupsOf(request, DOWN), { timeout: 30_000 }).toBe(3);
  const { lookups } = await valuationLog(request);
  const [first = 0, second = 0, third = 0] = lookups[DOWN] ?? [];
  expect(second - first).toBeGreaterThanOrEqual(4_500);
  expect(third - second).toBeGreaterThanOrEqual(9_500);
  expect(lookups[UNKNOWN]).toHaveLength(1);
  expect(lookups[LUGIA.certificate]).toHaveLength(1);
  await expect(rowOf(panel, 'Snorlax Jungle PSA 8').getByText(`PSA ${DOWN} · Grade 8`)).toBeVisible();

  // Reopened, the panel starts from its history: the rows before it opened under the divider, each "Seen … ago",
  // the card kept from the first lookup, the unknown certificate still not asked about.
  await expect.poll(() => storedEvents(page)).toBeGreaterThanOrEqual(5);
  const downBefore = await lookupsOf(request, DOWN);
  await page.reload();
  const reopened = page.getByRole('region', { name: 'Collector Crypt Listing' });
  await expect(reopened.getByRole('separator', { name: 'Before this panel opened' })).toBeVisible();
  const earlier = reopened.getByRole('list', { name: 'Earlier events' });
  await expect(rowOf(earlier, LUGIA_TITLE).getByText(/^Seen .+ ago$|^Seen just now$/)).toBeVisible();
  await expect(rowOf(earlier, 'Gengar Fossil PSA 9').first().getByText(`PSA ${UNKNOWN} · Grade 9`)).toBeVisible();
  // The failing certificate is asked again at once by the new page: by then the kept answers were read.
  await expect.poll(() => lookupsOf(request, DOWN)).toBeGreaterThan(downBefore);
  expect(await lookupsOf(request, UNKNOWN)).toBe(1);
  expect(await lookupsOf(request, LUGIA.certificate)).toBe(1);
});

test('comps from the sales seen, the market value naming its source, and hostile replies kept as text', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const markup = '<img src=x onerror="window.__pwned=1">Mallory';
  await setValuation(request, {
    [HOSTILE]: { name: markup, brand: 'Pokemon <b>Evil</b>', cardNumber: 'javascript:alert(1)', predictedPrice: 10 },
  });
  await signIn(page);
  const listings = await openListings(page);
  await openFromMenu(page, /Collector Crypt Sales/);
  const sales = page.getByRole('region', { name: 'Collector Crypt Sales' });
  const send = async (frame: string) => expect(await pushFeedFrame(request, frame)).toBe(1);

  // Three sales of the Lugia at PSA 10 (two copies), one of them with a javascript: link; one of an unknown card.
  await send(
    feedFrame('sale', { name: 'Lugia Neo Genesis PSA 10', psaId: LUGIA.certificate, grade: 10, priceUSD: 1800 }),
  );
  await send(
    feedFrame('sale', { name: 'Lugia Neo Genesis PSA 10', psaId: LUGIA_TWIN.certificate, grade: 10, priceUSD: 2000 }),
  );
  await send(
    feedFrame('sale', {
      name: 'Lugia Neo Genesis PSA 10',
      psaId: LUGIA_TWIN.certificate,
      grade: 10,
      priceUSD: 2100,
      link: 'javascript:window.__pwned=2',
    }),
  );
  await send(feedFrame('sale', { name: 'Gengar Fossil PSA 9', psaId: UNKNOWN, grade: 9, priceUSD: 300 }));
  await scrollToOldest(sales);
  await expect(rowOf(sales, LUGIA_TITLE)).toHaveCount(3);

  await send(
    feedFrame('listing', { name: 'Lugia Neo Genesis PSA 10', psaId: LUGIA.certificate, grade: 10, priceUSD: 1900 }),
  );
  await send(feedFrame('listing', { name: 'Gengar Fossil PSA 9', psaId: UNKNOWN, grade: 9, priceUSD: 270 }));
  await send(
    feedFrame('listing', {
      name: 'Umbreon VMAX PSA 9',
      psaId: UMBREON.certificate,
      grade: 9,
      priceUSD: 800,
      isGoodDeal: true,
      difference: 99,
      percentage: 11,
    }),
  );
  await send(
    feedFrame('listing', {
      name: '<img src=x onerror="window.__pwned=3"><b>Evil feed</b>',
      psaId: HOSTILE,
      grade: 9,
      priceUSD: 5,
      link: 'javascript:window.__pwned=4',
      image: 'javascript:window.__pwned=5',
    }),
  );

  await scrollToOldest(listings);
  // The comps line: three sales, their median, the last one; it opens the list of those sales, links http(s) only.
  const lugia = rowOf(listings, LUGIA_TITLE);
  const comps = lugia.getByRole('button', { name: new RegExp(`^Sales of ${LUGIA_TITLE}: 3 sales seen`) });
  await expect(comps).toHaveText(/^3 sales seen · median \$2,000\.00 · last \$2,100\.00, .+ · 5% below the median$/);
  await comps.click();
  const dialog = page.getByRole('dialog', { name: `Sales of ${LUGIA_TITLE}` });
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByRole('link')).toHaveCount(2);
  for (const link of await dialog.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/collectorcrypt\.com\//);
  }
  await expect(dialog.getByText('$2,100.00 on Collector Crypt')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/desk-comps-dialog.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Where each market value comes from: the valuation, the feed's own figures, the comps (an unknown certificate).
  await expect(lugia.getByText('Valuation $2,100.00')).toHaveAttribute('title', /valuation service's predicted price/);
  await expect(rowOf(listings, UMBREON_TITLE).locator('.feed-deal')).toHaveAttribute(
    'title',
    "Market value from the feed's own difference and percentage",
  );
  const gengar = rowOf(listings, 'Gengar Fossil PSA 9');
  await expect(gengar.getByText('Comps median $300.00')).toHaveAttribute(
    'title',
    'Market value from the median of the sales seen of this card and grade',
  );
  await expect(gengar.getByRole('button', { name: /^Sales of Gengar Fossil PSA 9: 1 sale seen/ })).toBeVisible();

  // Hostile text from the valuation and from the feed: shown as text, nothing runs, no javascript: link or picture.
  await scrollToNewest(listings);
  const hostile = rowOf(listings, markup);
  await expect(
    hostile.getByRole('button', { name: `${markup} · <b>Evil</b> #javascript:alert(1) · PSA 9`, exact: true }),
  ).toBeVisible();
  await expect(hostile.getByRole('link')).toHaveCount(0);
  await expect(hostile.locator('img')).toHaveCount(0);
  const state = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned ?? null,
    injected: document.querySelectorAll('[onerror], [onload], .feed-row b').length,
    scripted: [...document.querySelectorAll('a[href], img[src]')].filter((element) =>
      /^javascript:/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
    ).length,
  }));
  expect(state).toEqual({ pwned: null, injected: 0, scripted: 0 });
});

/** Rows' texts that do not fit their box (clipped or cut by an ellipsis), by their text. */
async function clippedTexts(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        '.feed-title, .feed-meta, .feed-price, .feed-compare, .feed-deal, .feed-comps',
      ),
    ]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 ||
          element.getBoundingClientRect().right > root.getBoundingClientRect().right + 1,
      )
      .map((element) => element.textContent ?? ''),
  );
}

for (const language of ['en', 'it'] as const) {
  for (const width of [1440, 390] as const) {
    test(`a feed panel with resolved rows, comps and history at ${width} px, in ${language}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signIn(page);
      await page.evaluate((lng) => localStorage.setItem('poolbot_language', lng), language);
      await page.reload();
      const name = language === 'en' ? 'Collector Crypt Listing' : 'Collector Crypt – Annunci';
      if (width === 390)
        await page.getByRole('button', { name: language === 'en' ? 'Open menu' : 'Apri il menu', exact: true }).click();
      const panel = await openListings(page, name);
      const send = async (frame: string) => expect(await pushFeedFrame(request, frame)).toBe(1);
      // Before: two resolved listings and an unknown one, kept as history.
      await send(
        feedFrame('listing', { name: 'Umbreon VMAX PSA 9', psaId: UMBREON.certificate, grade: 9, priceUSD: 540 }),
      );
      await send(feedFrame('listing', { name: 'Gengar Fossil PSA 9', psaId: UNKNOWN, grade: 9, priceUSD: 250 }));
      await send(
        feedFrame('listing', {
          name: 'Lugia Neo Genesis PSA 10',
          psaId: LUGIA_TWIN.certificate,
          grade: 10,
          priceUSD: 2300,
        }),
      );
      await expect(rowOf(panel, 'Lugia Holo · Neo Genesis #9')).toBeVisible();
      await expect(rowOf(panel, 'Umbreon VMAX Alt Art')).toBeVisible();
      await expect.poll(() => storedEvents(page)).toBeGreaterThanOrEqual(3);
      await page.reload();
      const reopened = page.getByRole('region', { name });
      await expect(reopened.getByRole('separator')).toBeVisible();
      // After: sales of the Lugia, then a listing of it, with its comps, on top.
      await send(
        feedFrame('sale', { name: 'Lugia Neo Genesis PSA 10', psaId: LUGIA.certificate, grade: 10, priceUSD: 1800 }),
      );
      await send(
        feedFrame('sale', { name: 'Lugia Neo Genesis PSA 10', psaId: LUGIA.certificate, grade: 10, priceUSD: 2050 }),
      );
      await send(
        feedFrame('listing', {
          name: 'Lugia Neo Genesis PSA 10',
          psaId: LUGIA.certificate,
          grade: 10,
          priceUSD: 1700,
          isGoodDeal: true,
          difference: 400,
          percentage: 19,
        }),
      );
      // The new listing resolved (its card kept from before), the one seen before it too: both with the comps.
      await expect(reopened.getByRole('button', { name: LUGIA_TITLE, exact: true })).toHaveCount(2);
      await expect(reopened.locator('.feed-comps')).toHaveCount(2);
      await expect(reopened.getByText(language === 'en' ? /^Seen / : /^Visto /).first()).toBeVisible();
      await page.mouse.move(0, 0);
      expect(await clippedTexts(reopened)).toEqual([]);
      // Nothing in English left in the Italian panel.
      if (language === 'it') {
        await expect(
          reopened.getByText(/\bSeen\b|\bsales seen\b|\bmedian\b|\bValuation\b|Before this panel|\bGrade \d/),
        ).toHaveCount(0);
      }
      await page.screenshot({ path: `test-results/screens/desk-${width}-${language}.png` });
    });
  }
}
