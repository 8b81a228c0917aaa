import { screen, waitFor, within } from '@testing-library/react';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { i18n } from '../../../src/i18n';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const feed = ws.link(env.liveFeedUrl);

describe('the feed in Italian', () => {
  it("writes prices and percentages the Italian way, and says 'Voto' for the grade", async () => {
    await i18n.changeLanguage('it');
    const sent: ((message: unknown) => void)[] = [];
    server.use(
      feed.addEventListener('connection', ({ client }) => {
        sent.push((message) => client.send(JSON.stringify(message)));
      }),
    );
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Collector Crypt – Annunci');
    const panel = await screen.findByRole('region', { name: 'Collector Crypt – Annunci' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('Flusso: Connesso');
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]?.({
      type: 'new_listing',
      data: {
        tokenMint: 'MintIt',
        timestamp: Date.now(),
        name: 'Umbreon VMAX',
        psaId: '87654321',
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
    expect(within(row).getByText('PSA 87654321 · Voto 10')).toBeInTheDocument();
    expect(within(row).getByText('1234,5 SOL · 171,30 USD')).toBeInTheDocument();
    expect(within(row).getByText('Affare · 32,90 USD sotto (19,2 %)')).toBeInTheDocument();
  });
});
