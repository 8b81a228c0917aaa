import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { servePacifica, type StubMarket } from '../../markets/venue-stubs';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

afterEach(() => vi.useRealTimers());

/** Pacifica's markets with SOL at `sol` and BTC's funding per hour at `btcHourly`. */
const pacificaMarkets = (sol: number, btcHourly: number): StubMarket[] => [
  { symbol: 'SOL', hourly: 0.00001, price: sol },
  { symbol: 'BTC', hourly: btcHourly, price: 97_000 },
];

type TranslateSpy = { mock: { calls: unknown[][] } };

/** How many times a text was asked for since the spy began (with `venue`, for that venue's only): one per draw. */
function drawsOf(spy: TranslateSpy, key: string, venue?: string) {
  return spy.mock.calls.filter(
    ([asked, options]) =>
      asked === key &&
      (venue === undefined ||
        (typeof options === 'object' && options !== null && 'venue' in options && options.venue === venue)),
  ).length;
}

describe('My Balance when the market data arrives (every 10 s)', () => {
  it('draws again the positions table whose value moved, not the others, the exposure left equal, nor the margin level', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    servePacifica(pacificaMarkets(180, 0.00001));
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Features', 'My Balance');
    const panel = await screen.findByRole('region', { name: 'My Balance' });
    // The demo's Pacifica account holds SOL, valued at Pacifica's mark (the venue sends none).
    const pacifica = await within(panel).findByRole('table', { name: 'Open positions on Pacifica' });
    await within(panel).findByRole('table', { name: 'Open positions on Hyperliquid' });
    const solValue = () =>
      within(pacifica).getByRole('rowheader', { name: 'SOL' }).parentElement?.children[4]?.textContent;
    await waitFor(() => expect(solValue()).toMatch(/^\$/));
    const before = solValue();

    const t = vi.spyOn(i18n, 't');
    servePacifica(pacificaMarkets(200, 0.00001));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(solValue()).not.toBe(before));
    expect(drawsOf(t, 'myBalance.positionsTable', 'Pacifica')).toBeGreaterThan(0);
    expect(drawsOf(t, 'myBalance.positionsTable', 'Hyperliquid')).toBe(0);
    expect(drawsOf(t, 'myBalance.marginLevel')).toBe(0);

    // Only BTC's funding changes: the panel renders again, but no figure it shows moved.
    t.mockClear();
    servePacifica(pacificaMarkets(200, 0.00002));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(drawsOf(t, 'myBalance.total')).toBeGreaterThan(0));
    expect(drawsOf(t, 'myBalance.positionsTable')).toBe(0);
    expect(drawsOf(t, 'myBalance.exposure.title')).toBe(0);
    expect(drawsOf(t, 'myBalance.marginLevel')).toBe(0);
    t.mockRestore();
  });
});
