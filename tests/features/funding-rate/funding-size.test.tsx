import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import { setScreenSize } from '../../screen-size';
import { renderPanel, rowOf, serveStandardMarkets } from './funding-panel-fixtures';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

describe("Funding Rate's size per leg", () => {
  it('says what is wrong with a size that is not one, and the carry waits for one that reads', async () => {
    serveStandardMarkets();
    const { user, table, saveState } = renderPanel();
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('$8.31');
    const size = screen.getByRole('textbox', { name: 'Size per leg (USD)' });
    const carryCell = () => within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[4];

    await user.clear(size);
    expect(screen.getByText('Enter a size per leg')).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('—');
    expect(carryCell()).toHaveAttribute('title', 'Waiting for a valid size per leg');

    await user.type(size, 'abc');
    expect(screen.getByText('Not a number')).toBeInTheDocument();
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('—');

    await user.clear(size);
    await user.type(size, '0');
    expect(screen.getByText('A number from 1 to 1,000,000,000')).toBeInTheDocument();
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('—');

    await user.clear(size);
    await user.type(size, '-5');
    expect(screen.getByText('Not a number')).toBeInTheDocument();
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('—');

    await user.clear(size);
    await user.type(size, '25k');
    expect(screen.queryByText('Not a number')).not.toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'false');
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('$20.79');
    // Only sizes that read are kept with the layout: never 0, never a half-typed one.
    const kept = saveState.mock.calls.map(([state]) => state.sizeUsd);
    expect(kept.every((sizeUsd) => sizeUsd >= 1)).toBe(true);
    expect(kept.at(-1)).toBe(25_000);
  });

  it('says it in Italian in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    serveStandardMarkets();
    const { user } = renderPanel();
    const table = () => screen.getByRole('table', { name: 'Tassi di funding per mercato ed exchange' });
    expect((await rowOf(table(), 'BTC'))['Rendita / giorno']).toBe('8,31\u00a0USD');
    const size = screen.getByRole('textbox', { name: 'Importo per gamba (USD)' });
    await user.clear(size);
    expect(screen.getByText('Inserisci un importo per gamba')).toBeInTheDocument();
    await user.type(size, 'abc');
    expect(screen.getByText('Non è un numero')).toBeInTheDocument();
    await user.clear(size);
    await user.type(size, '0');
    expect(screen.getByText('Un numero da 1 a 1.000.000.000')).toBeInTheDocument();
    expect((await rowOf(table(), 'BTC'))['Rendita / giorno']).toBe('—');
    const carry = within(table()).getByRole('rowheader', { name: 'BTC' }).closest('tr')?.children[4];
    expect(carry).toHaveAttribute('title', 'In attesa di un importo per gamba valido');
    await user.clear(size);
    await user.type(size, '25.000');
    expect((await rowOf(table(), 'BTC'))['Rendita / giorno']).toBe('20,79\u00a0USD');
  });

  it('reads a layout saved with no size as no carry, and asks for one', async () => {
    serveStandardMarkets();
    const { table } = renderPanel({ sizeUsd: 0 });
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('—');
    expect(screen.getByText('A number from 1 to 1,000,000,000')).toBeInTheDocument();
  });
});

describe("Funding Rate's controls on a phone", () => {
  it('fold behind one Filters button, closed at first, that says when a field needs the user', async () => {
    setScreenSize({ width: 390, height: 844 });
    serveStandardMarkets();
    const { user, table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Size per leg (USD)', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('group', { name: 'Venues', hidden: true })).not.toBeVisible();

    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    const size = await screen.findByRole('textbox', { name: 'Size per leg (USD)' });
    expect(size).toBeVisible();
    await user.clear(size);
    await user.type(size, 'abc');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    // Folded with a size that does not read: the button is marked, and the table still says why the carry waits.
    expect(filters.className).toMatch(/colorError/);
    expect((await rowOf(table(), 'BTC'))['Carry / day']).toBe('—');
  });

  it('show at once on a wide screen, with no Filters button', async () => {
    serveStandardMarkets();
    const { table } = renderPanel();
    await within(table()).findByRole('rowheader', { name: 'BTC' });
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Size per leg (USD)' })).toBeVisible();
  });
});
