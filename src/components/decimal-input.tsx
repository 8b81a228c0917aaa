import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../lib/format/intl-cache';
import { formatNumber } from '../lib/format/numbers';
import { parseDecimal } from '../lib/format/parse-decimal';

export interface DecimalInputProps {
  label: string;
  /** The number, or null for an empty field. */
  value: number | null;
  /** Called with each value that reads and is in range, and with `emptyValue` when the field is emptied. */
  onChange: (value: number | null) => void;
  /**
   * Called when the text stops reading as a number in range (the field says why), for a caller whose figures must
   * wait for a valid value rather than keep the last one.
   */
  onInvalid?: () => void;
  /** What an empty field means (default null, "no value"; 0 for "no minimum"). Shown as an empty field. */
  emptyValue?: number | null;
  min?: number;
  max?: number;
  /** Amounts as people type them: "250k", "1,5m", "$250,000". */
  suffixes?: boolean;
  /** A unit shown in the field ("$", "%"). */
  unit?: string;
  unitAt?: 'start' | 'end';
  /** An error found by the form around the field (its message wins over the field's own). */
  error?: boolean;
  helperText?: string;
  placeholder?: string;
  /** The label always above the field, so that the placeholder shows and a unit at the end never runs into it. */
  shrinkLabel?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
}

type Reading = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'outOfRange' } | { kind: 'number'; value: number };

function read(text: string, locale: string, props: DecimalInputProps): Reading {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parseDecimal(text, locale, { suffixes: props.suffixes, signed: (props.min ?? 0) < 0 });
  if (value === null) return { kind: 'invalid' };
  if (value < (props.min ?? 0) || value > (props.max ?? Number.MAX_SAFE_INTEGER)) return { kind: 'outOfRange' };
  return { kind: 'number', value };
}

/** A value as it is typed in the reader's language: no grouping, their decimal mark ("0,5"). */
const show = (value: number | null, locale: string) =>
  value === null ? '' : numberFormat(locale, { useGrouping: false, maximumFractionDigits: 10 }).format(value);

/**
 * The app's one decimal field. What is typed stays as typed ("0,", "1,5"), read the way the reader's language writes
 * numbers (see parseDecimal); the value changes only when the text reads as a number in range, and otherwise the field
 * says why, in the reader's language. A value changed from outside (a reset, a loaded entry) is shown as it is written
 * in that language. Negative numbers are accepted only when `min` is below zero.
 */
export function DecimalInput(props: DecimalInputProps) {
  const { label, value, onChange, unit, unitAt = 'start', error, helperText, placeholder, disabled, required } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const emptyValue = props.emptyValue ?? null;
  const [text, setText] = useState(() => (value === emptyValue ? '' : show(value, locale)));
  // Someone else changed the value: show theirs, unless the text already reads as it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    const current = read(text, locale, props);
    const same = current.kind === 'number' ? current.value === value : current.kind === 'empty' && value === emptyValue;
    if (!same) setText(value === emptyValue ? '' : show(value, locale));
  }
  const reading = read(text, locale, props);
  const ownMessage =
    reading.kind === 'invalid'
      ? t('common.numberInvalid')
      : reading.kind === 'outOfRange'
        ? t('common.numberRange', {
            min: formatNumber(props.min ?? 0, locale, { maxDigits: 10 }),
            max: formatNumber(props.max ?? Number.MAX_SAFE_INTEGER, locale, { maxDigits: 10 }),
          })
        : undefined;
  const adornment = unit ? <InputAdornment position={unitAt}>{unit}</InputAdornment> : undefined;
  return (
    <TextField
      label={label}
      name={props.name}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      required={required}
      error={Boolean(error) || ownMessage !== undefined}
      helperText={ownMessage ?? helperText}
      onBlur={props.onBlur}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const nextReading = read(next, locale, props);
        if (nextReading.kind === 'empty') onChange(emptyValue);
        else if (nextReading.kind === 'number') onChange(nextReading.value);
        else props.onInvalid?.();
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        ...(props.shrinkLabel ? { inputLabel: { shrink: true } } : {}),
        input: adornment ? (unitAt === 'start' ? { startAdornment: adornment } : { endAdornment: adornment }) : {},
      }}
      sx={props.sx}
    />
  );
}
