import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** A decimal field whose value is a number or nothing; what is typed stays as typed until it is a number. */
export function NumberField({ label, value, onChange, error, helperText, disabled, sx }: NumberFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const shownValue =
    Number(text.replace(',', '.')) === value || (text === '' && value === null)
      ? text
      : value === null
        ? ''
        : String(value);
  return (
    <TextField
      label={label}
      value={shownValue}
      inputMode="decimal"
      disabled={disabled}
      error={error}
      helperText={helperText}
      sx={sx}
      onChange={(event) => {
        const next = event.target.value.replace(/[^\d.,]/g, '');
        setText(next);
        const parsed = Number(next.replace(',', '.'));
        onChange(next.trim() === '' || !Number.isFinite(parsed) ? null : parsed);
      }}
    />
  );
}
