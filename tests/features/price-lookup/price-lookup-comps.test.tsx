import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const sold = (tokenMint: string, priceUSD: number, grade = 9) => ({
  type: 'new_sale',
  data: {
    tokenMint,
    timestamp: Date.now(),
    psaId: '12345678',
    grade,
    priceUSD,
    link: `https://courtyard.io/a/${tokenMint}`,
  },
});

describe('ID to Price with comps', () => {
  it('shows the sales seen of the card it priced, at that grade, under its figure', async () => {
    storeDemoSession();
    const clients = trackConnections();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'Collector Crypt Sales');
    const sales = await screen.findByRole('region', { name: 'Collector Crypt Sales' });
    expect(await within(sales).findByRole('status')).toHaveTextContent('Feed: Connected');
    await waitFor(() => expect(clients).toHaveLength(1));
    for (const message of [sold('S1', 300), sold('S2', 500), sold('S3', 9000, 10)]) {
      clients[0]?.send(JSON.stringify(message));
    }
    expect(await within(sales).findAllByRole('listitem')).toHaveLength(3);

    await openFromMenu(user, 'ID to Price');
    const panel = await screen.findByRole('region', { name: 'ID to Price' });
    await user.type(await within(panel).findByLabelText('Certificate ID'), '12345678');
    await user.click(within(panel).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: '9' }));
    await user.click(within(panel).getByRole('button', { name: 'Get price' }));
    const result = await within(panel).findByRole('region', { name: 'Result' });
    expect(within(result).getByText(/^2 sales seen · median \$400\.00 · last /)).toBeInTheDocument();
    const list = within(result).getByRole('list', { name: 'Sales seen of this card and grade' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    // Two sales far below Alt's estimate at PSA 9: the estimate is not to be trusted on their word.
    expect(within(result).getByText('Low confidence')).toHaveAttribute(
      'title',
      expect.stringMatching(
        /^Low confidence: 2 sales seen, the last (now|\d+ seconds? ago); prices 25% from their median; their median \d+% from the valuation's predicted price: they disagree\./,
      ),
    );
  });

  it('says when no sale of the card and grade has been seen', async () => {
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await openFromMenu(user, 'ID to Price');
    const panel = await screen.findByRole('region', { name: 'ID to Price' });
    await user.type(await within(panel).findByLabelText('Certificate ID'), '12345678');
    await user.click(within(panel).getByRole('button', { name: 'Get price' }));
    const result = await within(panel).findByRole('region', { name: 'Result' });
    expect(within(result).getByText('No sale of this card and grade seen yet.')).toBeInTheDocument();
    expect(within(result).getByText('Medium confidence')).toHaveAttribute(
      'title',
      expect.stringContaining(
        "Medium confidence: no sale of this card and grade seen here; the valuation's predicted price, with no sale here to check it against.",
      ),
    );
  });
});
