import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/decimal-input';
import { MAX_SIZE_USD, MIN_SIZE_USD } from '../model/funding-rate-state';

interface SizeFieldProps {
  value: number;
  /** A size that reads and is in range (kept with the layout). */
  onChange: (sizeUsd: number) => void;
  /** Whether the text now reads as a size: while it does not, the figures that use it wait. */
  onValidity: (valid: boolean) => void;
}

/**
 * The size per leg, typed as people type amounts ("10k", "25,000"). Like every decimal field of the app it says what
 * is wrong ("Not a number", "A number from 1 to 1,000,000,000"); an empty field asks for a size. The last valid size
 * is what the layout keeps; the carry waits until the field reads again.
 */
export function SizeField({ value, onChange, onValidity }: SizeFieldProps) {
  const { t } = useTranslation();
  const [empty, setEmpty] = useState(false);
  return (
    <DecimalInput
      label={t('fundingRate.size')}
      placeholder={t('fundingRate.sizeHelp')}
      value={value}
      min={MIN_SIZE_USD}
      max={MAX_SIZE_USD}
      suffixes
      onChange={(size) => {
        setEmpty(size === null);
        onValidity(size !== null);
        if (size !== null) onChange(size);
      }}
      onInvalid={() => {
        setEmpty(false);
        onValidity(false);
      }}
      error={empty}
      helperText={empty ? t('fundingRate.sizeRequired') : undefined}
      sx={{ width: 200 }}
    />
  );
}
