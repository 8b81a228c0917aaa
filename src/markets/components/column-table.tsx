import { Fragment, memo, type KeyboardEvent, type ReactNode } from 'react';
import type { TableSort } from '../model/market-filter';
import type { VenueStatus } from '../use-market-data';
import { CELL, MarketTable, type LayoutProps } from './market-table';

/** What every column header of a market table may need: the sort, how to change it, and the venues' states. */
export interface HeadContext {
  sort: TableSort<string>;
  /** Keep it the same function while the sort does not change: unchanged headers are then not drawn again. */
  onSort: (column: string) => void;
  statuses: readonly VenueStatus[];
}

/**
 * One column of a market table, declared by the panel that shows it. The header and the cells are drawn by the column
 * itself (a venue's header with its freshness, a two-line pair cell…), so a new column is one more entry in the
 * panel's list: nothing in the table changes. `cell` must return one table cell (<td>, or <th scope="row"> for the
 * first column) and should be a memoised component where the figure refreshes often.
 */
export interface TableColumn<Row, Context> {
  /** Unique in the table; also the column the sort names. */
  id: string;
  head: (head: HeadContext) => ReactNode;
  cell: (row: Row, context: Context) => ReactNode;
  /** Its cell in the totals line, when the table has one. */
  foot?: (context: Context) => ReactNode;
}

interface RowProps<Row, Context> {
  row: Row;
  /**
   * Its place, for a virtual table (aria-rowindex). The other layouts leave it out: no row is drawn again because a
   * row above it came or went.
   */
  index?: number;
  columns: readonly TableColumn<Row, Context>[];
  context: Context;
  onActivate?: (row: Row) => void;
  /** A virtual table's rows are all this high; the other layouts' rows take their own height. */
  rowHeight?: number;
  chosen: boolean;
}

function ColumnTableRowOf<Row, Context>({
  row,
  index,
  columns,
  context,
  onActivate,
  rowHeight,
  chosen,
}: RowProps<Row, Context>) {
  const activate = onActivate
    ? {
        tabIndex: 0,
        onClick: () => onActivate(row),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onActivate(row);
          }
        },
        style: { height: rowHeight, cursor: 'pointer' },
      }
    : { style: rowHeight === undefined ? undefined : { height: rowHeight } };
  return (
    <tr
      aria-rowindex={index === undefined ? undefined : index + 2}
      aria-selected={chosen || undefined}
      className={chosen ? CELL.chosen : undefined}
      {...activate}
    >
      {columns.map((column) => (
        <Fragment key={column.id}>{column.cell(row, context)}</Fragment>
      ))}
    </tr>
  );
}

/**
 * One row: drawn again only when its row object, its place, the columns or the cells' context change (keep `columns`
 * and `context` memoised in the panel, without what changes on every refresh of a venue's status).
 */
// memo() loses the type parameters; the cast gives them back.
const ColumnTableRow = memo(ColumnTableRowOf) as typeof ColumnTableRowOf;

type ColumnTableProps<Row, Context> = LayoutProps & {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly TableColumn<Row, Context>[];
  /** What the cells need besides their row (the period, the reader's language…): memoise it. */
  context: Context;
  /** What the headers need to sort, and the venues' states; a table that sorts by nothing leaves it out. */
  head?: HeadContext;
  /** A totals line under the rows, from each column's `foot`. */
  showFoot?: boolean;
  /** Clicking a row (or Enter on it) acts on it: opens its details. */
  onRowActivate?: (row: Row) => void;
  /** The key of the row chosen in a linked panel: marked, and brought into view. */
  chosenKey?: string | null;
  empty?: ReactNode;
  /** Half the usual space between columns (see MarketTable). */
  dense?: boolean;
};

/** The headers of a table that sorts by nothing. */
const UNSORTED: HeadContext = { sort: { column: '', direction: 'asc' }, onSort: () => undefined, statuses: [] };

/**
 * A market table whose columns are declared by the panel (see TableColumn): the sticky header and first column, the
 * layout (virtualised rows, or every row: see TableLayout) and the cell styles come from MarketTable.
 */
export function ColumnTable<Row, Context>({
  label,
  rows,
  rowKey,
  columns,
  context,
  head = UNSORTED,
  showFoot = false,
  onRowActivate,
  chosenKey = null,
  empty,
  dense = false,
  ...layoutProps
}: ColumnTableProps<Row, Context>) {
  const chosenIndex = chosenKey === null ? -1 : rows.findIndex((row) => rowKey(row) === chosenKey);
  const virtual = layoutProps.layout === undefined || layoutProps.layout === 'virtual';
  const foot = showFoot
    ? columns.map((column) => <Fragment key={column.id}>{column.foot ? column.foot(context) : <td />}</Fragment>)
    : null;
  return (
    <MarketTable
      label={label}
      rowCount={rows.length}
      columnCount={columns.length}
      {...layoutProps}
      empty={empty}
      dense={dense}
      scrollTo={chosenIndex >= 0 ? chosenIndex : undefined}
      head={
        <tr>
          {columns.map((column) => (
            <Fragment key={column.id}>{column.head(head)}</Fragment>
          ))}
        </tr>
      }
      renderRow={(index) => {
        const row = rows[index];
        return row === undefined ? null : (
          <ColumnTableRow
            key={rowKey(row)}
            row={row}
            index={virtual ? index : undefined}
            columns={columns}
            context={context}
            onActivate={onRowActivate}
            rowHeight={layoutProps.rowHeight}
            chosen={index === chosenIndex}
          />
        );
      }}
      foot={foot && <tr>{foot}</tr>}
    />
  );
}
