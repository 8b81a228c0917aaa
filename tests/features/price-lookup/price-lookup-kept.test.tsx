import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const LAYOUT_KEY = 'poolbot_layout_1';

async function openLookup() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'ID to Price');
  const panel = await screen.findByRole('region', { name: 'ID to Price' });
  await within(panel).findByLabelText('Certificate ID');
  return { ...utils, panel };
}

async function lookUp({ user, panel }: Awaited<ReturnType<typeof openLookup>>, cert: string, grade: string) {
  const field = within(panel).getByLabelText('Certificate ID');
  await user.clear(field);
  await user.type(field, cert);
  await user.click(within(panel).getByRole('combobox', { name: 'Grade' }));
  await user.click(await screen.findByRole('option', { name: grade }));
  await user.click(within(panel).getByRole('button', { name: 'Get price' }));
  await within(panel).findByRole('region', { name: 'Result' });
}

const stored = () =>
  (JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}') as { panels?: { id: string; state?: unknown }[] }).panels?.find(
    (panel) => panel.id === 'id-to-price',
  )?.state;

describe('ID to Price across a reload', () => {
  it('shows its last result, the query in its fields and its recent lookups again, keeping nothing secret', async () => {
    const first = await openLookup();
    await lookUp(first, '12345678', '9');
    await lookUp(first, '12345678', '10');
    await lookUp(first, '12345678', '9');
    expect(JSON.stringify(stored())).not.toMatch(/token|key|password|secret/i);
    first.unmount();

    // The page again, as after a reload: the layout brings the panel back with what it kept.
    const { user } = renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'ID to Price' });
    const result = await within(panel).findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Charizard Holo')).toBeInTheDocument();
    expect(within(result).getByText('Estimated value (PSA 9)')).toBeInTheDocument();
    expect(within(result).getByText('$3,224.00')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Certificate ID')).toHaveValue('12345678');
    expect(within(panel).getByRole('combobox', { name: 'Grade' })).toHaveTextContent('9');
    const recent = within(panel).getByRole('list', { name: 'Recent lookups' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['12345678 · PSA 9Charizard Holo', '12345678 · PSA 10Charizard Holo']);

    // A recent lookup chosen is the result kept next.
    await user.click(within(recent).getByRole('button', { name: /PSA 10/ }));
    expect(within(panel).getByText('Estimated value (PSA 10)')).toBeInTheDocument();
    expect(stored()).toMatchObject({ result: { query: { certNumber: '12345678', company: 'PSA', grade: 10 } } });
  });

  it('starts empty, and says so, when what it kept cannot be read (hostile text in it runs nothing)', async () => {
    const hostile = {
      result: {
        ok: true,
        query: { certNumber: '<img src=x onerror=alert(1)>', company: 'PSA', grade: 10 },
        details: { name: 'Charizard', brand: '', cardNumber: null, price: 1, currency: 'USD' },
      },
      recent: [],
    };
    localStorage.setItem(
      LAYOUT_KEY,
      JSON.stringify({
        version: 2,
        panels: [{ id: 'id-to-price', x: 0, y: 0, width: 500, height: 600, zIndex: 1, state: hostile }],
      }),
    );
    storeDemoSession();
    renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'ID to Price' });
    expect(await within(panel).findByLabelText('Certificate ID')).toHaveValue('');
    expect(within(panel).queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
    expect(screen.getByText(/One part of your saved layout could not be read/)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
