import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

describe('the feed in Italian', () => {
  it("writes prices and percentages the Italian way, and says 'Voto' for the grade", async () => {
    await i18n.changeLanguage('it');
    const clients = trackConnections();
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Collector Crypt – Annunci');
    const panel = await screen.findByRole('region', { name: 'Collector Crypt – Annunci' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('Flusso: Connesso');
    await waitFor(() => expect(clients).toHaveLength(1));
    const send = (message: unknown) => clients[0]?.send(JSON.stringify(message));
    send({
      type: 'new_listing',
      data: {
        tokenMint: 'MintIt',
        timestamp: Date.now(),
        name: 'Umbreon VMAX',
        psaId: '73027008',
        grade: 10,
        priceSOL: 1234.5,
        priceUSD: 171.3,
        isGoodDeal: true,
        difference: 32.9,
        percentage: 19.2,
      },
    });
    const row = (await within(panel).findByText('Umbreon VMAX')).closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('PSA 73027008 · Voto 10')).toBeInTheDocument();
    expect(within(row).getByText('1234,5 SOL · 171,30 USD')).toBeInTheDocument();
    expect(
      within(row).getByText(
        'Affare · 32,90 USD (19,2 %) sotto il valore di mercato di 204,20 USD · netto 29,47 USD (14,4 %) sotto, costi inclusi',
      ),
    ).toBeInTheDocument();
  });
});
