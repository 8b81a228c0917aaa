import { memo } from 'react';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/decimal-input';
import { MarketToolbar } from '../../../markets/components/market-toolbar';
import { HOLD_DAYS, type HoldDays } from '../../../markets/model/net-carry';
import { RATE_PERIODS, type RatePeriod } from '../../../markets/model/units';
import { MAX_NET_APR_FILTER, VENUE_VIEWS, type FundingRateState, type VenueView } from '../model/funding-rate-state';
import { SizeField } from './size-field';

interface FundingToolbarProps {
  state: FundingRateState;
  onChange: (change: Partial<FundingRateState>) => void;
  /** Opens the fees dialog; null when there is no user to keep the fees for. */
  onEditFees: (() => void) | null;
  /** Whether the size field reads as a size (the carry waits while it does not). */
  sizeValid: boolean;
  onSizeValidity: (valid: boolean) => void;
}

const toggleSx = { '& .MuiToggleButton-root': { px: 1.25, textTransform: 'none' } } as const;

/** Per cent as typed, a fraction as kept: 12.5 ↔ 0.125. */
const toPercent = (fraction: number | null) => (fraction === null ? null : Number((fraction * 100).toPrecision(12)));
const toFraction = (percent: number | null) => (percent === null ? null : Number((percent / 100).toPrecision(12)));

/** The panel's choices; memoised, so that a refresh of the venues' data does not draw its fields again. */
export const FundingToolbar = memo(function FundingToolbar({
  state,
  onChange,
  onEditFees,
  sizeValid,
  onSizeValidity,
}: FundingToolbarProps) {
  const { t } = useTranslation();
  return (
    <MarketToolbar filter={state.filter} hiddenVenues={state.hiddenVenues} onChange={onChange} attention={!sizeValid}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state.period}
        aria-label={t('fundingRate.period')}
        onChange={(_event, period: RatePeriod | null) => period && onChange({ period })}
        sx={toggleSx}
      >
        {RATE_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`fundingRate.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state.view}
        aria-label={t('fundingRate.view')}
        onChange={(_event, view: VenueView | null) => view && onChange({ view })}
        sx={toggleSx}
      >
        {VENUE_VIEWS.map((view) => (
          <ToggleButton key={view} value={view} title={t(`fundingRate.viewTitles.${view}`)}>
            {t(`fundingRate.views.${view}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state.holdDays}
        aria-label={t('fundingRate.hold')}
        onChange={(_event, holdDays: HoldDays | null) => holdDays && onChange({ holdDays })}
        sx={toggleSx}
      >
        {HOLD_DAYS.map((days) => (
          <ToggleButton key={days} value={days} title={t('fundingRate.holdTitle', { count: days })}>
            {t('fundingRate.holdDays', { count: days })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        size="small"
        onClick={onEditFees ?? undefined}
        disabled={!onEditFees}
        title={onEditFees ? t('fundingRate.fees.buttonTitle') : t('fundingRate.fees.signedOut')}
        sx={{ textTransform: 'none', height: 40 }}
      >
        {t('fundingRate.fees.button')}
      </Button>
      <SizeField value={state.sizeUsd} onChange={(sizeUsd) => onChange({ sizeUsd })} onValidity={onSizeValidity} />
      <DecimalInput
        label={t('fundingRate.minNet')}
        placeholder={t('fundingRate.minNetHelp')}
        value={toPercent(state.minNetApr)}
        min={-MAX_NET_APR_FILTER * 100}
        max={MAX_NET_APR_FILTER * 100}
        unit="%"
        unitAt="end"
        shrinkLabel
        onChange={(percent) => onChange({ minNetApr: toFraction(percent) })}
        sx={{ width: 170 }}
      />
    </MarketToolbar>
  );
});
