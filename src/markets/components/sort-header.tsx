import { memo, type ReactNode } from 'react';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortDirection } from '../model/market-filter';

interface SortHeaderProps<Column extends string> {
  column: Column;
  label: string;
  active: boolean;
  direction: SortDirection;
  /** Called with `column`; keep it the same function across renders, so unchanged headers are not drawn again. */
  onSort: (column: Column) => void;
  /** Shown under the name, outside the button (a venue's freshness). */
  children?: ReactNode;
  align?: 'left' | 'right';
}

/** A column header that sorts by its column; the sorted one says so to assistive technology (aria-sort). */
function SortHeaderOf<Column extends string>({
  column,
  label,
  active,
  direction,
  onSort,
  children,
  align = 'right',
}: SortHeaderProps<Column>) {
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ textAlign: align }}
    >
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(column)} sx={{ fontSize: 12 }}>
        {label}
      </TableSortLabel>
      {children}
    </th>
  );
}

// memo() loses the column's type parameter; the cast gives it back.
export const SortHeader = memo(SortHeaderOf) as typeof SortHeaderOf;
