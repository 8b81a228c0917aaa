import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { server } from '../../server';
import { servePacifica } from '../../markets/venue-stubs';
import { figures, leg, openStrategy, pacificaShort, saveStrategies, servePacificaAccount } from './strategy-fixtures';
import { VENUE_URLS } from '../../../src/markets/venue-sources';

const CBBTC = 'cbbtcf3aa214zXHbiAZQwf4122FBYbraNdFqgw4iMij';

/** The Solana node: the wallet's SOL (lamports), and a token's accounts by mint; what it was asked is kept. */
function serveWallet({ lamports = 0, tokens = {} }: { lamports?: number; tokens?: Record<string, string[]> }) {
  const asked: { method: string; mint: unknown }[] = [];
  server.use(
    http.post(env.solanaRpcUrl, async ({ request }) => {
      const body = (await request.json()) as { id: unknown; method: string; params: [string, { mint?: string }?] };
      const mint = body.params[1]?.mint;
      asked.push({ method: body.method, mint });
      const value =
        body.method === 'getBalance'
          ? lamports
          : (tokens[mint ?? ''] ?? []).map((amount) => ({
              pubkey: body.params[0],
              account: { data: { parsed: { info: { tokenAmount: { amount, decimals: 8 } } } } },
            }));
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value } });
    }),
  );
  return asked;
}

// A new session for each test: no alerts listed.

