import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import OpenInterestPanel from '../../../src/features/open-interest/components/open-interest-panel';
import {
  DEFAULT_OPEN_INTEREST_STATE,
  type OpenInterestState,
} from '../../../src/features/open-interest/model/open-interest-state';
import { openInterestPanel } from '../../../src/features/open-interest/panel';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import type { BuiltInVenueId } from '../../../src/markets/model/venues';
import { server } from '../../server';
import { HOSTILE_REPLIES } from '../../markets/hostile-replies';
import { serveHyperliquid, serveLighter, servePacifica } from '../../markets/venue-stubs';
import type { PanelSelection } from '../../../src/panel-contract/panel-selection';
import { renderInProviders, testPanelApi } from '../../test-utils';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

const hiddenOthers: BuiltInVenueId[] = ['aster', 'edgex', 'backpack'];

function renderPanel(change: Partial<OpenInterestState> = {}) {
  const saveState = vi.fn<(state: OpenInterestState) => void>();
  const utils = renderInProviders(
    <OpenInterestPanel
      title="Open Interest"
      params={undefined}
      initialState={{ ...DEFAULT_OPEN_INTEREST_STATE, hiddenVenues: hiddenOthers, ...change }}
      saveState={saveState}
      api={testPanelApi()}
      selection={null}
    />,
  );
  return { ...utils, saveState, table: () => screen.getByRole('table', { name: /by market and venue$/ }) };
}

function serveMarkets() {
  serveHyperliquid([
    { symbol: 'BTC', hourly: 0.00001, price: 97_000, openInterestUsd: 300e6, volumeUsd: 900e6 },
    { symbol: 'SOL', hourly: 0.00002, price: 180, openInterestUsd: 40e6, volumeUsd: 50e6 },
  ]);
  serveLighter([{ symbol: 'BTC', hourly: 0.00003, price: 97_100, openInterestUsd: 100e6, volumeUsd: 100e6 }]);
  servePacifica([
    { symbol: 'SOL', hourly: -0.00001, price: 180.5, openInterestUsd: 10e6, volumeUsd: 30e6 },
    { symbol: 'WIF', hourly: 0.0001, price: 1.9, openInterestUsd: 2e6, volumeUsd: 4e6 },
  ]);
}

function cellsOf(row: HTMLElement | null): string[] {
  return [...(row?.children ?? [])].map((cell) => cell.textContent ?? '');
}

