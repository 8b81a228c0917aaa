import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';

/**
 * The first column stays in view while the table scrolls sideways (what the row is: a venue, a market, a time), on
 * the paper's colour so the cells passing under it do not show through.
 */
export const stickyFirstColumnSx = {
  // A header may wrap onto two lines (Italian names are longer); figures never do.
  '& thead th': { whiteSpace: 'normal', verticalAlign: 'bottom' },
  '& tr > :first-of-type': { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' },
  '& thead tr > :first-of-type': { zIndex: 3 },
} as const;

/**
 * A table wider than its panel (on a phone, say) scrolls sideways in its own box, not the whole panel, with its first
 * column fixed (put stickyFirstColumnSx on the table).
 */
export function ScrollTable({ children }: { children: ReactNode }) {
  // Focusable, so that a keyboard can scroll it too (axe: scrollable-region-focusable).
  return (
    <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
      {children}
    </TableContainer>
  );
}
