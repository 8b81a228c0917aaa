import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { serveLighter } from '../../markets/venue-stubs';
import {
  figures,
  HOUR,
  leg,
  LIGHTER_LONG,
  openStrategy,
  PACIFICA,
  pacificaShort,
  saveStrategies,
  serveLighterPositions,
  servePacificaAccount,
  serveSolMarkets,
} from './strategy-fixtures';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

afterEach(() => vi.useRealTimers());

describe('watching a strategy’s legs', () => {
  it('a balanced pair: both legs’ positions, the state, the verdict, the hold and the funding since the opening', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount(
      [pacificaShort('1.19')],
      [
        { history_id: 1, symbol: 'SOL', side: 'ask', amount: '1.19', payout: '0.45', created_at: Date.now() - HOUR },
        { history_id: 2, symbol: 'SOL', side: 'ask', amount: '1', payout: '9', created_at: Date.now() - 40 * HOUR },
      ],
    );
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(
      await within(watch).findByText('Open: long Lighter 1.2 SOL / short Pacifica 1.19 SOL, balanced'),
    ).toBeInTheDocument();
    expect(await within(watch).findByText('Holding: spread 17.52% ≥ Y (5.00%)')).toBeInTheDocument();
    expect(within(watch).getByText('Held 30 h of 168 h')).toBeInTheDocument();
    // Pacifica's payment within the hold, less its opening fill's fee; the payment before the opening is not counted.
    expect(within(watch).getByText('Since the opening: funding +$0.45, fees $0.10, net +$0.35')).toBeInTheDocument();
    expect(within(watch).getByText('Not counted: Lighter (fills and funding not read).')).toBeInTheDocument();

    const lighter = leg(watch, 'Lighter perpetual leg');
    expect(figures(within(lighter).getByRole('table', { name: 'Lighter position' }))).toEqual([
      ['Side', 'Long'],
      ['Size', '1.2 SOL'],
      ['Notional', '$222.00'],
      ['Entry', '$180.00'],
      ['Mark', '$185.00'],
      ['Unrealised PnL', '+$6.00'],
      ['Liquidation', '$148.00 (20% away)'],
    ]);
    expect(within(lighter).getByText(/Lighter serves fills and funding only with an auth token/)).toBeInTheDocument();
    const pacifica = leg(watch, 'Pacifica perpetual leg');
    // Pacifica sends no mark: the market data's prices the position (short 1.19 from 180 to 185: −$5.95).
    expect(figures(within(pacifica).getByRole('table', { name: 'Pacifica position' }))).toEqual([
      ['Side', 'Short'],
      ['Size', '1.19 SOL'],
      ['Notional', '$220.15'],
      ['Entry', '$180.00'],
      ['Mark', '$185.00'],
      ['Unrealised PnL', '-$5.95'],
      ['Liquidation', '$222.00 (20% away)'],
      ['Funding since opening', '+$0.45'],
      ['Fees since opening', '$0.10'],
    ]);
  });

  it('a refresh brings a leg’s new position into its card and the pair’s state', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.19')]);
    const { watch, user } = await openStrategy('Lighter and Pacifica Funding Rate');
    const lighter = leg(watch, 'Lighter perpetual leg');
    expect(await within(lighter).findByText('1.2 SOL')).toBeInTheDocument();
    serveLighterPositions([{ ...LIGHTER_LONG, position: '1.5' }]);
    await user.click(within(watch).getByRole('button', { name: 'Read every source again now' }));
    expect(await within(lighter).findByText('1.5 SOL')).toBeInTheDocument();
    expect(within(watch).getByText(/^Imbalanced: legs differ by/)).toBeInTheDocument();
  });

  it('one leg only: names the missing leg', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([]);
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(await within(watch).findByText('Open with one leg only: Pacifica short missing')).toBeInTheDocument();
    expect(within(leg(watch, 'Pacifica perpetual leg')).getByText('No SOL position on Pacifica.')).toBeInTheDocument();
  });

  it('imbalanced: says by how much, and the verdict follows the held spread against Y', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL', closeSpreadApr: 18 } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.104')]);
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(
      await within(watch).findByText(
        'Imbalanced: legs differ by 8 % (long Lighter 1.2 SOL / short Pacifica 1.104 SOL)',
      ),
    ).toBeInTheDocument();
    expect(await within(watch).findByText('Would close now: spread 17.52% < Y (18.00%)')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('it'));
    expect(
      await within(watch).findByText(
        'Sbilanciata: le gambe differiscono di 8 % (Long Lighter 1,2 SOL / Short Pacifica 1,104 SOL)',
      ),
    ).toBeInTheDocument();
    expect(within(watch).getByText('Chiuderebbe ora: spread 17,52% < Y (18,00%)')).toBeInTheDocument();
  });

  it('flat: would open when the spread reaches X', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL', openSpreadApr: 15 } });
    serveSolMarkets();
    serveLighterPositions([]);
    servePacificaAccount([]);
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(await within(watch).findByText('Flat')).toBeInTheDocument();
    expect(await within(watch).findByText('Would open now: spread 17.52% ≥ X (15.00%)')).toBeInTheDocument();
    expect(within(watch).queryByText(/^Held/)).toBeNull();
  });

  it('a venue that cannot be read key-less says so in its leg; the other leg still shows', async () => {
    saveStrategies(
      { lighterAsterFundingRate: { market: 'SOL' } },
      { aster: '0x2222222222222222222222222222222222222222' },
    );
    serveLighterPositions([LIGHTER_LONG]);
    serveLighter([{ symbol: 'SOL', hourly: 0.00001, price: 185 }]);
    // Aster 0.01 % per 8 h on SOL: 0.00125 %/h, so long Lighter / short Aster earns 0.00025 %/h, 2.19 % APR.
    server.use(
      http.get(`${VENUE_URLS.aster}/fapi/v3/premiumIndex`, () =>
        HttpResponse.json([{ symbol: 'SOLUSDT', markPrice: '185', lastFundingRate: '0.0001', nextFundingTime: 1 }]),
      ),
      http.get(`${VENUE_URLS.aster}/fapi/v3/fundingInfo`, () => HttpResponse.json([])),
      http.get(`${VENUE_URLS.aster}/fapi/v3/ticker/24hr`, () => HttpResponse.json([])),
    );
    const { watch } = await openStrategy('Lighter and Aster Funding Rate');
    const aster = leg(watch, 'Aster perpetual leg');
    expect(
      await within(aster).findByText(/^Aster serves account data only to requests signed with the account's API key/),
    ).toBeInTheDocument();
    expect(
      await within(watch).findByText('Partly known: long Lighter 1.2 SOL; Aster perpetual not read'),
    ).toBeInTheDocument();
    // The Lighter long is known to be open: it is judged as the pair should be held, short on Aster.
    expect(await within(watch).findByText('Would close now: spread 2.19% < Y (5.00%)')).toBeInTheDocument();
    expect(
      within(leg(watch, 'Lighter perpetual leg')).getByRole('table', { name: 'Lighter position' }),
    ).toBeInTheDocument();
  });

  it('a venue without an address in its settings, and an address with no account, each say so', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } }, { lighter: '' });
    server.use(
      http.get(PACIFICA('account'), () =>
        HttpResponse.json({ success: false, data: null, error: 'Account not found', code: 1 }, { status: 404 }),
      ),
    );
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(
      within(leg(watch, 'Lighter perpetual leg')).getByText(
        'No Lighter account address: add it in Volume Bot → Settings → Lighter.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(leg(watch, 'Pacifica perpetual leg')).findByText('Pacifica has no account at this address.'),
    ).toBeInTheDocument();
  });

  it('a venue that is down or answers nonsense costs only its own leg', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    server.use(http.get(PACIFICA('account'), () => new HttpResponse('down', { status: 503 })));
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(
      await within(leg(watch, 'Pacifica perpetual leg')).findByText('Pacifica could not be read (error 503).'),
    ).toBeInTheDocument();
    expect(
      within(leg(watch, 'Lighter perpetual leg')).getByRole('table', { name: 'Lighter position' }),
    ).toBeInTheDocument();
    expect(
      within(watch).getByText('Partly known: long Lighter 1.2 SOL; Pacifica perpetual not read'),
    ).toBeInTheDocument();
  });

  it('malformed replies and hostile figures: refused or shown as text, never markup', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([
      { ...LIGHTER_LONG, position: '1e308' },
      { ...LIGHTER_LONG, symbol: '<img src=x onerror=alert(1)>' },
    ]);
    server.use(
      http.get(PACIFICA('account'), () => HttpResponse.json({ success: true, data: { account_equity: 'NaN' } })),
    );
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    const lighter = leg(watch, 'Lighter perpetual leg');
    expect(
      await within(lighter).findByText('One SOL position did not make sense (size) and is left out.'),
    ).toBeInTheDocument();
    expect(within(lighter).getByText('No SOL position on Lighter.')).toBeInTheDocument();
    expect(watch.querySelector('img')).toBeNull();
    expect(
      await within(leg(watch, 'Pacifica perpetual leg')).findByText(
        'Pacifica could not be read (its reply is in a format this app does not know).',
      ),
    ).toBeInTheDocument();
  });

  it('a venue slower than 15 s is given up on, in its leg only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    server.use(
      http.get(PACIFICA('account'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    await within(leg(watch, 'Lighter perpetual leg')).findByRole('table', { name: 'Lighter position' });
    // While Pacifica's first read is on its way, the pair's state is not claimed.
    expect(within(watch).getByText("Reading the venues' accounts…")).toBeInTheDocument();
    expect(within(watch).queryByText(/^Partly known/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(
      await within(leg(watch, 'Pacifica perpetual leg')).findByText(
        'Pacifica could not be read (no reply within 15 s).',
      ),
    ).toBeInTheDocument();
    expect(
      within(watch).getByText('Partly known: long Lighter 1.2 SOL; Pacifica perpetual not read'),
    ).toBeInTheDocument();
  });

  it('says the funding since the opening is being read while the fills and funding are on their way', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.19')]);
    server.use(
      http.get(PACIFICA('funding/history'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(await within(watch).findByText(/, balanced$/)).toBeInTheDocument();
    expect(within(watch).getByText('Reading fills and funding…')).toBeInTheDocument();
  });

  it('funding still coming after the pages read: says the figures since the opening are low, and still shows them', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.19')]);
    // Pacifica's funding history, a payment a minute, newest first, always with more: the ten pages read reach back
    // under 17 h, and the pair opened 30 h ago.
    const now = Date.now();
    server.use(
      http.get(PACIFICA('funding/history'), ({ request }) => {
        const cursor = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
        const data = Array.from({ length: 100 }, (_, index) => ({
          history_id: cursor * 100 + index,
          symbol: 'SOL',
          side: 'ask',
          amount: '1.19',
          payout: '0.01',
          created_at: now - (cursor * 100 + index + 1) * 60_000,
        }));
        return HttpResponse.json({ success: true, data, next_cursor: String(cursor + 1), has_more: true });
      }),
    );
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(
      await within(watch).findByText(
        /^Not all of the accounts' history could be read: funding, fees and time held before .+ are missing\.$/,
      ),
    ).toBeInTheDocument();
    // The 1,000 payments read are still counted.
    expect(within(watch).getByText('Since the opening: funding +$10.00, fees $0.10, net +$9.90')).toBeInTheDocument();
  });

  it('a history read in full says nothing of the kind', async () => {
    saveStrategies({ lighterPacificaFundingRate: { market: 'SOL' } });
    serveSolMarkets();
    serveLighterPositions([LIGHTER_LONG]);
    servePacificaAccount([pacificaShort('1.19')]);
    const { watch } = await openStrategy('Lighter and Pacifica Funding Rate');
    expect(await within(watch).findByText(/^Since the opening:/)).toBeInTheDocument();
    expect(within(watch).queryByText(/could be read/)).toBeNull();
  });

  it('asks to save a strategy before watching it', async () => {
    saveStrategies({});
    storeDemoSession();
    const utils = renderApp('/dashboard');
    await openFromMenu(utils.user, 'Volume Bot', 'Bot', 'Lighter and Pacifica Funding Rate');
    const panel = await screen.findByRole('region', { name: 'Lighter and Pacifica Funding Rate' });
    expect(await within(panel).findByText('Save this strategy to watch its positions here.')).toBeInTheDocument();
  });
});
