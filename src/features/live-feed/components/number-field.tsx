import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MAX_PRICE_USD } from '../model/feed-panel-state';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  /** A unit shown in the field ("$", "%"). */
  unit: string;
  unitAt: 'start' | 'end';
}

const parse = (text: string): number | null => {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return null;
  return /^\d+(\.\d*)?$/.test(normalised) ? Number(normalised) : Number.NaN;
};

/**
 * A number that may be left empty (no limit). What is typed stays as typed; the value changes only when it reads as
 * a number in range, and the field says so when it does not. A decimal comma is read as a point.
 */
export function NumberField({ label, value, onChange, min, max, unit, unitAt }: NumberFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === null ? '' : String(value));
  // Someone else changed the value (a reset): show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parse(text) !== value) setText(value === null ? '' : String(value));
  }
  const parsed = parse(text);
  const invalid = parsed !== null && (Number.isNaN(parsed) || parsed < min || parsed > max);
  const adornment = <InputAdornment position={unitAt}>{unit}</InputAdornment>;
  return (
    <TextField
      label={label}
      value={text}
      error={invalid}
      helperText={invalid ? t('feed.numberRange', { min, max }) : undefined}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = parse(next);
        if (number === null) onChange(null);
        else if (!Number.isNaN(number) && number >= min && number <= max) onChange(number);
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: unitAt === 'start' ? { startAdornment: adornment } : { endAdornment: adornment },
      }}
    />
  );
}

type PresetFieldProps = Pick<NumberFieldProps, 'value' | 'onChange'>;

/** A top price in US dollars, as filters and alert rules both take it. */
export function MaxPriceField({ value, onChange }: PresetFieldProps) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={t('feed.maxPrice')}
      value={value}
      onChange={onChange}
      min={0}
      max={MAX_PRICE_USD}
      unit="$"
      unitAt="start"
    />
  );
}

/** A least discount below market value, in per cent, as filters and alert rules both take it. */
export function MinDiscountField({ value, onChange }: PresetFieldProps) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={t('feed.minDiscount')}
      value={value}
      onChange={onChange}
      min={0}
      max={100}
      unit="%"
      unitAt="end"
    />
  );
}
