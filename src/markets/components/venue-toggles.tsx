import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { shownVenues } from '../model/market-filter';
import type { VenueId } from '../model/venues';
import { useVenues } from '../use-venues';

/** One pressed button per shown venue (every venue the app reads); a venue turned off is not read while it stays off. */
export function VenueToggles({
  hidden,
  onChange,
}: {
  hidden: readonly VenueId[];
  onChange: (hidden: VenueId[]) => void;
}) {
  const { t } = useTranslation();
  const venues = useVenues();
  return (
    <ToggleButtonGroup
      size="small"
      color="primary"
      value={shownVenues(hidden, venues)}
      aria-label={t('markets.venues')}
      onChange={(_event, shown: VenueId[]) => onChange(venues.ids.filter((venue) => !shown.includes(venue)))}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { py: 0.25, px: 1, textTransform: 'none', fontSize: 12 } }}
    >
      {venues.list.map(({ id, name }) => (
        <ToggleButton key={id} value={id}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
