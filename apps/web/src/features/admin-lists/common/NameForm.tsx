import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../ui/FormTextField';
import { validationErrors } from './errors';

export interface NameValues {
  id?: string | number | null;
  name?: string | null;
}

interface NameFormProps<TOut extends { name: string }> {
  /** The shared schema's resolver (referral group or document). */
  resolver: Resolver<NameValues, unknown, TOut>;
  label: string;
  initialName?: string;
  submitLabel: string;
  formLabel: string;
  onSubmit: (values: TOut) => Promise<void>;
  onCancel?: () => void;
  /** Set by the caller after a failed save, so server field errors land under the field. */
  serverError?: unknown;
  autoFocus?: boolean;
}

/**
 * A one-field form (referral group name, document name). Validated as it is typed with the shared
 * schema; the submit button stays disabled until the form is valid (spec 1 section 5).
 */
export function NameForm<TOut extends { name: string }>(props: NameFormProps<TOut>) {
  const { control, handleSubmit, formState, setError } = useForm<NameValues, unknown, TOut>({
    resolver: props.resolver,
    mode: 'onChange',
    defaultValues: { name: props.initialName ?? '' },
  });
  const { serverError } = props;

  useEffect(() => {
    const message = validationErrors(serverError)?.name?.[0];
    if (message) setError('name', { type: 'server', message });
  }, [serverError, setError]);

  return (
    <Box
      component="form"
      noValidate
      aria-label={props.formLabel}
      onSubmit={handleSubmit(props.onSubmit)}
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="name"
          label={props.label}
          required
          autoFocus={props.autoFocus}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {props.onCancel && (
            <Button onClick={props.onCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid}
            loading={formState.isSubmitting}
          >
            {props.submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
