import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CustomFormAttribute, FormValues } from '@app/shared';
import { CustomFormFields } from './CustomFormFields';
import { useCustomForm } from './useCustomForm';

export interface FormRendererProps {
  /** The rows to render, in order (hidden rows are skipped). Keep the array stable. */
  attributes: readonly CustomFormAttribute[];
  /** Starting values keyed by field name (dates as MM/DD/YYYY, addresses as {line1, city...}). */
  defaultValues?: Partial<FormValues>;
  /** Called with the parsed values once every rule of buildFormSchema passes. */
  onSubmit?: (values: FormValues) => void | Promise<void>;
  /** The submit button's text; default 'Submit'. */
  submitLabel?: string;
  /** Replaces the submit button (e.g. wizard buttons); render type="submit" buttons inside. */
  actions?: ReactNode;
  /** The form element's id, so a button elsewhere can submit it with form={id}. */
  id?: string;
  disabled?: boolean;
}

/**
 * A clinic's custom form (spec 1 section 3) as MUI fields on a 12-column grid, validated with the
 * shared rules. Used by the referral form settings preview, the referral wizard and the public form.
 * Changing `attributes` rebuilds the rules and keeps what was typed in fields that still exist.
 */
export function FormRenderer({
  attributes,
  defaultValues,
  onSubmit,
  submitLabel = 'Submit',
  actions,
  id,
  disabled,
}: FormRendererProps) {
  const form = useCustomForm(attributes, defaultValues);
  const { control, handleSubmit, formState, clearErrors } = form;

  // The preview edits its rows live: drop messages of rules that may have changed.
  useEffect(() => {
    clearErrors();
  }, [attributes, clearErrors]);

  return (
    <Box
      component="form"
      id={id}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        await onSubmit?.(values);
      })}
    >
      <CustomFormFields attributes={attributes} control={control} disabled={disabled} />
      {actions ?? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={disabled || formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
