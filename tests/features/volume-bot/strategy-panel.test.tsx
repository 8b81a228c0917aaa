import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import type { BuiltInVenueId } from '../../../src/markets/model/venues';
import { db } from '../../../src/mocks/db';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const recordUrl = `${env.poolApiUrl}/1`;
const url = (venue: BuiltInVenueId, path: string) => `${VENUE_URLS[venue]}${path}`;
const NEXT_HOUR = Date.UTC(2026, 2, 10, 13);
const volumeBot = () => db().users.find((entry) => entry.id === '1')?.volumeBot as Record<string, unknown>;

/**
 * Lighter lists BTC and ETH (BTC's initial margin 5 %: 20× at most), Aster BTC and SOL. Funding per 8 h on both:
 * BTC 0.01 % on Lighter (0.00125 %/h), 0.04 % on Aster (0.005 %/h).
 */
function serveFixedMarkets() {
  server.use(
    http.get(url('lighter', '/api/v1/funding-rates'), () =>
      HttpResponse.json({
        code: 200,
        funding_rates: [
          { market_id: 1, exchange: 'lighter', symbol: 'BTC', rate: 0.0001 },
          { market_id: 2, exchange: 'lighter', symbol: 'ETH', rate: 0.0001 },
        ],
      }),
    ),
    http.get(url('lighter', '/api/v1/orderBookDetails'), () =>
      HttpResponse.json({
        code: 200,
        order_book_details: [
          {
            symbol: 'BTC',
            market_id: 1,
            status: 'active',
            last_trade_price: 97000,
            open_interest: 10,
            daily_quote_token_volume: 2e7,
            min_initial_margin_fraction: 500,
          },
          {
            symbol: 'ETH',
            market_id: 2,
            status: 'active',
            last_trade_price: 3000,
            open_interest: 10,
            daily_quote_token_volume: 2e7,
          },
        ],
      }),
    ),
    http.get(url('aster', '/fapi/v3/premiumIndex'), () =>
      HttpResponse.json([
        { symbol: 'BTCUSDT', markPrice: '97000', lastFundingRate: '0.0004', nextFundingTime: NEXT_HOUR },
        { symbol: 'SOLUSDT', markPrice: '180', lastFundingRate: '0.0001', nextFundingTime: NEXT_HOUR },
      ]),
    ),
    http.get(url('aster', '/fapi/v3/fundingInfo'), () => HttpResponse.json([])),
    http.get(url('aster', '/fapi/v3/ticker/24hr'), () => HttpResponse.json([])),
  );
}

async function openStrategy(name = 'Lighter and Aster Funding Rate') {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Volume Bot', 'Bot', name);
  const panel = await screen.findByRole('region', { name });
  await within(panel).findByRole('combobox', { name: 'Market' });
  return { ...utils, panel };
}

async function chooseMarket(
  user: Awaited<ReturnType<typeof openStrategy>>['user'],
  panel: HTMLElement,
  market: string,
) {
  await user.click(within(panel).getByRole('combobox', { name: 'Market' }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: market }));
}

