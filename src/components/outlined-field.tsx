import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'ref' | 'inputRef'> {
  label: string;
  helperText?: ReactNode;
  /** The <input> itself (what react-hook-form's `register` needs). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field made of the parts MUI's TextField is made of (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), wired the same way: the label names the input, the helper text describes it. TextField also
 * imports Select (and with it Menu, Popover and Modal) whether it is a select or not; this does not, so the sign-in
 * page does not download them. Full width and small, as the theme makes every TextField.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  disabled,
  id: idOverride,
  ref,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth size="small" error={error} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} inputRef={ref} aria-describedby={helperTextId} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
