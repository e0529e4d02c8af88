import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type OutlinedTextFieldProps = Omit<OutlinedInputProps, 'label' | 'fullWidth'> & {
  label: string;
  helperText?: ReactNode;
};

/**
 * MUI's outlined text field assembled from its parts. MUI's TextField also bundles Select, Menu
 * and Popover (about 16 KB gzipped), which the sign-in screens never use.
 */
export function OutlinedTextField({
  id,
  label,
  helperText,
  error,
  required,
  disabled,
  sx,
  ...input
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        // The notch in the outline is sized from this label (with the required star).
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