describe('a cash-and-carry’s spot leg, held in the Solana wallet of the Pacifica account', () => {
  it('reads the wallet’s SOL as the long against the Pacifica short: balanced, the spot leg named apart', async () => {
    saveStrategies({ pacificaDeltaNeutral: { market: 'SOL' } });
    servePacifica([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
    servePacificaAccount([pacificaShort('1.19')]);
    serveWallet({ lamports: 1_200_000_000 });
    const { watch } = await openStrategy('Pacifica Delta Neutral');
    expect(
      await within(watch).findByText('Open: long Pacifica spot 1.2 SOL / short Pacifica 1.19 SOL, balanced'),
    ).toBeInTheDocument();
    const spot = leg(watch, 'Pacifica spot leg');
    expect(figures(within(spot).getByRole('table', { name: 'Pacifica position' }))).toEqual([
      ['Side', 'Long'],
      ['Size', '1.2 SOL'],
      ['Notional', '$222.00'],
      ['Entry', '—'],
      ['Mark', '$185.00'],
      ['Unrealised PnL', '—'],
      ['Liquidation', '—'],
    ]);
    expect(within(spot).getByText(/^The spot leg is what this Solana wallet holds/)).toBeInTheDocument();
  });

  it('earns the perpetual’s funding: holding at Pacifica’s rate, not "would close" at a spread of 0', async () => {
    saveStrategies({ pacificaDeltaNeutral: { market: 'SOL' } });
    // 0.003 %/h: 26.28 % APR, above Y (5 %).
    servePacifica([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
    servePacificaAccount([pacificaShort('1.19')]);
    serveWallet({ lamports: 1_200_000_000 });
    const { watch } = await openStrategy('Pacifica Delta Neutral');
    expect(await within(watch).findByText('Holding: spread 26.28% ≥ Y (5.00%)')).toBeInTheDocument();
  });

  it('alerts about the spot leg by its name when the wallet holds none', async () => {
    saveStrategies({ pacificaDeltaNeutral: { market: 'SOL' } });
    servePacifica([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
    servePacificaAccount([pacificaShort('1.19')]);
    serveWallet({ lamports: 0 });
    const { user, panel, watch } = await openStrategy('Pacifica Delta Neutral');
    expect(await within(watch).findByText('Open with one leg only: Pacifica spot long missing')).toBeInTheDocument();
    const alerts = within(panel).getByRole('region', { name: 'Alerts' });
    await user.click(within(alerts).getByRole('switch', { name: 'Alert me about this strategy' }));
    await user.click(await within(alerts).findByRole('button', { name: 'Alerts (1)' }));
    const list = await screen.findByRole('dialog', { name: 'Alerts of this strategy' });
    expect(within(list).getByText('Pacifica spot leg missing')).toBeInTheDocument();
  });

  it('reads BTC as its token (cbBTC) and says when the wallet holds none while the short is open', async () => {
    saveStrategies({ pacificaDeltaNeutral: { market: 'BTC' } });
    servePacifica([{ symbol: 'BTC', hourly: 0.00003, price: 90_000 }]);
    servePacificaAccount([{ ...pacificaShort('0.01'), symbol: 'BTC' }]);
    const asked = serveWallet({ tokens: {} });
    const { watch } = await openStrategy('Pacifica Delta Neutral');
    expect(await within(watch).findByText('Open with one leg only: Pacifica spot long missing')).toBeInTheDocument();
    expect(within(leg(watch, 'Pacifica spot leg')).getByText('No BTC position on Pacifica.')).toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining([{ method: 'getTokenAccountsByOwner', mint: CBBTC }]));
    expect(asked.some((call) => call.method === 'getBalance')).toBe(false);
  });

  it('a wallet that cannot be read costs only its leg', async () => {
    saveStrategies({ pacificaDeltaNeutral: { market: 'SOL' } });
    servePacifica([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
    servePacificaAccount([pacificaShort('1.19')]);
    server.use(http.post(env.solanaRpcUrl, () => HttpResponse.html('<html>blocked</html>')));
    const { watch } = await openStrategy('Pacifica Delta Neutral');
    const spot = leg(watch, 'Pacifica spot leg');
    expect(await within(spot).findByText(/^The Solana wallet could not be read/)).toBeInTheDocument();
    expect(
      within(watch).getByText('Partly known: short Pacifica 1.19 SOL; Pacifica spot not read'),
    ).toBeInTheDocument();
    expect(
      within(leg(watch, 'Pacifica perpetual leg')).getByRole('table', { name: 'Pacifica position' }),
    ).toBeInTheDocument();
  });

  it('an asset the wallet is not read for says so, and nothing is asked of the node', async () => {
    saveStrategies({ pacificaDeltaNeutral: { market: 'DOGE' } });
    servePacifica([{ symbol: 'DOGE', hourly: 0.00003, price: 0.2 }]);
    servePacificaAccount([]);
    const asked = serveWallet({});
    const { watch } = await openStrategy('Pacifica Delta Neutral');
    expect(
      await within(leg(watch, 'Pacifica spot leg')).findByText(
        /^DOGE held spot is not read: from a Solana wallet, SOL/,
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('Aster’s spot account is behind a key: its spot leg says so, its perpetual leg says why it is not read', async () => {
    saveStrategies(
      { asterDeltaNeutralSpot: { market: 'SOL' } },
      { aster: '0x2222222222222222222222222222222222222222' },
    );
    server.use(
      http.get(`${VENUE_URLS.aster}/fapi/v3/premiumIndex`, () =>
        HttpResponse.json([{ symbol: 'SOLUSDT', markPrice: '185', lastFundingRate: '0.0001', nextFundingTime: 1 }]),
      ),
      http.get(`${VENUE_URLS.aster}/fapi/v3/fundingInfo`, () => HttpResponse.json([])),
      http.get(`${VENUE_URLS.aster}/fapi/v3/ticker/24hr`, () => HttpResponse.json([])),
    );
    const asked = serveWallet({});
    const { watch } = await openStrategy('Aster Delta Neutral Spot');
    expect(
      await within(leg(watch, 'Aster spot leg')).findByText(
        'Aster keeps spot balances behind a key: this leg is not read.',
      ),
    ).toBeInTheDocument();
    expect(
      within(leg(watch, 'Aster perpetual leg')).getByText(/^Aster serves account data only to requests signed/),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('a hostile holding is refused, never shown as a figure', async () => {
    saveStrategies({ pacificaDeltaNeutral: { market: 'SOL' } });
    servePacifica([{ symbol: 'SOL', hourly: 0.00003, price: 185 }]);
    servePacificaAccount([pacificaShort('1.19')]);
    serveWallet({ lamports: Number.MAX_VALUE });
    const { watch } = await openStrategy('Pacifica Delta Neutral');
    const spot = leg(watch, 'Pacifica spot leg');
    expect(
      await within(spot).findByText('One SOL position did not make sense (size) and is left out.'),
    ).toBeInTheDocument();
    expect(within(spot).queryByRole('table')).not.toBeInTheDocument();
  });
});
