import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUNDING_RATE_STATE } from '../../src/features/funding-rate/model/funding-rate-state';
import { serveHyperliquid, serveLighter, servePacifica } from '../markets/venue-stubs';
import { renderApp, storeDemoSession } from '../test-utils';

const STRATEGY = 'Hyperliquid and Pacifica Delta Neutral';

/**
 * Funding per hour on the three venues Funding Rate shows here (the others hidden): ETH's best pair is long Lighter,
 * short Hyperliquid (not this strategy's pair, though both its venues list ETH); SOL's is long Hyperliquid, short
 * Pacifica (its own pair); WIF is listed on Lighter and Pacifica only, not on Hyperliquid.
 */
function serveMarkets() {
  serveHyperliquid([
    { symbol: 'BTC', hourly: 0.00001, price: 97_000 },
    { symbol: 'ETH', hourly: 0.0003, price: 3_400 },
    { symbol: 'SOL', hourly: 0.00001, price: 180 },
  ]);
  serveLighter([
    { symbol: 'BTC', hourly: 0.00001, price: 97_000 },
    { symbol: 'ETH', hourly: -0.0003, price: 3_400 },
    { symbol: 'WIF', hourly: -0.0002, price: 1.9 },
  ]);
  servePacifica([
    { symbol: 'BTC', hourly: 0.00002, price: 97_000 },
    { symbol: 'ETH', hourly: 0.00001, price: 3_400 },
    { symbol: 'SOL', hourly: 0.0004, price: 180 },
    { symbol: 'WIF', hourly: 0.0001, price: 1.9 },
  ]);
}

/** Funding Rate (venues other than these three hidden) and, when given, the strategy, as the user left them. */
function leaveLayout({ rates, strategy }: { rates?: string; strategy?: string }) {
  const state = { ...DEFAULT_FUNDING_RATE_STATE, hiddenVenues: ['aster', 'edgex', 'backpack'] };
  const panels = [
    { id: 'funding-rate', x: 0, y: 0, width: 1000, height: 400, zIndex: 1, link: rates, state },
    ...(strategy
      ? [
          {
            id: 'volume-bot-hyperliquidPacificaDeltaNeutral',
            x: 0,
            y: 300,
            width: 500,
            height: 720,
            zIndex: 2,
            link: strategy,
          },
        ]
      : []),
  ];
  localStorage.setItem('poolbot_layout_1', JSON.stringify({ version: 2, panels }));
}

async function openDashboard() {
  serveMarkets();
  storeDemoSession();
  const utils = renderApp('/dashboard');
  const rates = await screen.findByRole('region', { name: 'Funding Rate' });
  const table = await within(rates).findByRole('table', { name: 'Funding rates by market and venue' });
  const chooseRow = async (market: string) =>
    utils.user.click(await within(table).findByRole('rowheader', { name: market }));
  return { ...utils, chooseRow };
}

describe('a strategy linked to Funding Rate', () => {
  it('follows a market both its venues list, naming the pair only when the pair is its own two venues', async () => {
    leaveLayout({ rates: 'green', strategy: 'green' });
    const { chooseRow } = await openDashboard();
    const strategy = await screen.findByRole('region', { name: STRATEGY });
    const market = await within(strategy).findByRole('combobox', { name: 'Market' });
    await waitFor(() => expect(market).toHaveValue('BTC'));

    // ETH's best pair is on other venues (long Lighter, short Hyperliquid): the strategy takes ETH, not the pair.
    await chooseRow('ETH');
    await waitFor(() => expect(market).toHaveValue('ETH'));
    // With the size per leg Funding Rate weighed the pair at, capped by the demo account's maximum position.
    expect(
      within(strategy).getByText(/^Market ETH handed over from another panel: review it and save to keep it\. /),
    ).toHaveTextContent("Size per leg: $5,000.00, capped from $10,000.00 by Hyperliquid's maximum position.");

    // SOL's best pair is its own two venues: the note names it.
    await chooseRow('SOL');
    await waitFor(() => expect(market).toHaveValue('SOL'));
    expect(
      within(strategy).getByText(
        /^Market SOL from the funding pair long Hyperliquid, short Pacifica \(Funding Rate\): review the settings and save to keep it\. /,
      ),
    ).toBeInTheDocument();

    // WIF is not on Hyperliquid: the strategy keeps SOL and says why.
    await chooseRow('WIF');
    expect(
      await within(strategy).findByText(
        'WIF, chosen in a linked panel, is not listed on both Hyperliquid and Pacifica: this strategy keeps its own market.',
      ),
    ).toBeInTheDocument();
    expect(market).toHaveValue('SOL');
  });
});

describe("Funding Rate's pair view", () => {
  it('is one panel, in Funding Rate’s link colour, that follows each row chosen', async () => {
    leaveLayout({ rates: 'blue' });
    const { chooseRow } = await openDashboard();
    await chooseRow('ETH');
    // The pair view titles itself with the market it shows.
    const pair = await screen.findByRole('region', { name: 'Funding Pair: ETH' });
    expect(screen.getByRole('button', { name: 'Link colour of Funding Pair: ETH: Blue' })).toBeInTheDocument();

    await chooseRow('SOL');
    expect(await screen.findByRole('region', { name: 'Funding Pair: SOL' })).toBe(pair);
    expect(screen.getAllByRole('region', { name: /^Funding Pair/ })).toHaveLength(1);
  });

  it('links Funding Rate and its pair view in a free colour when Funding Rate has none', async () => {
    leaveLayout({});
    const { chooseRow } = await openDashboard();
    expect(screen.getByRole('button', { name: 'Link colour of Funding Rate: Not linked' })).toBeInTheDocument();
    await chooseRow('ETH');
    await screen.findByRole('region', { name: 'Funding Pair: ETH' });
    expect(screen.getByRole('button', { name: 'Link colour of Funding Rate: Red' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link colour of Funding Pair: ETH: Red' })).toBeInTheDocument();
  });
});
