import { memo } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../markets/components/amount-field';
import { MarketToolbar } from '../../../markets/components/market-toolbar';
import { RATE_PERIODS, type RatePeriod } from '../../../markets/model/units';
import { MAX_SIZE_USD, type FundingRateState } from '../model/funding-rate-state';

interface FundingToolbarProps {
  state: FundingRateState;
  onChange: (change: Partial<FundingRateState>) => void;
}

/** The panel's choices; memoised, so that a refresh of the venues' data does not draw its fields again. */
export const FundingToolbar = memo(function FundingToolbar({ state, onChange }: FundingToolbarProps) {
  const { t } = useTranslation();
  return (
    <MarketToolbar filter={state.filter} hiddenVenues={state.hiddenVenues} onChange={onChange}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state.period}
        aria-label={t('fundingRate.period')}
        onChange={(_event, period: RatePeriod | null) => period && onChange({ period })}
        sx={{ '& .MuiToggleButton-root': { px: 1.25, textTransform: 'none' } }}
      >
        {RATE_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`fundingRate.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <AmountField
        label={t('fundingRate.size')}
        placeholder={t('fundingRate.sizeHelp')}
        value={state.sizeUsd}
        max={MAX_SIZE_USD}
        width={200}
        onChange={(sizeUsd) => onChange({ sizeUsd })}
      />
    </MarketToolbar>
  );
});
