import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, test } from './support';

const VENUES = ['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter', 'Backpack'];

async function openFunding(page: Page, name = 'Funding Rate', { phone = false } = {}) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: /Menu/ });
  await menu.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const panel = page.getByRole('region', { name });
  await expect(panel.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  return panel;
}

/** Nothing of the table is cut off sideways: it is no wider than the box that shows it. */
async function expectNoSidewaysClipping(panel: Locator) {
  const table = panel.getByRole('table');
  const fits = await table.evaluate((element) => {
    const scroller = element.parentElement;
    return scroller ? element.scrollWidth <= scroller.clientWidth + 1 : false;
  });
  expect(fits).toBe(true);
}

test('Funding Rate at 1440 px: all six venues, net of fees, history columns, a row opens its pair view', async ({
  page,
}) => {
  await signIn(page);
  const funding = await openFunding(page);
  for (const venue of VENUES) {
    const header = funding.getByRole('columnheader', { name: new RegExp(`^${venue}`) });
    await expect(header).toBeInViewport();
    await expect(header).toContainText('simulated');
  }
  await expectNoSidewaysClipping(funding);
  for (const column of ['Best pair', 'Gap', 'Net APR', 'Carry / day', 'Stable']) {
    await expect(funding.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // The best net return first: its row's history is the first each venue is asked for.
  const first = funding.getByRole('row').nth(1);
  const market = (await first.getByRole('rowheader').textContent()) ?? '';
  await expect(first).toContainText(/Long \w+Short \w+/);
  await expect(first.getByRole('cell').nth(2)).toHaveText(/^-?\d+\.\d\d%gross -?\d+\.\d\d%$/);
  // The stability comes from both legs' funding history, read for the rows on screen.
  await expect(first.getByRole('cell').nth(4)).toHaveText(/^\d+(\.5)? of 7 d$/, { timeout: 30_000 });
  await page.screenshot({ path: 'test-results/screens/funding-1440-en.png' });

  await funding.getByRole('button', { name: '7 d avg.' }).click();
  await expect(
    first
      .getByRole('cell')
      .filter({ hasText: /^[+-]\d+\.\d\d%$/ })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSidewaysClipping(funding);
  await page.screenshot({ path: 'test-results/screens/funding-7d-1440-en.png' });

  await first.getByRole('rowheader').click();
  const pair = page.getByRole('region', { name: `Funding Pair: ${market}` });
  const chart = pair.getByRole('figure', { name: /^Hourly funding of both legs and the spread, last 7 days/ });
  const canvas = chart.locator('canvas');
  await expect(canvas).toBeVisible();
  // The chart's own measure: from its data to its first drawing (the bench holds it under 100 ms).
  const drawn = await page.evaluate(() => performance.getEntriesByName('pair-chart-render').length);
  expect(drawn).toBeGreaterThan(0);
  await expect(chart.locator('.u-legend')).toContainText('Spread');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no chart');
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(chart.getByRole('tooltip')).toContainText(/Spread: [+-]?\d/);
  await expect(pair.getByRole('table', { name: "The pair's rates" })).toContainText('Last settled');
  await page.screenshot({ path: 'test-results/screens/pair-1440-en.png' });
  await pair.getByRole('button', { name: '30 d' }).click();
  await expect(pair.getByRole('figure', { name: /last 30 days/ }).locator('canvas')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/pair-30d-1440-en.png' });
});

test('the pair view on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const funding = await openFunding(page, 'Funding Rate', { phone: true });
  await funding.getByRole('rowheader', { name: 'ETH', exact: true }).click();
  const pair = page.getByRole('region', { name: 'Funding Pair: ETH' });
  await expect(pair.getByRole('figure').locator('canvas')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/pair-390-en.png', fullPage: true });
});

test('Funding Rate and the pair view in Italian, at 1440 and 390 px', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.reload();
  const funding = await openFunding(page, 'Tasso di finanziamento');
  await expect(funding.getByRole('columnheader', { name: /^Hyperliquid/ })).toContainText('simulati');
  await expect(funding.getByRole('columnheader', { name: 'APR netto' })).toBeVisible();
  await expectNoSidewaysClipping(funding);
  await page.screenshot({ path: 'test-results/screens/funding-1440-it.png' });
  await funding.getByRole('rowheader', { name: 'BTC', exact: true }).click();
  const pair = page.getByRole('region', { name: 'Coppia di funding: BTC' });
  await expect(pair.getByRole('figure').locator('canvas')).toBeVisible();
  await expect(pair.getByRole('table', { name: 'I tassi della coppia' })).toContainText('Ultimo regolato');
  await page.screenshot({ path: 'test-results/screens/pair-1440-it.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(pair.getByRole('figure').locator('canvas')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/pair-390-it.png', fullPage: true });
});
