import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { storageFull } from '../../refused-storage';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const KEY = 'poolbot_grid_bots';
const stored = () =>
  (
    JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<
      string,
      { symbol: string; isActive: boolean; rangeMax: number }[]
    >
  )['1'] ?? [];

async function openGrid(pairLabel = /^Pair/) {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Backpack Grid Bot');
  const panel = await screen.findByRole('region', { name: 'Backpack Grid Bot' });
  await within(panel).findByLabelText(pairLabel);
  return { ...utils, panel };
}

async function fill(
  user: Awaited<ReturnType<typeof openGrid>>['user'],
  panel: HTMLElement,
  values: Record<string, string>,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(panel).getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('Backpack Grid Bot', () => {
  it('starts with 5 orders and a 0.1 order size, previews the grid, and adds a configuration', async () => {
    const { user, panel } = await openGrid();
    expect(within(panel).getByLabelText(/^Number of orders/)).toHaveValue(5);
    expect(within(panel).getByLabelText(/^Order size/)).toHaveValue(0.1);
    expect(within(panel).getByText('No configurations yet.')).toBeInTheDocument();

    await fill(user, panel, { Pair: 'sol_usdc', 'Range minimum': '100', 'Range maximum': '200' });
    const preview = within(panel).getByRole('region', { name: 'Grid preview' });
    expect(preview).toHaveTextContent('100 · 125 · 150 · 175 · 200');
    expect(preview).toHaveTextContent('Capital needed: 75 (quote currency)');

    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Configuration added successfully')).toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Configurations' });
    expect(within(list).getByText('SOL_USDC')).toBeInTheDocument();
    expect(within(list).getByText('5 orders · 100 – 200 · size 0.1')).toBeInTheDocument();
    expect(stored()).toMatchObject([
      { symbol: 'SOL_USDC', nOrders: 5, rangeMin: 100, rangeMax: 200, orderSize: 0.1, isActive: false },
    ]);
    expect(within(panel).getByLabelText(/^Pair/)).toHaveValue('');
  });

  it('previews only a grid it would save: never 21 orders, nor a range the wrong way round', async () => {
    const { user, panel } = await openGrid();
    const preview = () => within(panel).queryByRole('region', { name: 'Grid preview' });
    await fill(user, panel, { 'Range minimum': '100', 'Range maximum': '200', 'Number of orders': '20' });
    expect(preview()).toHaveTextContent(/^Price levels · Step 5.2632/);
    await fill(user, panel, { 'Number of orders': '21' });
    expect(preview()).not.toBeInTheDocument();
    await fill(user, panel, { 'Number of orders': '4', 'Order size': '0.0005' });
    expect(preview()).not.toBeInTheDocument();
    await fill(user, panel, { 'Order size': '0.5', 'Range maximum': '90' });
    expect(preview()).not.toBeInTheDocument();
    await fill(user, panel, { 'Range maximum': '100.3' });
    expect(preview()).toHaveTextContent('100 · 100.1 · 100.2 · 100.3');
  });

  it('writes the numbers the Italian way in Italian', async () => {
    await i18n.changeLanguage('it');
    const { user, panel } = await openGrid(/^Coppia/);
    await fill(user, panel, {
      Coppia: 'SOL_USDC',
      'Numero di ordini': '4',
      'Prezzo minimo': '1000',
      'Prezzo massimo': '1000.3',
    });
    expect(within(panel).getByRole('region', { name: 'Anteprima della griglia' })).toHaveTextContent(
      '1000 · 1000,1 · 1000,2 · 1000,3',
    );
    await user.click(within(panel).getByRole('button', { name: 'Aggiungi' }));
    expect(await within(panel).findByText('4 ordini · 1000 – 1000,3 · dimensione 0,1')).toBeInTheDocument();
  });

  it('refuses what breaks the rules', async () => {
    const { user, panel } = await openGrid();
    await fill(user, panel, {
      Pair: '',
      'Number of orders': '21',
      'Range minimum': '100.00001',
      'Range maximum': '50',
      'Order size': '0.0005',
    });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('Pair is required')).toBeInTheDocument();
    expect(within(panel).getByText('Orders must be a whole number from 1 to 20')).toBeInTheDocument();
    expect(within(panel).getByText('Use steps of 0.0001')).toBeInTheDocument();
    expect(within(panel).getByText('Use steps of 0.001')).toBeInTheDocument();
    await fill(user, panel, {
      Pair: 'SOL_USDC',
      'Number of orders': '20',
      'Range minimum': '100',
      'Order size': '0.1',
    });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('Range maximum must be above the minimum')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('edits a row in the form with Update and Cancel, toggles it active, and deletes it after confirming', async () => {
    const { user, panel } = await openGrid();
    await fill(user, panel, { Pair: 'ETH_USDC', 'Range minimum': '3000', 'Range maximum': '3500' });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await within(panel).findByText('ETH_USDC');

    await user.click(within(panel).getByRole('button', { name: 'Edit ETH_USDC' }));
    expect(within(panel).getByLabelText(/^Range maximum/)).toHaveValue(3500);
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await fill(user, panel, { 'Range maximum': '3600' });
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(stored()[0]?.rangeMax).toBe(3600);
    expect(within(panel).getByRole('button', { name: 'Add' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit ETH_USDC' }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByLabelText(/^Pair/)).toHaveValue('');

    await user.click(within(panel).getByRole('switch', { name: 'Active: ETH_USDC' }));
    expect(stored()[0]?.isActive).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Delete ETH_USDC' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this configuration?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(stored()).toHaveLength(1);
    await user.click(await within(panel).findByRole('button', { name: 'Delete ETH_USDC' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stored()).toEqual([]));
    expect(within(panel).getByText('No configurations yet.')).toBeInTheDocument();
  });

  it('says it cannot load an unreadable list, keeps it aside, and starts a new one', async () => {
    localStorage.setItem(KEY, '{"1": [{"symbol": 4}]');
    const { user, panel } = await openGrid();
    expect(within(panel).getByText('Failed to load configurations')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${KEY}_unreadable`) ?? '')).toEqual(['{"1": [{"symbol": 4}]']);
    await fill(user, panel, { Pair: 'SOL_USDC', 'Range minimum': '1', 'Range maximum': '2' });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('SOL_USDC')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${KEY}_unreadable`) ?? '')).toEqual(['{"1": [{"symbol": 4}]']);
  });

  it("sets aside only the configuration it cannot read, and leaves other users' lists as they are", async () => {
    const good = { id: 'a', symbol: 'SOL_USDC', nOrders: 5, rangeMin: 1, rangeMax: 2, orderSize: 0.1, isActive: false };
    const bad = { ...good, id: 'b', symbol: 'ETH_USDC', nOrders: 99 };
    const theirs = [{ id: 'x', symbol: 'whatever they kept' }];
    localStorage.setItem(KEY, JSON.stringify({ '1': [bad, good], '2': theirs }));
    const { user, panel } = await openGrid();
    expect(within(panel).getByText('SOL_USDC')).toBeInTheDocument();
    expect(within(panel).queryByText('ETH_USDC')).not.toBeInTheDocument();
    expect(within(panel).getByText(/One stored entry could not be read/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${KEY}_unreadable`) ?? '')).toEqual([bad]);
    await user.click(within(panel).getByRole('switch', { name: 'Active: SOL_USDC' }));
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ '1': [{ ...good, isActive: true }], '2': theirs });
  });

  it('says it could not save when storage refuses, and shows nothing unsaved', async () => {
    const { user, panel } = await openGrid();
    const refuse = storageFull();
    await fill(user, panel, { Pair: 'SOL_USDC', 'Range minimum': '1', 'Range maximum': '2' });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('Failed to save configuration')).toBeInTheDocument();
    expect(within(panel).getByText('No configurations yet.')).toBeInTheDocument();
    refuse.mockRestore();
  });

  it("shows only the signed-in user's configurations", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        '2': [{ id: 'x', symbol: 'BTC_USDC', nOrders: 5, rangeMin: 1, rangeMax: 2, orderSize: 0.1, isActive: true }],
      }),
    );
    const { panel } = await openGrid();
    expect(within(panel).getByText('No configurations yet.')).toBeInTheDocument();
    expect(within(panel).queryByText('BTC_USDC')).not.toBeInTheDocument();
  });
});