async function rowOf(table: HTMLElement, market: string) {
  return cellsOf((await within(table).findByRole('rowheader', { name: market })).closest('tr'));
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Open Interest', () => {
  it("gives each market its open interest per venue, each venue's share, the total, and totals per venue", async () => {
    serveMarkets();
    const { table } = renderPanel();
    expect(await rowOf(table(), 'BTC')).toEqual([
      'BTC',
      '—',
      '$300M75% of the market',
      '$100M25% of the market',
      '$400M',
    ]);
    expect(await rowOf(table(), 'SOL')).toEqual(['SOL', '$10M20% of the market', '$40M80% of the market', '—', '$50M']);
    const totals = within(table()).getByRole('rowheader', { name: 'All listed markets' }).closest('tr');
    expect(cellsOf(totals)).toEqual(['All listed markets', '$12M', '$340M', '$100M', '$452M']);
  });

  it('tells linked panels the market clicked, marks one chosen in a linked panel, and says so when it has none', async () => {
    serveMarkets();
    const api = testPanelApi();
    /** The panel, and what a linked panel would hand it. */
    function Linked() {
      const [selection, setSelection] = useState<PanelSelection | null>(null);
      return (
        <>
          <button type="button" onClick={() => setSelection({ kind: 'market', base: 'BTC' })}>
            Hand BTC
          </button>
          <button type="button" onClick={() => setSelection({ kind: 'market', base: 'DOGE' })}>
            Hand DOGE
          </button>
          <OpenInterestPanel
            title="Open Interest"
            params={undefined}
            initialState={{ ...DEFAULT_OPEN_INTEREST_STATE, hiddenVenues: hiddenOthers }}
            saveState={vi.fn()}
            api={api}
            selection={selection}
          />
        </>
      );
    }
    const { user } = renderInProviders(<Linked />);
    const table = screen.getByRole('table', { name: /by market and venue$/ });
    await user.click(await within(table).findByRole('rowheader', { name: 'SOL' }));
    expect(api.select).toHaveBeenLastCalledWith({ kind: 'market', base: 'SOL' });
    expect(within(table).getByRole('rowheader', { name: 'SOL' }).closest('tr')).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Hand BTC' }));
    expect(within(table).getByRole('rowheader', { name: 'BTC' }).closest('tr')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(table).getByRole('rowheader', { name: 'SOL' }).closest('tr')).not.toHaveAttribute('aria-selected');
    expect(api.select).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Hand DOGE' }));
    expect(screen.getByText(/DOGE is not in this table/)).toBeInTheDocument();
  });

  it('shows 24 h volume, mark prices (averaged) or funding instead, and keeps the choice', async () => {
    serveMarkets();
    const { user, table, saveState } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    await user.click(screen.getByRole('button', { name: '24 h volume' }));
    expect(screen.getByRole('table', { name: '24 h volume by market and venue' })).toBeInTheDocument();
    expect(await rowOf(table(), 'BTC')).toEqual([
      'BTC',
      '—',
      '$900M90% of the market',
      '$100M10% of the market',
      '$1B',
    ]);
    await user.click(screen.getByRole('button', { name: 'Mark price' }));
    expect(within(table()).getByRole('columnheader', { name: 'Average' })).toBeInTheDocument();
    expect(await rowOf(table(), 'BTC')).toEqual(['BTC', '—', '$97,000.0', '$97,100.0', '$97,050.0']);
    expect(within(table()).queryByRole('rowheader', { name: 'All listed markets' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Funding (APR)' }));
    expect(await rowOf(table(), 'SOL')).toEqual(['SOL', '-8.76%', '17.52%', '—', '4.38%']);
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ metric: 'funding' }));
  });

  it('sorts by total open interest first, and by any venue or name on request', async () => {
    serveMarkets();
    const { user, table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    expect(rowNames(table()).slice(0, 3)).toEqual(['BTC', 'SOL', 'WIF']);
    await user.click(within(table()).getByRole('button', { name: 'Pacifica' }));
    expect(rowNames(table()).slice(0, 3)).toEqual(['SOL', 'WIF', 'BTC']);
    await user.click(within(table()).getByRole('button', { name: 'Total' }));
    await user.click(within(table()).getByRole('button', { name: 'Total' }));
    expect(rowNames(table()).slice(0, 3)).toEqual(['WIF', 'SOL', 'BTC']);
    expect(within(table()).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by name and minimum volume, and totals only what is listed', async () => {
    serveMarkets();
    const { user, table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    await user.type(screen.getByLabelText('Min. 24h vol. (USD)'), '40m');
    expect(rowNames(table())).toEqual(['BTC', 'SOL', 'All listed markets']);
    expect(await rowOf(table(), 'SOL')).toEqual(['SOL', '—', '$40M100% of the market', '—', '$40M']);
    await user.type(screen.getByLabelText('Market'), 'btc');
    expect(cellsOf(within(table()).getByRole('rowheader', { name: 'All listed markets' }).closest('tr'))).toEqual([
      'All listed markets',
      '—',
      '$300M',
      '$100M',
      '$400M',
    ]);
  });

  it('says Aster publishes no open interest without a key', async () => {
    serveMarkets();
    const { table } = renderPanel({ hiddenVenues: ['edgex', 'backpack', 'pacifica', 'lighter'] });
    const cell = await within(table()).findAllByTitle('Aster does not publish this without an API key');
    expect(cell[0]).toHaveTextContent('n/a');
  });

  it('marks a venue that fails and keeps its last figures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveMarkets();
    const { table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'WIF' });
    server.use(http.get(`${VENUE_URLS.pacifica}/api/v1/info/prices`, () => HttpResponse.html('<h1>oops</h1>')));
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(
      await screen.findByText(/^Pacifica is unavailable \(its reply is not data\): its figures are the last it sent/),
    ).toBeInTheDocument();
    expect(await rowOf(table(), 'WIF')).toEqual(['WIF', '$2M100% of the market', '—', '—', '$2M']);
  });

  describe.each(HOSTILE_REPLIES)('when Hyperliquid answers with $name', ({ reason, slow, serve }) => {
    it('marks only Hyperliquid unavailable and totals the other venues', async () => {
      if (slow) vi.useFakeTimers({ shouldAdvanceTime: true });
      serveMarkets();
      serve();
      const { table } = renderPanel();
      await within(table()).findByRole('rowheader', { name: 'WIF' });
      if (slow) await act(() => vi.advanceTimersByTimeAsync(15_100));
      expect(
        await screen.findByText(`Hyperliquid is unavailable (${reason}) and has sent nothing usable yet.`),
      ).toBeInTheDocument();
      expect(await rowOf(table(), 'BTC')).toEqual(['BTC', '—', '—', '$100M100% of the market', '$100M']);
      expect(await rowOf(table(), 'SOL')).toEqual(['SOL', '$10M100% of the market', '—', '—', '$10M']);
    });
  });

  it('keeps only a state of its own with the layout', () => {
    expect(openInterestPanel.checkState({ ...DEFAULT_OPEN_INTEREST_STATE, metric: 'volume' })).toBe('readable');
    expect(openInterestPanel.checkState({ metric: 'volume' })).toBe('unreadable');
  });
});
