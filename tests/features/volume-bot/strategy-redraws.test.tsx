import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { servePacifica } from '../../markets/venue-stubs';
import {
  LIGHTER_LONG,
  openStrategy,
  pacificaShort,
  saveStrategies,
  serveLighterPositions,
  servePacificaAccount,
  serveSolMarkets,
} from './strategy-fixtures';

afterEach(() => vi.useRealTimers());

/** How many times a text was asked for since the spy began: each draw of a part asks for its own words again. */
function drawsOf(spy: { mock: { calls: unknown[][] } }, key: string) {
  return spy.mock.calls.filter(([asked]) => asked === key).length;
}

describe('a strategy panel when its venues’ market data arrives', () => {
  it('draws the live figures and the watch again, not the settings fields nor the alert settings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.19')]);
    const { panel, watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    const legs = await within(panel).findByRole('table', { name: 'Legs' });
    expect(within(legs).getByText('26.28%')).toBeInTheDocument();
    expect(await within(watch).findByText('Holding: spread 17.52% ≥ Y (5.00%)')).toBeInTheDocument();

    const t = vi.spyOn(i18n, 't');
    // Pacifica's SOL funding goes from 0.003 %/h to 0.005 %/h at the next read (every 10 s).
    servePacifica([{ symbol: 'SOL', hourly: 0.00005, price: 185 }]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await within(legs).findByText('43.80%')).toBeInTheDocument();
    expect(within(watch).getByText('Holding: spread 35.04% ≥ Y (5.00%)')).toBeInTheDocument();
    // The parts that show the market data were drawn again…
    expect(drawsOf(t, 'volumeBot.strategy.figuresNote')).toBeGreaterThan(0);
    expect(drawsOf(t, 'volumeBot.watch.heading')).toBeGreaterThan(0);
    // …the fields (an Autocomplete and five TextFields) and the alert settings were not: nothing of theirs changed.
    expect(drawsOf(t, 'volumeBot.strategy.size')).toBe(0);
    expect(drawsOf(t, 'volumeBot.strategy.maxHold')).toBe(0);
    expect(drawsOf(t, 'volumeBot.alerts.title')).toBe(0);
    // The legs' positions are what they were (the mark did not move): their cards were not drawn again either.
    expect(drawsOf(t, 'volumeBot.watch.rows.side')).toBe(0);
    t.mockRestore();
  });

  it('a leg whose position changed at a refresh is drawn again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.19')]);
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(await within(watch).findByText('Holding: spread 17.52% ≥ Y (5.00%)')).toBeInTheDocument();

    // A leg that changes is drawn again.
    const changed = vi.spyOn(i18n, 't');
    serveLighterPositions([{ ...LIGHTER_LONG, position: '1.5' }]);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await within(watch).findByText('1.5 SOL')).toBeInTheDocument();
    expect(drawsOf(changed, 'volumeBot.watch.rows.side')).toBeGreaterThan(0);
    changed.mockRestore();
  });
});
