import { expect, type Locator, type Page } from '@playwright/test';
import { openStrategy } from './strategy-support';
import { expectAccessible, openFromMenu, signIn, test } from './support';

const SHOTS = 'test-results/screens';

/** Unfolds a panel's backtest and waits for its figures (both legs' histories and books read). */
async function showBacktest(panel: Locator, show: RegExp) {
  const section = panel.getByRole('region', { name: 'Backtest' });
  await section.getByRole('button', { name: show }).click();
  await expect(section.getByRole('table', { name: /^(Backtest figures|Risultati del backtest)$/ })).toBeVisible({
    timeout: 30_000,
  });
  return section;
}

async function shoot(page: Page, section: Locator, name: string) {
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test("a strategy's backtest in the demo: figures, chart and grid; Use these fills the form unsaved (1440 and 390, en and it)", async ({
  page,
}) => {
  // Two sign-ins' worth of reads, history and books paced like the venues', and a reload in Italian.
  test.setTimeout(150_000);
  await signIn(page);
  const { panel } = await openStrategy(page, 'Lighter and Pacifica Funding Rate');
  const section = await showBacktest(panel, /^Show the backtest$/);
  const figures = section.getByRole('table', { name: 'Backtest figures' });
  await expect(figures.getByRole('row', { name: /^Net P&L/ })).toHaveText(/^Net P&L-?\$[\d,.]+$/);
  await expect(figures.getByRole('row', { name: /^Net APR on margin/ })).toHaveText(/on \$2,000\.00$/);
  await expect(section.getByText(/^Impact from today's books at \$3,000\.00 per leg, a fill: /)).toBeVisible();
  await expect(
    section.getByRole('figure', { name: /^Cumulative net P&L over the last 30 days/ }).locator('canvas'),
  ).toBeVisible();
  const grid = section.getByRole('table', { name: /^Net P&L over the last 30 days for X/ });
  await expect(grid.getByRole('rowheader')).toHaveText(['X 7.00%', 'X 9.50%', 'X 12.00%', 'X 14.50%', 'X 17.00%']);
  await expect(grid.getByRole('button', { name: /^X 12\.00%, Y 3\.00%: .*\(current setting\)$/ })).toBeVisible();
  await shoot(page, section, 'backtest-strategy-1440-en');
  await expectAccessible(page, 'a strategy panel with its backtest open');

  await grid.getByRole('button', { name: /^X 14\.50%, Y 5\.50%: / }).click();
  await expect(section.getByRole('status')).toHaveText(
    /^Chosen: X 14\.50%, Y 5\.50%: net -?\$[\d,.]+, \d+ round trips\.$/,
  );
  await section.getByRole('button', { name: 'Use these' }).click();
  await expect(panel.getByRole('textbox', { name: 'Open when spread ≥ X (% APR)' })).toHaveValue('14.5');
  await expect(panel.getByRole('textbox', { name: 'Close when spread < Y (% APR)' })).toHaveValue('5.5');
  await expect(section.getByRole('status')).toHaveText(
    'X 14.50% and Y 5.50% are in the form, not saved: review them and Save.',
  );
  await shoot(page, section, 'backtest-strategy-used-1440-en');

  await section.getByRole('button', { name: '7 days' }).click();
  await expect(section.getByRole('figure', { name: /^Cumulative net P&L over the last 7 days/ })).toBeVisible();

  // In Italian on a phone: the panel comes back after the reload, its backtest folded again.
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const italian = page.getByRole('region', { name: 'Lighter e Pacifica Funding Rate' });
  const sectionIt = await showBacktest(italian, /^Mostra il backtest$/);
  await expect(sectionIt.getByRole('table', { name: /^P&L netto negli ultimi 30 giorni/ })).toBeVisible();
  await shoot(page, sectionIt, 'backtest-strategy-390-it');
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'en'));
});

test("the pair view's backtest: the saved strategy's rules; Use these opens it with the cell's X and Y (1440 en, 390 it)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openFromMenu(page, /^Funding Pair/);
  const pair = page.getByRole('region', { name: 'Funding Pair' });
  const choose = async (field: string, option: string) => {
    await pair.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Market', 'SOL');
  await choose('Long on', 'Lighter');
  await choose('Short on', 'Pacifica');
  const view = page.getByRole('region', { name: 'Funding Pair: SOL' });
  const section = await showBacktest(view, /^Show the backtest$/);
  await expect(
    section.getByText(
      "Tried with Lighter and Pacifica Funding Rate's saved settings: X 12.00%, Y 3.00%, at most 168 h, $3,000.00 per leg, 3×.",
    ),
  ).toBeVisible();
  await shoot(page, section, 'backtest-pair-1440-en');

  // A cell of the grid, then Use these: the strategy that trades the pair opens with that X and Y, unsaved.
  const grid = section.getByRole('table', { name: /^Net P&L over the last 30 days/ });
  const cell = grid.getByRole('button', {
    name: /^X [\d.]+%, Y -?[\d.]+%: (?!not a setting).*(?<!\(current setting\))$/,
  });
  const [, x, y] =
    /^X ([\d.]+)%, Y (-?[\d.]+)%/.exec(
      (await cell.first().getAttribute('aria-label')) ?? (await cell.first().innerText()),
    ) ?? [];
  await cell.first().click();
  await section.getByRole('button', { name: 'Use these' }).click();
  const strategy = page.getByRole('region', { name: 'Lighter and Pacifica Funding Rate' });
  await expect(strategy.getByText(/from the Funding Pair's backtest\.$/)).toBeVisible();
  expect(Number(await strategy.getByRole('textbox', { name: 'Open when spread ≥ X (% APR)' }).inputValue())).toBe(
    Number(x),
  );
  expect(Number(await strategy.getByRole('textbox', { name: 'Close when spread < Y (% APR)' }).inputValue())).toBe(
    Number(y),
  );
  // Closed without saving, as the edit was only tried: the workspace asks first.
  await page.getByRole('button', { name: 'Close Lighter and Pacifica Funding Rate' }).click();
  await page
    .getByRole('dialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Close without saving' })
    .click();
  await expect(strategy).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('poolbot_language', 'it'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const sectionIt = await showBacktest(page.getByRole('region', { name: /SOL$/ }), /^Mostra il backtest$/);
  await expect(
    sectionIt.getByText(/^Provato con le impostazioni salvate di Lighter e Pacifica Funding Rate/),
  ).toBeVisible();
  await shoot(page, sectionIt, 'backtest-pair-390-it');
  await page.evaluate(() => localStorage.setItem('poolbot_language', 'en'));
});
