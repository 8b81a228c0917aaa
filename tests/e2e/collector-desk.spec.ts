import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_COPIES } from '../../src/mocks/demo-cards';
import { openFromMenu, signIn, test } from './support';

/**
 * The collector's desk in the demo build: the demo feed's certificates resolve through the demo valuation (msw in the
 * page) to their cards, one frame in ten carries a certificate it does not know, and its sales repeat cards and grades
 * often enough for comps within a minute. The demo feed is random: each test waits for what it needs to have arrived.
 */

const LISTINGS = ['Collector Crypt Listing', 'Courtyard Listing', 'Phygitals Listing'] as const;

/** The valuation's Cert lookups the page makes (answered by the demo's service worker), by certificate. */
function recordLookups(page: Page): Map<string, number> {
  const lookups = new Map<string, number>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql/Cert')) return;
    const body = request.postDataJSON() as { variables?: { certNumber?: unknown } } | null;
    const asked = body?.variables?.certNumber;
    const cert = typeof asked === 'string' ? asked : '';
    lookups.set(cert, (lookups.get(cert) ?? 0) + 1);
  });
  return lookups;
}

/** The three listing panels side by side on a wide screen: every row they show is on screen, so looked up. */
async function openListings(page: Page): Promise<Locator> {
  for (const name of LISTINGS) await openFromMenu(page, new RegExp(name));
  for (const name of LISTINGS) {
    await expect(page.getByRole('region', { name }).getByRole('status')).toHaveText('Feed: Connected');
  }
  return page.getByRole('region', { name: new RegExp(`^(${LISTINGS.join('|')})$`) });
}

/** "Charizard Holo · Base Set #4 · PSA 9", as the demo valuation's card for that certificate should read. */
function titleOf(certificate: string): string {
  const copy = DEMO_COPIES.find((entry) => entry.certificate === certificate);
  if (!copy) throw new Error(`${certificate} is not a demo copy`);
  const set = copy.card.brand.replace(/^Pokemon /, '');
  return `${copy.card.name} · ${set} #${copy.card.cardNumber} · PSA ${copy.grade}`;
}

test('demo listings read as their cards; an unknown certificate stays as the feed said, asked once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 2560, height: 1440 });
  const lookups = recordLookups(page);
  await signIn(page);
  const panels = await openListings(page);

  // A known certificate: the row reads as its card, its certificate below, the market value saying its source.
  const resolvedMeta = panels
    .locator('.feed-meta')
    .filter({ hasText: /^Cert 7\d{7}$/ })
    .first();
  await expect(resolvedMeta).toBeVisible({ timeout: 60_000 });
  const certificate = ((await resolvedMeta.textContent()) ?? '').replace('Cert ', '');
  const resolved = panels.getByRole('listitem').filter({ has: page.getByText(`Cert ${certificate}`, { exact: true }) });
  // The name on its line, the set, number and grade on the next; the whole label names the row's title.
  await expect(resolved.first().locator('.feed-title')).toHaveAccessibleName(titleOf(certificate));
  await expect(resolved.first().locator('.feed-set')).toHaveText(
    titleOf(certificate).split(' · ').slice(1).join(' · '),
  );
  await expect(resolved.first().locator('.feed-deal, .feed-compare')).toHaveAttribute(
    'title',
    "Market value from the feed's own difference and percentage",
  );

  // One frame in ten: a certificate the demo valuation does not know. It stays "PSA … · Grade …", asked about once.
  const unknownMeta = panels
    .locator('.feed-meta')
    .filter({ hasText: /^PSA 8\d{7} · Grade \d+$/ })
    .first();
  await expect(unknownMeta).toBeVisible({ timeout: 90_000 });
  const unknown = /^PSA (\d+)/.exec((await unknownMeta.textContent()) ?? '')?.[1] ?? '';
  await expect.poll(() => lookups.get(unknown) ?? 0).toBe(1);
  const unknownRow = panels.getByRole('listitem').filter({ hasText: `PSA ${unknown} · Grade` });
  await expect(unknownRow.first().locator('.feed-title')).not.toHaveAccessibleName(/ · PSA \d+$/);
  await page.screenshot({ path: 'test-results/screens/desk-demo-resolved.png' });

  // Reopened, the panels open on their history: the divider, "Seen … ago", the cards kept; the unknown one is not
  // asked about again while new certificates are.
  await page.reload();
  const reopened = page.getByRole('region', { name: new RegExp(`^(${LISTINGS.join('|')})$`) });
  await expect(reopened.getByRole('separator', { name: 'Before this panel opened' }).first()).toBeVisible();
  await expect(reopened.getByText(/^Seen .+/).first()).toBeVisible();
  await expect(reopened.getByRole('button', { name: titleOf(certificate), exact: true }).first()).toBeVisible();
  const before = [...lookups.values()].reduce((sum, count) => sum + count, 0);
  await expect
    .poll(() => [...lookups.values()].reduce((sum, count) => sum + count, 0), { timeout: 60_000 })
    .toBeGreaterThan(before + 1);
  expect(lookups.get(unknown)).toBe(1);
  await page.screenshot({ path: 'test-results/screens/desk-demo-history.png' });
});

test('the demo shows comps within a minute, and a comps line opens the sales it counts', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 2560, height: 1440 });
  await signIn(page);
  const panels = await openListings(page);
  const comps = panels.locator('.feed-comps').first();
  await expect(comps).toBeVisible({ timeout: 60_000 });
  await expect(comps).toHaveText(/^\d+ sales? seen · median \$[\d,.]+ · last \$[\d,.]+, .+/);
  const count = Number(/^(\d+)/.exec((await comps.textContent()) ?? '')?.[1]);
  await comps.click();
  const dialog = page.getByRole('dialog', { name: /^Sales of / });
  await expect(dialog.getByText(/^\d+ sales? seen · median/)).toBeVisible();
  // The demo's own sales: each with its link to the marketplace.
  await expect(dialog.getByRole('listitem')).toHaveCount(count);
  await expect(dialog.getByRole('link').first()).toHaveAttribute(
    'href',
    /^https:\/\/(collectorcrypt\.com|courtyard\.io|www\.phygitals\.com)\//,
  );
  await page.screenshot({ path: 'test-results/screens/desk-demo-comps.png' });
});
