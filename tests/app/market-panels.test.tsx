import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VENUES, type BuiltInVenueId } from '../../src/markets/model/venues';
import { setSimMarketCount } from '../../src/mocks/venues/market-sim';
import { server } from '../server';
import { openFromMenu, renderApp, storeDemoSession } from '../test-utils';
import { VENUE_URLS } from '../../src/markets/venue-sources';

const READ_PATH: Record<BuiltInVenueId, string> = {
  hyperliquid: '/info',
  aster: '/fapi/v3/premiumIndex',
  lighter: '/api/v1/funding-rates',
  edgex: '/api/v1/public/quote/getTicker',
  pacifica: '/api/v1/info/prices',
  backpack: '/api/v1/markPrices',
};

afterEach(() => setSimMarketCount(null));

function countReads() {
  const reads: Record<string, number> = {};
  const count = (venue: BuiltInVenueId) => (reads[venue] = (reads[venue] ?? 0) + 1);
  const onStart = ({ request }: { request: Request }) => {
    for (const venue of VENUES) {
      if (request.url !== `${VENUE_URLS[venue]}${READ_PATH[venue]}`) continue;
      // Hyperliquid's /info also answers the funding history the panels read for the markets on screen: only its
      // market data counts here.
      if (venue !== 'hyperliquid') count(venue);
      else
        void request
          .clone()
          .json()
          .then((body: { type?: string }) => body.type === 'metaAndAssetCtxs' && count(venue));
    }
  };
  server.events.on('request:start', onStart);
  return { reads, stop: () => server.events.removeListener('request:start', onStart) };
}

describe('the market panels in the workspace', () => {
  it('open from Features, share one read per venue, and read nothing once both are closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeDemoSession();
    const counter = countReads();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Funding Rate');
    const funding = await screen.findByRole('region', { name: 'Funding Rate' });
    await within(funding).findByRole('rowheader', { name: 'BTC' });
    await openFromMenu(user, 'Open Interest');
    const interest = await screen.findByRole('region', { name: 'Open Interest' });
    await within(interest).findByRole('rowheader', { name: 'BTC' });
    expect(counter.reads).toEqual({ aster: 1, pacifica: 1, edgex: 1, hyperliquid: 1, lighter: 1, backpack: 1 });
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(Object.values(counter.reads)).toEqual([2, 2, 2, 2, 2, 2]);
    await user.click(within(funding).getByRole('button', { name: 'Close Funding Rate' }));
    await user.click(within(interest).getByRole('button', { name: 'Close Open Interest' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(Object.values(counter.reads)).toEqual([2, 2, 2, 2, 2, 2]);
    counter.stop();
  });

  it('puts only the rows in view into the page when there are many markets', async () => {
    setSimMarketCount(150);
    // jsdom lays nothing out: give every element the size of a 600 px high panel body.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Funding Rate');
    const panel = await screen.findByRole('region', { name: 'Funding Rate' });
    const table = await within(panel).findByRole('table', { name: 'Funding rates by market and venue' });
    await within(table).findAllByRole('rowheader', { name: /^BENCH/ });
    expect(table).toHaveAttribute('aria-rowcount', '151');
    const rendered = within(table).getAllByRole('rowheader');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]?.closest('tr')).toHaveAttribute('aria-rowindex', '2');
  });
});
