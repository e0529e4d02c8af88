import { useController, type FieldValues } from 'react-hook-form';
import type { FormTextFieldProps } from './FormTextField';
import { PasswordInput } from './PasswordInput';

/** A password input bound to react-hook-form, with the show/hide toggle of PasswordInput. */
export function PasswordField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  normalize: _normalize,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <PasswordInput
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
