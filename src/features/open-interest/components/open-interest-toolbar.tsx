import { memo } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { MarketFilters } from '../../../markets/components/market-filters';
import { VenueToggles } from '../../../markets/components/venue-toggles';
import { OI_METRICS, type OpenInterestMetric, type OpenInterestState } from '../model/open-interest-state';

interface OpenInterestToolbarProps {
  state: OpenInterestState;
  onChange: (change: Partial<OpenInterestState>) => void;
}

/** The panel's choices; memoised, so that a refresh of the venues' data does not draw its fields again. */
export const OpenInterestToolbar = memo(function OpenInterestToolbar({ state, onChange }: OpenInterestToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ px: 1.5, pt: 1.5 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.metric}
          aria-label={t('openInterest.metric')}
          onChange={(_event, metric: OpenInterestMetric | null) => metric && onChange({ metric })}
          sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.25, textTransform: 'none' } }}
        >
          {OI_METRICS.map((metric) => (
            <ToggleButton key={metric} value={metric}>
              {t(`openInterest.metrics.${metric}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <MarketFilters filter={state.filter} onChange={(filter) => onChange({ filter })} />
      </Stack>
      <VenueToggles hidden={state.hiddenVenues} onChange={(hiddenVenues) => onChange({ hiddenVenues })} />
    </Stack>
  );
});
