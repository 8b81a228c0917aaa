import type { ReactNode } from 'react';
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
}

/** A market panel from top to bottom: its toolbar, the venues' notices, its table, and how to read it. */
export function MarketPanelFrame({ toolbar, venues, children, rowCount, note }: MarketPanelFrameProps) {
  return (
    <Stack sx={{ height: '100%', minWidth: 0 }}>
      {toolbar}
      <Stack spacing={0.5} sx={{ px: 1.5, py: 1 }}>
        <VenueNotices venues={venues} />
      </Stack>
      {children}
      <FiguresNote count={rowCount} note={note} />
    </Stack>
  );
}
