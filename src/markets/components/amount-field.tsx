import { DecimalInput } from '../../components/decimal-input';

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
 * A USD amount as people type it (250k, 1.5m, 250,000), on the app's decimal field. Empty means zero: no minimum, or
 * no size.
 */
export function AmountField({ label, value, onChange, placeholder, max, width = 176 }: AmountFieldProps) {
  return (
    <DecimalInput
      label={label}
      value={value}
      emptyValue={0}
      onChange={(amount) => onChange(amount ?? 0)}
      placeholder={placeholder}
      max={max}
      suffixes
      sx={{ width }}
    />
  );
}
