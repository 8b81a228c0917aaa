import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VENUE_URLS } from '../../../src/markets/venue-sources';
import { serveHyperliquid, serveLighter, servePacifica } from '../../markets/venue-stubs';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { saveStrategies } from '../volume-bot/strategy-fixtures';
import { serveBooks, serveHistories } from './funding-panel-fixtures';

type User = ReturnType<typeof renderApp>['user'];
const NOW = Date.UTC(2026, 10, 20, 12, 30);

function serveSol() {
  serveHyperliquid([{ symbol: 'SOL', hourly: 0.00002, price: 185 }]);
  serveLighter([{ symbol: 'SOL', hourly: 0.00001, price: 185 }]);
  servePacifica([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
  serveHistories({ hyperliquid: 0.00002, lighter: 0.00001, pacifica: 0.00003 });
  serveBooks();
}

async function choose(user: User, panel: HTMLElement, field: string, option: string) {
  await user.click(within(panel).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The pair view on SOL, long on one venue and short on another, its backtest unfolded. */
async function openPairBacktest(long: string, short: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  storeDemoSession();
  const { user } = renderApp('/dashboard');
  await openFromMenu(user, 'Features', 'Funding Pair');
  const panel = await screen.findByRole('region', { name: 'Funding Pair' });
  await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Market' })).toBeEnabled());
  await choose(user, panel, 'Market', 'SOL');
  await choose(user, panel, 'Long on', long);
  await choose(user, panel, 'Short on', short);
  const section = within(screen.getByRole('region', { name: 'Funding Pair: SOL' })).getByRole('region', {
    name: 'Backtest',
  });
  await user.click(within(section).getByRole('button', { name: 'Show the backtest' }));
  return { user, section };
}

const figures = (section: HTMLElement) =>
  within(section).findByRole('table', { name: 'Backtest figures' }, { timeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

describe("the pair view's backtest", () => {
  it("tries the saved strategy's own rules; Use these opens that strategy with the chosen X and Y, unsaved", async () => {
    serveSol();
    saveStrategies({
      lighterPacificaFundingRate: { market: 'SOL', openSpreadApr: 12, closeSpreadApr: 4, maxHoldHours: 48 },
    });
    const { user, section } = await openPairBacktest('Lighter', 'Pacifica');
    expect(
      within(section).getByText(
        "Tried with Lighter and Pacifica Funding Rate's saved settings: X 12.00%, Y 4.00%, at most 48 h, $200.00 per leg, 2×.",
      ),
    ).toBeInTheDocument();
    const table = await figures(section);
    // 17.52 % APR every hour, above X: a 48-hour hold closes 14 times in 720 hours (opens at 0, 49, 98… 686).
    expect(within(table).getByRole('rowheader', { name: 'Round trips' }).nextSibling).toHaveTextContent('14');
    const grid = await within(section).findByRole('table', { name: /^Net P&L over the last 30 days/ });
    const use = within(section).getByRole('button', { name: 'Use these' });
    expect(use).toBeDisabled();
    // The pair view has no form of its own: the grid says where X and Y go.
    expect(
      within(section).getByText(
        'The current setting is outlined. Choose a cell, then Use these to open the strategy with its X and Y.',
      ),
    ).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: /^X 14\.50%, Y 6\.50%: / }));
    await user.click(use);
    expect(
      within(section).getByText(
        "The strategy's panel has X 14.50% and Y 6.50%, not saved: review them there and Save.",
      ),
    ).toBeInTheDocument();

    // The strategy that trades the pair opens on its market with X and Y in the form, as an edit to review and save.
    const strategy = await screen.findByRole('region', { name: 'Lighter and Pacifica Funding Rate' });
    expect(await within(strategy).findByRole('textbox', { name: 'Open when spread ≥ X (% APR)' })).toHaveValue('14.5');
    expect(within(strategy).getByRole('textbox', { name: 'Close when spread < Y (% APR)' })).toHaveValue('6.5');
    expect(within(strategy).getByRole('combobox', { name: 'Market' })).toHaveValue('SOL');
    // The size the grid was worked out at (the saved strategy's) comes with them: X and Y are tuned to it.
    expect(
      within(strategy).getByText(
        /Size per leg: \$200\.00\. Open at 14\.50% and close under 6\.50%, from the Funding Pair's backtest\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(strategy).getByRole('textbox', { name: 'Size per leg (USD)' })).toHaveValue('200');
    expect(within(strategy).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('has no Use these for a pair no strategy trades', async () => {
    serveSol();
    const { section } = await openPairBacktest('Lighter', 'Hyperliquid');
    await within(section).findByRole('table', { name: /^Net P&L over the last 30 days/ }, { timeout: 5000 });
    expect(within(section).queryByRole('button', { name: 'Use these' })).not.toBeInTheDocument();
    expect(within(section).getByText('The current setting is outlined.')).toBeInTheDocument();
  });

  it('tries a pair no strategy trades on the default settings at the size of the pair view, and says so', async () => {
    serveSol();
    const { section } = await openPairBacktest('Lighter', 'Hyperliquid');
    expect(
      within(section).getByText(
        "No Volume Bot strategy trades this pair: tried with a strategy's default settings (X 20.00%, Y 5.00%, at most 168 h, 2×) at $1,000.00 per leg.",
      ),
    ).toBeInTheDocument();
    // Lighter against Hyperliquid earns 8.76 % APR, below X: no trade at all.
    const table = await figures(section);
    expect(within(table).getByRole('rowheader', { name: 'Net P&L' }).nextSibling).toHaveTextContent('$0.00');
    expect(within(table).getByRole('rowheader', { name: 'Round trips' }).nextSibling).toHaveTextContent('0');
  });

  it('names the long leg when its history cannot be read', async () => {
    serveSol();
    server.use(http.get(`${VENUE_URLS.lighter}/api/v1/fundings`, () => HttpResponse.json({ code: 500 })));
    const { section } = await openPairBacktest('Lighter', 'Pacifica');
    expect(
      await within(section).findByText(
        /^No figures: the long leg, Lighter, has no settled SOL funding in the last 30 days\. Lighter's funding history could not be read/,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('table', { name: 'Backtest figures' })).not.toBeInTheDocument();
  });
});
