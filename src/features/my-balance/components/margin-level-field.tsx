import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/decimal-input';
import type { BalanceState } from '../model/balance-state';

/**
 * The margin use above which an account is flagged, kept with the panel. Memoised (`update` keeps its identity): the
 * panel renders again with every read and market data update, which change nothing here.
 */
export const MarginLevelField = memo(function MarginLevelField({
  level,
  update,
}: {
  level: number;
  update: (change: Partial<BalanceState>) => void;
}) {
  const { t } = useTranslation();
  return (
    <DecimalInput
      label={t('myBalance.marginLevel')}
      value={Math.round(level * 100)}
      onChange={(value) => {
        if (value !== null) update({ marginWarning: value / 100 });
      }}
      min={1}
      max={100}
      unit="%"
      unitAt="end"
      sx={{ width: 230 }}
    />
  );
});
