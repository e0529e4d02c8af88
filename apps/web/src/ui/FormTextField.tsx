import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
  /** Lets a field clean what is typed (e.g. keep digits only) before the form stores it. */
  normalize?: (value: string) => string;
};

/** A text field bound to react-hook-form: shows the field's validation message under it. */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  normalize,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <OutlinedTextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(normalize ? normalize(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
