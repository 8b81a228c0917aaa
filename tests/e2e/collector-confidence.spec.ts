import { expect, type Page } from '@playwright/test';
import { openFromMenu, signIn, test } from './support';

/** The demo feed's deals with their market value's confidence, and why, in English and Italian, wide and narrow. */

const dealRow = (page: Page, deal: RegExp) =>
  page
    .getByRole('region', { name: /^(Collector Crypt Listing|Collector Crypt – Annunci)$/ })
    .getByRole('listitem')
    .filter({
      has: page.getByText(deal),
    });

test('the demo’s deals show their confidence and say why, in English and Italian at 1440 and 390 px', async ({
  page,
}) => {
  // A Collector Crypt listing flagged as a deal comes every ten seconds or so of the demo feed.
  test.setTimeout(120_000);
  await signIn(page);
  await openFromMenu(page, /Collector Crypt Listing/);
  const deal = dealRow(page, /^Good deal · /).first();
  await expect(deal).toBeVisible({ timeout: 60_000 });
  // A deal is shown only on a value sure enough: High or Medium, never Low.
  const badge = deal.getByText(/^(High|Medium) confidence$/);
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute(
    'title',
    /^(High|Medium) confidence: .+\. High: 5\+ sales, the last within 14 days/,
  );
  await page.screenshot({ path: 'test-results/screens/confidence-1440-en.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    dealRow(page, /^Good deal · /)
      .first()
      .getByText(/ confidence$/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/confidence-390-en.png' });

  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const affare = dealRow(page, /^Affare · /).first();
  await expect(affare).toBeVisible({ timeout: 60_000 });
  const italian = affare.getByText(/^Affidabilità (alta|media)$/);
  await expect(italian).toHaveAttribute('title', /^Affidabilità (alta|media): .+\. Alta: 5\+ vendite/);
  await page.screenshot({ path: 'test-results/screens/confidence-390-it.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/confidence-1440-it.png' });
});
