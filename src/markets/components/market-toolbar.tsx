import { useId, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
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
  /** A field needs the user (a value that does not read): the folded toolbar's button says so. */
  attention?: boolean;
}

/**
 * A market panel's toolbar: its own choices, the market filters, then one button per venue. Where the workspace
 * stacks its panels (a phone, a narrow window), the controls would take most of the panel and leave a row or two of
 * the table: they fold behind one "Filters" button, closed at first.
 */
export function MarketToolbar({ children, filter, hiddenVenues, onChange, attention = false }: MarketToolbarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // The workspace's own breakpoint for stacking panels (workspace-canvas.tsx): there a panel is the screen's width.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const controlsId = useId();
  const controls = (
    <Stack spacing={1} id={controlsId}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {children}
        <MarketFilters filter={filter} onChange={(next) => onChange({ filter: next })} />
      </Stack>
      <VenueToggles hidden={hiddenVenues} onChange={(next) => onChange({ hiddenVenues: next })} />
    </Stack>
  );
  if (!narrow) return <Stack sx={{ px: 1.5, pt: 1.5 }}>{controls}</Stack>;
  return (
    <Stack spacing={1} sx={{ px: 1.5, pt: 1 }}>
      <Button
        variant="outlined"
        size="small"
        color={attention ? 'error' : 'primary'}
        aria-expanded={open}
        aria-controls={controlsId}
        onClick={() => setOpen((was) => !was)}
        startIcon={
          <Badge color="error" variant="dot" invisible={!attention}>
            <FilterList fontSize="small" />
          </Badge>
        }
        sx={{ alignSelf: 'flex-start', textTransform: 'none' }}
      >
        {t('markets.filters')}
      </Button>
      {/* Hidden, not unmounted: a field keeps what the user typed (and says what is wrong with it) while folded. */}
      <div hidden={!open}>{controls}</div>
    </Stack>
  );
}
