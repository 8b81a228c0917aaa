import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export const CODE_LENGTH = 6;

/** Digits only (anything else is stripped), cut to six. */
export function normaliseCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

interface SixDigitCodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  error?: string | null;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function SixDigitCodeField({
  label,
  value,
  onChange,
  disabled,
  error,
  autoFocus,
  inputRef,
}: SixDigitCodeFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(normaliseCode(event.target.value))}
      disabled={disabled}
      autoFocus={autoFocus}
      inputRef={inputRef}
      autoComplete="one-time-code"
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: CODE_LENGTH,
          style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
        },
      }}
    />
  );
}
