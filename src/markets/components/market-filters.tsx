import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MarketFilter } from '../model/market-filter';
import { AmountField } from './amount-field';

/** Market name, minimum open interest and minimum 24 h volume: the filters both market panels share. */
export function MarketFilters({
  filter,
  onChange,
}: {
  filter: MarketFilter;
  onChange: (filter: MarketFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={t('markets.market')}
        placeholder={t('markets.marketPlaceholder')}
        value={filter.text}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 40 } }}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
        sx={{ width: 120 }}
      />
      <AmountField
        label={t('markets.minOpenInterest')}
        placeholder={t('markets.amountHelp')}
        value={filter.minOpenInterestUsd}
        onChange={(minOpenInterestUsd) => onChange({ ...filter, minOpenInterestUsd })}
      />
      <AmountField
        label={t('markets.minVolume')}
        placeholder={t('markets.amountHelp')}
        value={filter.minVolumeUsd}
        onChange={(minVolumeUsd) => onChange({ ...filter, minVolumeUsd })}
      />
    </Stack>
  );
}
