import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { animationsDone, expectAccessible, openFromMenu, signIn, test } from './support';

const shoot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** What in a panel is cut off sideways: anything that scrolls or hides its content past its right edge. */
function clippedIn(page: Page, title: string): Promise<string[]> {
  return panel(page, title).evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        // A switch's track is drawn past its box on purpose; a field's own text scrolls inside it.
        if (element.closest('.MuiSwitch-root') || ['INPUT', 'TEXTAREA'].includes(element.tagName)) return false;
        // A line cut with an ellipsis on purpose (a long card name in a feed row) is not a layout that overflows.
        if (getComputedStyle(element).textOverflow === 'ellipsis') return false;
        return overflowX !== 'visible' && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) =>
          `${element.tagName} ${element.getAttribute('aria-label') ?? ''} ${element.clientWidth}<${element.scrollWidth}`,
      ),
  );
}

/** Every entry of the menu that opens a panel, group by group. */
async function unfoldMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (let round = 0; round < 3; round += 1) {
    const folded = menu.locator('[role="button"][aria-expanded="false"]');
    for (let count = await folded.count(); count > 0; count -= 1) {
      await folded.first().click();
      await animationsDone(page);
    }
  }
  return menu;
}

async function box(page: Page, title: string) {
  const found = await panel(page, title).boundingBox();
  if (!found) throw new Error(`${title} is not laid out`);
  return { width: Math.round(found.width), height: Math.round(found.height) };
}

/** Opens each panel of the menu alone and lists what is cut off in it; the menu must be unfolded. */
async function clippedPanels(page: Page): Promise<string[]> {
  const menu = await unfoldMenu(page);
  const entries = menu.locator('[role="button"]:not([aria-expanded])');
  const problems: string[] = [];
  for (let index = 0; index < (await entries.count()); index += 1) {
    const closeAll = page.getByRole('button', { name: /^(Close all|Chiudi tutto)$/ });
    if (await closeAll.isEnabled()) await closeAll.click();
    const before = page.url();
    await entries.nth(index).click();
    // The one entry that is a page (All Below Midi Price): back to the workspace.
    if (page.url() !== before) {
      await page.goBack();
      continue;
    }
    const opened = page.locator('[data-panel-id]').first();
    await expect(opened).toBeVisible();
    const heading = await page.locator(`[id="${(await opened.getAttribute('aria-labelledby')) ?? ''}"]`).innerText();
    // The panel's content, then its first figures (the demo build answers at once).
    await expect(panel(page, heading).getByRole('progressbar', { name: /^(Loading…|Caricamento…)$/ })).toHaveCount(0);
    await page.waitForTimeout(500);
    for (const clipped of await clippedIn(page, heading)) problems.push(`${heading}: ${clipped}`);
  }
  return problems;
}

// The two languages are two tests, and this file's tests may run on either worker: the whole menu in both languages
// was the suite's longest test (about two minutes), often the last one running.
test.describe.configure({ mode: 'parallel' });

test('at 1440 px every menu entry opens a panel whose content fits it, in English', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  expect(await clippedPanels(page)).toEqual([]);
  await shoot(page, 'fit-1440-en-last');
});

test('at 1440 px every menu entry opens a panel whose content fits it, in Italian', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Italiano' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  expect(await clippedPanels(page)).toEqual([]);
  await shoot(page, 'fit-1440-it-last');
});

test('four panels opened in a row each keep their own size, and a fifth goes to the cascade at its size (1920 px)', async ({
  page,
}) => {
  // Funding Rate, Open Interest and My Operation read every venue's markets, histories, books and accounts from the
  // demo's backend, which answers inside the page: the next panels open more slowly on a busy two-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  await openFromMenu(page, /^Funding Rate/);
  await openFromMenu(page, /^Open Interest/);
  await openFromMenu(page, /^My Operation/);
  await openFromMenu(page, /^ID to Price/);
  expect(await box(page, 'Funding Rate')).toEqual({ width: 1150, height: 640 });
  expect(await box(page, 'Open Interest')).toEqual({ width: 960, height: 600 });
  expect(await box(page, 'My Operation')).toEqual({ width: 960, height: 640 });
  expect(await box(page, 'ID to Price')).toEqual({ width: 500, height: 600 });
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Upload Bot' }).click();
  await menu.getByRole('list', { name: 'Upload Bot' }).getByRole('button', { name: 'Upload' }).click();
  expect(await box(page, 'Vinted Upload')).toEqual({ width: 500, height: 500 });
  await expect(panel(page, 'Vinted Upload').getByRole('button', { name: /Publish/ })).toBeInViewport();
  await animationsDone(page);
  await shoot(page, 'fit-1920-en-four-panels');
});

