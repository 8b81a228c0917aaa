import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { animationsDone, expectAccessible, openFromMenu, signIn, test } from './support';

const WORDS = {
  en: {
    panel: 'Collector Crypt Listing',
    menu: 'Open menu',
    comps: /^Sales of /,
    history: 'History',
    close: 'Close',
    grade: 'Grade',
    exportCsv: 'Export CSV',
  },
  it: {
    panel: 'Collector Crypt – Annunci',
    menu: 'Apri il menu',
    comps: /^Vendite di /,
    history: 'Storico',
    close: 'Chiudi',
    grade: 'Grado',
    exportCsv: 'Esporta CSV',
  },
} as const;

for (const language of ['en', 'it'] as const) {
  for (const width of [1440, 390] as const) {
    test(`a row's comps with their price line, and the panel's history view, at ${width} px in ${language}`, async ({
      page,
    }) => {
      // The demo's sales repeat cards often enough that comps show within a minute.
      test.setTimeout(120_000);
      const words = WORDS[language];
      await page.setViewportSize(width === 390 ? { width: 390, height: 844 } : { width: 1440, height: 900 });
      await signIn(page);
      await page.evaluate((lng) => localStorage.setItem('poolbot_language', lng), language);
      await page.reload();
      if (width === 390) await page.getByRole('button', { name: words.menu, exact: true }).click();
      await openFromMenu(page, new RegExp(words.panel));
      const panel = page.getByRole('region', { name: words.panel });
      await expect(panel.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });

      const comps = panel.getByRole('button', { name: words.comps }).first();
      await expect(comps).toBeVisible({ timeout: 90_000 });
      // One card at one grade has one comps figure at a given moment, in every row that shows it: all read at once.
      const medians = await panel.evaluate((region) => {
        const byCard = new Map<string, Set<string>>();
        for (const line of region.querySelectorAll('button.feed-comps')) {
          const label = line.getAttribute('aria-label') ?? '';
          const cut = label.lastIndexOf(': ');
          const card = label.slice(0, cut);
          // "3 sales seen · median $500.00": the count and the median, not the price against it (a row's own).
          const median = label
            .slice(cut + 2)
            .split(' · ')
            .slice(0, 2)
            .join(' · ');
          byCard.set(card, (byCard.get(card) ?? new Set()).add(median));
        }
        return [...byCard.values()].map((figures) => figures.size);
      });
      expect(medians.every((count) => count === 1)).toBe(true);
      await comps.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img').first()).toBeVisible();
      // The line's sentence names the sales (and the prediction where the valuation gave one).
      await expect(dialog.getByRole('img').first()).toHaveAccessibleName(language === 'en' ? /sales? / : /vendit/);
      const sparklineFits = await dialog
        .getByRole('img')
        .first()
        .evaluate(
          (image) =>
            image.getBoundingClientRect().right <= (image.closest('[role=dialog]')?.getBoundingClientRect().right ?? 0),
        );
      expect(sparklineFits).toBe(true);
      await animationsDone(page);
      await page.screenshot({ path: `test-results/screens/comps-line-${width}-${language}.png` });
      await dialog.getByRole('button', { name: words.close }).click();
      await expect(dialog).toBeHidden();

      await panel.getByRole('button', { name: words.history, exact: true }).click();
      const history = page.getByRole('dialog');
      const list = history.getByRole('list');
      await expect(list.getByRole('listitem').first()).toBeVisible();
      // Rows say where they stand in the whole history, virtualised or not.
      await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
      // The rows' deal and value, a filter by grade, and the rows shown as CSV.
      await history.getByRole('combobox', { name: words.grade }).click();
      await page.getByRole('option').nth(1).click();
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const download = page.waitForEvent('download');
      await history.getByRole('button', { name: words.exportCsv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const csv = await readFile((await file.path()) ?? '', 'utf8');
      const [header = '', ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header.split(',')).toHaveLength(15);
      expect(lines.length).toBeGreaterThan(0);
      if (width === 1440) await expectAccessible(page, `the history view in ${language}`);
      await animationsDone(page);
      await page.screenshot({ path: `test-results/screens/history-view-${width}-${language}.png` });
      await history.getByRole('button', { name: words.close }).click();
      await expect(history).toBeHidden();
    });
  }
}
