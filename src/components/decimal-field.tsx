import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DecimalInput, type DecimalInputProps } from './decimal-input';

type DecimalFieldProps<Values extends FieldValues> = Omit<
  DecimalInputProps,
  'value' | 'onChange' | 'name' | 'onBlur'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Turns the form's error message (a key or a text) into what the field shows. */
  message?: (error: string) => string;
};

/**
 * The decimal field inside a react-hook-form form: the form holds a number or null, its schema judges the value, and
 * the field shows the schema's message (through `message`) when the text itself reads.
 */
export function DecimalField<Values extends FieldValues>({
  control,
  name,
  message = (error) => error,
  ...rest
}: DecimalFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <DecimalInput
      {...rest}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error) || rest.error}
      helperText={error ? message(error) : rest.helperText}
    />
  );
}
