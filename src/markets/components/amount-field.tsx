import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '../model/amount';

interface AmountFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Examples of what can be typed, shown while the field is empty. */
  placeholder?: string;
  max?: number;
  width?: number;
}

/**
 * A USD amount as people type it (250k, 1.5m, 250,000). Each amount that reads is passed on at once; anything else
 * is shown as an error and changes nothing. Empty means zero.
 */
export function AmountField({
  label,
  value,
  onChange,
  placeholder,
  max = Number.MAX_SAFE_INTEGER,
  width = 176,
}: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [text, setText] = useState(() => (value === 0 ? '' : new Intl.NumberFormat(locale).format(value)));
  const read = (input: string) => {
    const amount = input.trim() === '' ? 0 : parseAmount(input, locale);
    return amount !== null && amount <= max ? amount : null;
  };
  const invalid = read(text) === null;
  return (
    <TextField
      label={label}
      value={text}
      autoComplete="off"
      placeholder={placeholder}
      error={invalid}
      helperText={invalid ? t('markets.amountInvalid') : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      onChange={(event) => {
        setText(event.target.value);
        const amount = read(event.target.value);
        if (amount !== null) onChange(amount);
      }}
      sx={{ width }}
    />
  );
}
