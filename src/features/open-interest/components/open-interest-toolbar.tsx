import { memo } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { MarketToolbar } from '../../../markets/components/market-toolbar';
import { OI_METRICS, type OpenInterestMetric, type OpenInterestState } from '../model/open-interest-state';

interface OpenInterestToolbarProps {
  state: OpenInterestState;
  onChange: (change: Partial<OpenInterestState>) => void;
}

/** The panel's choices; memoised, so that a refresh of the venues' data does not draw its fields again. */
export const OpenInterestToolbar = memo(function OpenInterestToolbar({ state, onChange }: OpenInterestToolbarProps) {
  const { t } = useTranslation();
  return (
    <MarketToolbar filter={state.filter} hiddenVenues={state.hiddenVenues} onChange={onChange}>
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
    </MarketToolbar>
  );
});
