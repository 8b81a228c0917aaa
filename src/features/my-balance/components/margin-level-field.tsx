import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/decimal-input';

/**
 * The margin use above which an account is flagged (and a strategy's margin alert fires), kept with the account.
 * Memoised (its callbacks keep their identity): the panel renders again with every read and market data update, which
 * change nothing here.
 */
export const MarginLevelField = memo(function MarginLevelField({
  level,
  onChange,
  onBlur,
  failed,
}: {
  level: number;
  onChange: (level: number) => void;
  /** The field is left: the level is kept. */
  onBlur: () => void;
  /** Keeping the last change failed. */
  failed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DecimalInput
      label={t('myBalance.marginLevel')}
      value={Math.round(level * 100)}
      onChange={(value) => {
        if (value !== null) onChange(value / 100);
      }}
      onBlur={onBlur}
      error={failed}
      helperText={failed ? t('myBalance.marginLevelNotSaved') : undefined}
      min={1}
      max={100}
      unit="%"
      unitAt="end"
      sx={{ width: 230 }}
    />
  );
});
