import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { MarketFilter } from '../model/market-filter';
import type { VenueId } from '../model/venues';
import { MarketFilters } from './market-filters';
import { VenueToggles } from './venue-toggles';

interface MarketToolbarProps {
  /** The panel's own choices, before the filters every market panel shares. */
  children: ReactNode;
  filter: MarketFilter;
  hiddenVenues: readonly VenueId[];
  onChange: (change: { filter?: MarketFilter; hiddenVenues?: VenueId[] }) => void;
}

/** A market panel's toolbar: its own choices, the market filters, then one button per venue. */
export function MarketToolbar({ children, filter, hiddenVenues, onChange }: MarketToolbarProps) {
  return (
    <Stack spacing={1} sx={{ px: 1.5, pt: 1.5 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {children}
        <MarketFilters filter={filter} onChange={(next) => onChange({ filter: next })} />
      </Stack>
      <VenueToggles hidden={hiddenVenues} onChange={(next) => onChange({ hiddenVenues: next })} />
    </Stack>
  );
}