describe('a strategy panel', () => {
  it('shows the live funding of both legs, which is long and short, the spread and the carry for the size', async () => {
    serveFixedMarkets();
    const { user, panel } = await openStrategy();
    expect(within(panel).getByText('Choose a market to see its live funding.')).toBeInTheDocument();
    // Only the markets both venues list.
    await user.click(within(panel).getByRole('combobox', { name: 'Market' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['BTC']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'BTC' }));

    const legs = await within(panel).findByRole('table', { name: 'Legs' });
    const rows = within(legs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Lighter perpetual', 'Long', '10.95%'],
      ['Aster perpetual', 'Short', '43.80%'],
    ]);
    expect(within(panel).getByText('32.85%')).toBeInTheDocument();
    // $1,000 per leg × 0.00375 %/h × 24 h.
    expect(within(panel).getByText('$0.90')).toBeInTheDocument();
    expect(within(panel).getByText('for $1,000.00 per leg')).toBeInTheDocument();

    const size = within(panel).getByRole('textbox', { name: 'Size per leg (USD)' });
    await user.clear(size);
    await user.type(size, '20k');
    expect(within(panel).getByText('$18.00')).toBeInTheDocument();
  });

  it('checks Y < X, the leverage against both venues, and the hold time, then saves', async () => {
    serveFixedMarkets();
    const { user, panel } = await openStrategy();
    await chooseMarket(user, panel, 'BTC');
    const leverage = within(panel).getByRole('textbox', { name: 'Leverage (×)' });
    expect(leverage).toHaveAccessibleDescription("At most 20×: the venue's maximum for BTC.");
    await user.clear(leverage);
    await user.type(leverage, '21');
    const close = within(panel).getByRole('textbox', { name: 'Close when spread < Y (% APR)' });
    await user.clear(close);
    await user.type(close, '20');
    const hold = within(panel).getByRole('textbox', { name: 'Maximum hold time (hours)' });
    await user.clear(hold);
    await user.type(hold, '721');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Y must be below X (the opening spread).')).toBeInTheDocument();
    expect(leverage).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByText('A whole number of hours from 1 to 720.')).toBeInTheDocument();
    expect(volumeBot().bots).not.toHaveProperty('lighterAsterFundingRate');

    await user.clear(leverage);
    await user.type(leverage, '3');
    await user.clear(close);
    await user.type(close, '7,5');
    await user.clear(hold);
    await user.type(hold, '48');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(/^Saved (now|\d+ seconds? ago)$/)).toBeInTheDocument();
    expect(volumeBot().bots).toMatchObject({
      lighterAsterFundingRate: {
        market: 'BTC',
        sizeUsd: 1000,
        leverage: 3,
        openSpreadApr: 20,
        closeSpreadApr: 7.5,
        maxHoldHours: 48,
        savedAt: expect.any(String) as string,
      },
      // The demo's own strategies are left as they were.
      lighterPacificaFundingRate: { market: 'SOL' },
    });
    expect(volumeBot().exchanges).toMatchObject({ hyperliquid: { enabled: true } });
  });

  it('refuses a saved market no longer listed on both venues', async () => {
    serveFixedMarkets();
    const user1 = db().users.find((entry) => entry.id === '1');
    if (!user1) throw new Error('no demo user');
    user1.volumeBot = {
      bots: {
        lighterAsterFundingRate: {
          market: 'ETH',
          sizeUsd: 500,
          leverage: 2,
          openSpreadApr: 15,
          closeSpreadApr: 3,
          maxHoldHours: 24,
          savedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    };
    const { user, panel } = await openStrategy();
    expect(await within(panel).findByText('ETH is not listed on both venues right now.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('This market is not listed on both venues.')).toBeInTheDocument();
  });

  it("says when this bot's saved settings cannot be read, and starts from the defaults; other bots keep theirs", async () => {
    const user1 = db().users.find((entry) => entry.id === '1');
    if (!user1) throw new Error('no demo user');
    user1.volumeBot = {
      bots: {
        lighterAsterFundingRate: { market: 'BTC', sizeUsd: 'lots' },
        lighterPacificaFundingRate: {
          market: 'SOL',
          sizeUsd: 700,
          leverage: 2,
          openSpreadApr: 15,
          closeSpreadApr: 3,
          maxHoldHours: 24,
          savedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    };
    const { user, panel } = await openStrategy();
    expect(
      within(panel).getByText('The settings saved for this entry could not be read; saving writes new ones.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Not saved yet')).toBeInTheDocument();

    await openFromMenu(user, 'Lighter and Pacifica Funding Rate');
    const other = await screen.findByRole('region', { name: 'Lighter and Pacifica Funding Rate' });
    expect(await within(other).findByRole('textbox', { name: 'Size per leg (USD)' })).toHaveValue('700');
    expect(within(other).queryByText(/could not be read; saving writes new ones/)).toBeNull();
  });

  it('holds spot long against a short perpetual for Pacifica delta neutral', async () => {
    const { user, panel } = await openStrategy('Pacifica Delta Neutral');
    await chooseMarket(user, panel, 'BTC');
    const legs = await within(panel).findByRole('table', { name: 'Legs' });
    const rows = within(legs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Pacifica spot', 'Long'],
      ['Pacifica perpetual', 'Short'],
    ]);
    expect(within(legs).getByText('no funding')).toBeInTheDocument();
  });

  it('says whether it is the selected bot, and can become it', async () => {
    const { user, panel } = await openStrategy('Lighter and EdgeX Funding Rate');
    // Choosing it in the menu selected it.
    expect(await within(panel).findByText('This is your selected bot.')).toBeInTheDocument();
    await openFromMenu(user, 'Pacifica Delta Neutral');
    const other = await screen.findByRole('region', { name: 'Pacifica Delta Neutral' });
    expect(await within(panel).findByText('This is not your selected bot.')).toBeInTheDocument();
    expect(await within(other).findByText('This is your selected bot.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Make it the selected bot' }));
    expect(await within(panel).findByText('This is your selected bot.')).toBeInTheDocument();
    expect(within(other).getByText('This is not your selected bot.')).toBeInTheDocument();
    await waitFor(() => expect(volumeBot()).toMatchObject({ selectedBot: 'lighterEdgexFundingRate' }));
  });

  it('says when a venue is not answering, and needs a market before saving', async () => {
    server.use(
      http.get(url('edgex', '/api/v1/public/quote/getTicker'), () => new HttpResponse('<html>', { status: 502 })),
    );
    const { user, panel } = await openStrategy('Lighter and EdgeX Funding Rate');
    expect(
      await within(panel).findByText('EdgeX is not answering right now; its last figures, if any, are shown.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Choose a market.')).toBeInTheDocument();
  });

  it('shows a failed save in the panel and keeps the form', async () => {
    serveFixedMarkets();
    server.use(http.put(recordUrl, () => HttpResponse.error()));
    const { user, panel } = await openStrategy();
    await chooseMarket(user, panel, 'BTC');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^The settings could not be saved: /);
    expect(within(panel).getByRole('combobox', { name: 'Market' })).toHaveValue('BTC');
    expect(within(panel).getByText('Not saved yet')).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes (from the keyboard too)', async () => {
    const { user, panel } = await openStrategy();
    const size = within(panel).getByRole('textbox', { name: 'Size per leg (USD)' });
    await user.type(size, '5');
    await user.keyboard('{Alt>}{Shift>}W{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toHaveTextContent(
      'Lighter and Aster Funding Rate has changes that are not saved.',
    );
    await user.click(screen.getByRole('button', { name: 'Close without saving' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Lighter and Aster Funding Rate' })).not.toBeInTheDocument(),
    );
  });
});
