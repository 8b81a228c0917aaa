import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnTable, type HeadContext, type TableColumn } from '../../src/markets/components/column-table';
import { plainHead, sortHead } from '../../src/markets/components/column-heads';

interface Row {
  name: string;
  size: number;
}

const columns: TableColumn<Row, { unit: string }>[] = [
  {
    id: 'name',
    head: sortHead('name', 'Name', 'left'),
    cell: (row) => <th scope="row">{row.name}</th>,
    foot: () => <th scope="row">All</th>,
  },
  {
    id: 'size',
    head: sortHead('size', 'Size'),
    cell: (row, { unit }) => <td>{`${row.size} ${unit}`}</td>,
    foot: ({ unit }) => <td>{`6 ${unit}`}</td>,
  },
];

const rows: Row[] = [
  { name: 'BTC', size: 1 },
  { name: 'ETH', size: 5 },
];

function renderTable(props: { onRowActivate?: (row: Row) => void; showFoot?: boolean; onSort?: (id: string) => void }) {
  const head: HeadContext = {
    sort: { column: 'size', direction: 'desc' },
    onSort: props.onSort ?? (() => undefined),
    statuses: [],
  };
  render(
    <ColumnTable
      label="Markets"
      rows={rows}
      rowKey={(row) => row.name}
      columns={columns}
      context={{ unit: 'SOL' }}
      head={head}
      rowHeight={41}
      showFoot={props.showFoot}
      onRowActivate={props.onRowActivate}
      empty="Nothing"
    />,
  );
  return screen.getByRole('table', { name: 'Markets' });
}

describe('a table of declared columns', () => {
  it('draws each column’s header and cells, and says which column is sorted', () => {
    const table = renderTable({});
    expect(within(table).getByRole('columnheader', { name: /^Size/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('BTC1 SOL');
    expect(within(table).queryByRole('rowheader', { name: 'All' })).not.toBeInTheDocument();
  });

  it('sorts by a column when its header is clicked', async () => {
    const onSort = vi.fn();
    const table = renderTable({ onSort });
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('adds the totals line from each column when asked', () => {
    const table = renderTable({ showFoot: true });
    const totals = within(table).getByRole('rowheader', { name: 'All' }).closest('tr');
    expect(totals).toHaveTextContent('All6 SOL');
  });

  it('acts on a row clicked, or chosen with the keyboard, only when the panel asks for it', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn();
    const table = renderTable({ onRowActivate });
    await user.click(within(table).getByRole('rowheader', { name: 'ETH' }));
    expect(onRowActivate).toHaveBeenLastCalledWith({ name: 'ETH', size: 5 });
    const btcRow = within(table).getByRole('rowheader', { name: 'BTC' }).closest('tr');
    btcRow?.focus();
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenLastCalledWith({ name: 'BTC', size: 1 });
    expect(onRowActivate).toHaveBeenCalledTimes(2);
  });

  it('leaves rows out of the tab order when they do nothing', () => {
    const table = renderTable({});
    const btcRow = within(table).getByRole('rowheader', { name: 'BTC' }).closest('tr');
    expect(btcRow).not.toHaveAttribute('tabindex');
  });
});

describe('a table of every row (the account panels)', () => {
  const many: Row[] = Array.from({ length: 80 }, (_, index) => ({ name: `M${index}`, size: index }));
  const plainColumns: TableColumn<Row, undefined>[] = [
    { id: 'name', head: plainHead('Name', 'left'), cell: (row) => <th scope="row">{row.name}</th> },
    { id: 'size', head: plainHead('Size'), cell: (row) => <td>{row.size}</td> },
  ];

  it.each(['inline', 'fill'] as const)(
    'draws all of its rows however many (%s), in a box the keyboard can scroll',
    (layout) => {
      render(
        <ColumnTable
          layout={layout}
          label="Fills"
          rows={many}
          rowKey={(row) => row.name}
          columns={plainColumns}
          context={undefined}
        />,
      );
      const table = screen.getByRole('table', { name: 'Fills' });
      expect(within(table).getAllByRole('row')).toHaveLength(81);
      expect(within(table).getByRole('rowheader', { name: 'M79' })).toBeInTheDocument();
      // No place numbers: every row is in the page, as it is in the table.
      expect(table).not.toHaveAttribute('aria-rowcount');
      expect(within(table).getByRole('rowheader', { name: 'M0' }).closest('tr')).not.toHaveAttribute('aria-rowindex');
      expect(table.parentElement).toHaveAttribute('tabindex', '0');
    },
  );

  it('a market table of as many rows draws only those in view, and numbers them for assistive technology', () => {
    render(
      <ColumnTable
        label="Markets"
        rows={many}
        rowKey={(row) => row.name}
        columns={plainColumns}
        context={undefined}
        rowHeight={41}
      />,
    );
    const table = screen.getByRole('table', { name: 'Markets' });
    expect(table).toHaveAttribute('aria-rowcount', '81');
    expect(within(table).queryByRole('rowheader', { name: 'M79' })).not.toBeInTheDocument();
    expect(table.parentElement).not.toHaveAttribute('tabindex');
  });

  it('has plain headers when it sorts by nothing, and says so when it has no row', () => {
    render(
      <ColumnTable
        layout="inline"
        label="Positions"
        rows={[]}
        rowKey={(row) => row.name}
        columns={plainColumns}
        context={undefined}
        empty="No position"
      />,
    );
    const table = screen.getByRole('table', { name: 'Positions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Size']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'No position' })).toHaveAttribute('colspan', '2');
  });

  it('brings the row chosen in a linked panel into view', () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      render(
        <ColumnTable
          layout="inline"
          label="Fills"
          rows={rows}
          rowKey={(row) => row.name}
          columns={plainColumns}
          context={undefined}
          chosenKey="ETH"
        />,
      );
      const eth = within(screen.getByRole('table', { name: 'Fills' })).getByRole('rowheader', { name: 'ETH' });
      expect(eth.closest('tr')).toHaveAttribute('aria-selected', 'true');
      expect(scrolled).toEqual([eth.closest('tr')]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
