import { expect } from '@playwright/test';
import { animationsDone, expectAccessible, openFromMenu, signIn, test } from './support';

const WORDS = {
  en: { panel: 'Collector Crypt Listing', menu: 'Open menu', comps: /^Sales of /, history: 'History', close: 'Close' },
  it: {
    panel: 'Collector Crypt – Annunci',
    menu: 'Apri il menu',
    comps: /^Vendite di /,
    history: 'Storico',
    close: 'Chiudi',
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
      if (width === 1440) await expectAccessible(page, `the history view in ${language}`);
      await animationsDone(page);
      await page.screenshot({ path: `test-results/screens/history-view-${width}-${language}.png` });
      await history.getByRole('button', { name: words.close }).click();
      await expect(history).toBeHidden();
    });
  }
}