test('link colours: a market chosen in Open Interest is marked in Funding Rate, and the colour is kept', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, /^Funding Rate/);
  await openFromMenu(page, /^Open Interest/);
  // From the keyboard: the two panels overlap at 1440 px, and the one below is reached all the same.
  for (const title of ['Funding Rate', 'Open Interest']) {
    await page.getByRole('button', { name: `Link colour of ${title}: Not linked` }).press('Enter');
    await page.getByRole('menuitem', { name: 'Green' }).click();
    await expect(page.getByRole('button', { name: `Link colour of ${title}: Green` })).toBeVisible();
  }
  const interest = panel(page, 'Open Interest');
  await interest.getByRole('rowheader', { name: 'ETH', exact: true }).click();
  await expect(
    panel(page, 'Funding Rate').getByRole('rowheader', { name: 'ETH', exact: true }).locator('xpath=..'),
  ).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Link colour of Funding Rate: Green' })).toBeVisible();
  await shoot(page, 'links-1440-en');
});

test('a panel pops out into its own window on the same data, and comes back when that window closes', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, /^Open Interest/);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    panel(page, 'Open Interest').getByRole('button', { name: 'Open Open Interest in its own window' }).click(),
  ]);
  await expect(popup.getByRole('table', { name: /by market and venue/ })).toBeVisible();
  await expect(popup.getByRole('rowheader', { name: 'BTC', exact: true })).toBeVisible();
  await expect(panel(page, 'Open Interest').getByText('Open Interest is in its own window.')).toBeVisible();
  await popup.screenshot({ path: 'test-results/screens/pop-out-window-en.png' });
  await popup.close();
  await expect(panel(page, 'Open Interest').getByRole('table', { name: /by market and venue/ })).toBeVisible();
});

test('a named layout exports to a file and imports back, asking before it replaces one of the same name', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, /^Funding Rate/);
  await page.getByRole('button', { name: 'Layouts…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Layouts' });
  await dialog.getByLabel('Layout name').fill('Farming');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export Farming to a file' }).click(),
  ]);
  const path = await download.path();
  const exported: unknown = JSON.parse(await readFile(path, 'utf8'));
  expect(exported).toMatchObject({ format: 'poolbot-layout', name: 'Farming', panels: [{ id: 'funding-rate' }] });
  await dialog.getByLabel('Layout file').setInputFiles(path);
  const ask = page.getByRole('dialog', { name: 'A layout of that name exists' });
  await expect(ask).toBeVisible();
  await animationsDone(page);
  await expectAccessible(page, 'the import question');
  await ask.getByRole('button', { name: 'Keep both' }).click();
  await expect(dialog.getByText('Imported “Farming (2)” with 1 panel.')).toBeVisible();
  await shoot(page, 'layouts-import-1440-en');
});

test('on a phone, in Italian, a wide table scrolls sideways in its own box with its first column fixed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Italiano' }).click();
  await page.getByRole('button', { name: 'Apri il menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: /^Le mie operazioni/ })
    .click();
  const table = page.getByRole('table', { name: 'Esecuzioni e pagamenti di funding' });
  // The fills, not the row that says they are loading (one cell across the table, which is not pinned).
  await expect(table.getByRole('cell', { name: /^(Hyperliquid|Lighter|Pacifica)$/ }).first()).toBeVisible();
  const first = table.locator('tbody tr').first().locator('> *').first();
  const before = await first.boundingBox();
  await table.locator('xpath=..').evaluate((scroller) => scroller.scrollBy({ left: 300 }));
  const after = await first.boundingBox();
  expect(after?.x).toBe(before?.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'fit-390-it-my-operation');
});
