import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

/** Masks used across the forms: '0' stands for a digit, anything else is a literal. */
export const MASKS = {
  phone: '000-000-0000',
  date: '00/00/0000',
  zip: '00000',
} as const;

/**
 * Puts the digits of `value` into `pattern` the way a mask does while typing: a partial value
 * stays partial ('1234' -> '123-4'), literals appear only before a following digit, extra digits
 * are dropped.
 */
export function applyMask(value: string | null | undefined, pattern: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  let out = '';
  let at = 0;
  for (const ch of pattern) {
    if (at >= digits.length) break;
    if (ch === '0') {
      out += digits[at];
      at += 1;
    } else {
      out += ch;
    }
  }
  return out;
}

export type MaskedTextFieldProps = Omit<OutlinedTextFieldProps, 'onChange' | 'value'> & {
  /** A pattern such as MASKS.phone. */
  mask: string;
  value: string;
  onChange: (value: string) => void;
};

/** A text field that accepts digits only and shows them in the mask (numeric keyboard on phones). */
export function MaskedTextField({
  mask,
  value,
  onChange,
  inputProps,
  ...props
}: MaskedTextFieldProps) {
  return (
    <OutlinedTextField
      {...props}
      value={value}
      placeholder={props.placeholder ?? mask}
      inputProps={{ inputMode: 'numeric', maxLength: mask.length, ...inputProps }}
      onChange={(e) => onChange(applyMask(e.target.value, mask))}
    />
  );
}

export type FormMaskedFieldProps<T extends FieldValues, TOut> = Omit<
  MaskedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
};

/** MaskedTextField bound to react-hook-form, with the field's message under it. */
export function FormMaskedField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  ...props
}: FormMaskedFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <MaskedTextField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
