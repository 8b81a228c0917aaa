import type { ReactNode } from 'react';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortDirection } from '../model/market-filter';

interface SortHeaderProps {
  label: string;
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
  /** Shown under the name, outside the button (a venue's freshness). */
  children?: ReactNode;
  align?: 'left' | 'right';
}

/** A column header that sorts by its column; the sorted one says so to assistive technology (aria-sort). */
export function SortHeader({ label, active, direction, onSort, children, align = 'right' }: SortHeaderProps) {
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ textAlign: align }}
    >
      <TableSortLabel active={active} direction={direction} onClick={onSort} sx={{ fontSize: 12 }}>
        {label}
      </TableSortLabel>
      {children}
    </th>
  );
}
