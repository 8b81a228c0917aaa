import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { VenueStatus } from '../use-market-data';
import { FiguresNote } from './figures-note';
import { VenueNotices } from './venue-notices';

interface MarketPanelFrameProps {
  toolbar: ReactNode;
  venues: readonly VenueStatus[];
  /** The table. */
  children: ReactNode;
  rowCount: number;
  note: string;
  /** A line above the table (a market chosen in a linked panel that this one does not list). */
  notice?: string;
}

/** A market panel from top to bottom: its toolbar, the venues' notices, its table, and how to read it. */
export function MarketPanelFrame({ toolbar, venues, children, rowCount, note, notice }: MarketPanelFrameProps) {
  return (
    <Stack sx={{ height: '100%', minWidth: 0 }}>
      {toolbar}
      <Stack spacing={0.5} sx={{ px: 1.5, py: 1 }}>
        <VenueNotices venues={venues} />
        {notice && (
          <Alert severity="info" variant="outlined" sx={{ py: 0, '& .MuiAlert-message': { py: 0.5 } }}>
            {notice}
          </Alert>
        )}
      </Stack>
      {children}
      <FiguresNote count={rowCount} note={note} />
    </Stack>
  );
}
