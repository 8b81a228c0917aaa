import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { shownVenues } from '../model/market-filter';
import { VENUE_NAMES, VENUES, type VenueId } from '../model/venues';

/** One pressed button per shown venue; a venue turned off is not read at all while it stays off. */
export function VenueToggles({
  hidden,
  onChange,
}: {
  hidden: readonly VenueId[];
  onChange: (hidden: VenueId[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      color="primary"
      value={shownVenues(hidden)}
      aria-label={t('markets.venues')}
      onChange={(_event, shown: VenueId[]) => onChange(VENUES.filter((venue) => !shown.includes(venue)))}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { py: 0.25, px: 1, textTransform: 'none', fontSize: 12 } }}
    >
      {VENUES.map((venue) => (
        <ToggleButton key={venue} value={venue}>
          {VENUE_NAMES[venue]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
