import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackConnections } from '../../feed-server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';
import { browserAlerts, FakeNotification } from '../../alert-fakes';

// Certificates the test valuation does not know: each card is told by its feed name, and its comps are its sales seen.
const DAY = 86_400_000;
let next = 0;
function frame(kind: 'listing' | 'sale', name: string, grade: number, fields: Record<string, unknown> = {}) {
  next++;
  return JSON.stringify({
    type: kind === 'listing' ? 'new_listing' : 'new_sale',
    data: {
      tokenMint: `Confidence${kind}${next}`,
      timestamp: Date.now(),
      name: `${name} PSA ${grade}`,
      psaId: `7100${next}`,
      grade,
      priceUSD: 400,
      isGoodDeal: false,
      difference: 0,
      percentage: 0,
      ...fields,
    },
  });
}

async function openListings() {
  storeDemoSession();
  const clients = trackConnections();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Collector Crypt Listing');
  const panel = await screen.findByRole('region', { name: 'Collector Crypt Listing' });
  expect(await within(panel).findByRole('status')).toHaveTextContent('Feed: Connected');
  await waitFor(() => expect(clients).toHaveLength(1));
  const send = (message: string) => clients[0]?.send(message);
  const sales = (name: string, grade: number, prices: number[], at = Date.now()) => {
    for (const priceUSD of prices) send(frame('sale', name, grade, { priceUSD, timestamp: at }));
  };
  return { ...utils, panel, send, sales };
}

const rowOf = async (panel: HTMLElement, name: string) => {
  const title = await within(panel).findByRole('button', { name });
  return title.closest('li') as HTMLElement;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a row’s confidence', () => {
  it('is Low with one comp: the row names the value, with no % and no "Good deal", and says why', async () => {
    const { panel, send, sales } = await openListings();
    sales('Gengar', 9, [300]);
    send(frame('listing', 'Gengar', 9, { priceUSD: 200, isGoodDeal: true }));
    const row = await rowOf(panel, 'Gengar PSA 9');
    const badge = await within(row).findByText('Low confidence');
    expect(badge).toHaveAttribute('title', expect.stringMatching(/^Low confidence: 1 sale seen, .*; prices 0% from/));
    expect(badge.getAttribute('title')).toContain('a Low value shows no % and no "Good deal"');
    expect(within(row).getByText('Comps median $300.00')).toBeInTheDocument();
    expect(within(row).queryByText(/Good deal/)).not.toBeInTheDocument();
    // No percentage anywhere: neither the gap to the value nor the price against the comps' median.
    expect(row).not.toHaveTextContent('%');
    expect(within(row).getByRole('button', { name: /^Sales of Gengar PSA 9: / })).toHaveTextContent(
      /^1 sale seen · median \$300\.00 · last \$300\.00, \S.*$/,
    );
  });

  it('is Medium for the feed’s own value with no sale seen to check it, and the deal keeps its figures', async () => {
    const { panel, send } = await openListings();
    send(frame('listing', 'Mew', 10, { priceUSD: 400, difference: 100, percentage: 20, isGoodDeal: true }));
    const row = await rowOf(panel, 'Mew PSA 10');
    expect(within(row).getByText(/^Good deal · \$100\.00 \(20%\) below market value \$500\.00/)).toBeInTheDocument();
    expect(within(row).getByText('Medium confidence')).toHaveAttribute(
      'title',
      expect.stringMatching(
        /^Medium confidence: no sale of this card and grade seen here; the feed's value, with no sale here to check it against\. High: 5\+ sales/,
      ),
    );
  });

  it('is High with five recent, close sales that agree with the feed’s value', async () => {
    const { panel, send, sales } = await openListings();
    sales('Lugia', 10, [500, 510, 490, 505, 495]);
    send(frame('listing', 'Lugia', 10, { priceUSD: 400, difference: 100, percentage: 20, isGoodDeal: true }));
    const row = await rowOf(panel, 'Lugia PSA 10');
    expect(await within(row).findByText('High confidence')).toHaveAttribute(
      'title',
      expect.stringMatching(
        /: 5 sales seen, the last (now|\d+ seconds? ago); prices 1% from their median; their median 0% from the feed/,
      ),
    );
    expect(within(row).getByText(/^Good deal · /)).toBeInTheDocument();
  });

  it('is Low when the sales seen contradict the feed’s value: no "Good deal" on its word alone', async () => {
    const { panel, send, sales } = await openListings();
    sales('Mewtwo', 10, [200, 200, 200]);
    send(frame('listing', 'Mewtwo', 10, { priceUSD: 400, difference: 100, percentage: 20, isGoodDeal: true }));
    const row = await rowOf(panel, 'Mewtwo PSA 10');
    expect(await within(row).findByText('Low confidence')).toHaveAttribute(
      'title',
      expect.stringContaining("their median 150% from the feed's value: they disagree"),
    );
    expect(within(row).getByText('Market value $500.00')).toBeInTheDocument();
    expect(within(row).queryByText(/Good deal/)).not.toBeInTheDocument();
  });

  it('shows the card’s trend when the last 7 days and the 30 before both have sales', async () => {
    const { panel, send, sales } = await openListings();
    sales('Umbreon', 9, [100, 100, 100], Date.now() - 20 * DAY);
    sales('Umbreon', 9, [130, 130, 130]);
    send(frame('listing', 'Umbreon', 9, { priceUSD: 120 }));
    const row = await rowOf(panel, 'Umbreon PSA 9');
    expect(await within(row).findByText('↗ rising')).toHaveAttribute(
      'title',
      'Median of the last 7 days 30% above the 30 days before (3 and 3 sales)',
    );
  });
});

describe('deal alerts at a minimum confidence', () => {
  async function alertsOn(minimum?: string) {
    browserAlerts('granted', 'granted');
    const feed = await openListings();
    const { user, panel } = feed;
    await user.click(within(panel).getByRole('button', { name: 'Deal alerts: off' }));
    const settings = within(panel).getByRole('region', { name: 'Deal alerts' });
    await user.click(within(settings).getByRole('switch', { name: 'Alert me about new deals' }));
    const select = within(settings).getByRole('combobox', { name: 'Minimum confidence' });
    expect(select).toHaveValue('medium');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['High', 'Medium', 'Low']);
    if (minimum) await user.selectOptions(select, minimum);
    return feed;
  }

  it('keep a Low deal quiet at the default Medium, and alert on the next deal that is sure enough', async () => {
    const { panel, send, sales } = await alertsOn();
    sales('Mewtwo', 10, [200, 200, 200]);
    send(frame('listing', 'Mewtwo', 10, { priceUSD: 400, difference: 100, percentage: 20, isGoodDeal: true }));
    await within(await rowOf(panel, 'Mewtwo PSA 10')).findByText('Low confidence');
    send(frame('listing', 'Mew', 10, { priceUSD: 400, difference: 100, percentage: 20, isGoodDeal: true }));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    // Had the Low deal alerted, the first notification would name it (or count two deals).
    expect(FakeNotification.shown[0]?.title).toBe('Collector Crypt Listing: Mew PSA 10');
  });

  it('alert on a Low deal when the user asks for Low', async () => {
    const { send, sales } = await alertsOn('Low');
    sales('Mewtwo', 10, [200, 200, 200]);
    send(frame('listing', 'Mewtwo', 10, { priceUSD: 400, difference: 100, percentage: 20, isGoodDeal: true }));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]?.title).toBe('Collector Crypt Listing: Mewtwo PSA 10');
  });
});
