import { REFERRAL_LABEL } from '@app/shared';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormTextField } from '../../../ui/FormTextField';
import { FormMaskedField, MASKS } from '../../../ui/MaskedTextField';
import { ClinicPicker, ProviderPicker } from '../../../ui/pickers';
import { applyFieldErrors, validationErrors } from '../../../ui/pickers/serverErrors';
import { ResponsiveDialog } from '../../clinic-admin/ResponsiveDialog';
import { SAVE_REFERRAL, type ReferralRefDto } from './graphql';
import {
  initialQuickValues,
  QUICK_TEXT_FIELDS,
  quickDialogText,
  quickFormSchema,
  toFormErrors,
  toSaveReferralParams,
  type QuickFormInput,
  type QuickFormOutput,
  type QuickReferralEdit,
} from './quickReferralValues';
import { DialogFooter } from '../../../ui/DialogFooter';

export interface QuickReferralDialogProps {
  open: boolean;
  /** 'Add Order' / 'Edit Order' rather than the referral titles; saved with is_order. */
  isOrder: boolean;
  /** A manually created referral to edit; without it the dialog adds one. */
  referral?: QuickReferralEdit | null;
  onClose(): void;
  onSaved?(referral: ReferralRefDto): void;
}

/** The server's message of a refused save; the spec's fallback when it gave none. */
function failureText(error: unknown, fallback: string): string {
  return (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) || fallback;
}

/**
 * Add/Edit Referral or Order (spec 2 sections 2, 3, 5 and 8): a referral entered by hand, saved
 * with save_referral. Success closes with a snackbar; a refusal keeps the dialog open with the
 * message and each field's error under it.
 */
function QuickReferralDialog(props: QuickReferralDialogProps) {
  const titleId = useId();
  return (
    <ResponsiveDialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      {/* The dialog drops its content when closed: each opening starts from fresh values. */}
      <QuickReferralForm key={props.referral?.uuid ?? 'new'} titleId={titleId} {...props} />
    </ResponsiveDialog>
  );
}

function QuickReferralForm({
  titleId,
  isOrder,
  referral,
  onClose,
  onSaved,
}: QuickReferralDialogProps & { titleId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useMutation(SAVE_REFERRAL);
  const [failure, setFailure] = useState<string | null>(null);
  const text = quickDialogText(isOrder, !!referral);
  const form = useForm<QuickFormInput, unknown, QuickFormOutput>({
    resolver: zodResolver(quickFormSchema),
    mode: 'onTouched',
    defaultValues: initialQuickValues(referral),
  });
  const { control, setValue } = form;
  const clinic = useWatch({ control, name: 'clinic' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save({
        variables: { params: toSaveReferralParams(values, { isOrder, uuid: referral?.uuid }) },
      });
      const saved = result.data?.save_referral;
      if (!saved) throw new Error(text.failed);
      enqueueSnackbar(saved.message || text.ok, { variant: 'success' });
      onSaved?.(saved.referral);
      onClose();
    } catch (e) {
      applyFieldErrors(toFormErrors(validationErrors(e)), form.setError as never, [
        ...QUICK_TEXT_FIELDS,
        'clinic',
        'provider',
      ]);
      setFailure(failureText(e, text.failed));
    }
  });

  const half = { gridColumn: { xs: 'span 2', sm: 'span 1' } } as const;
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}>
          <FormTextField name="firstname" control={control} label="First Name" required sx={half} />
          <FormTextField name="lastname" control={control} label="Last Name" required sx={half} />
          <FormTextField name="mrn" control={control} label="MRN" sx={half} />
          <FormMaskedField
            name="birthdate"
            control={control}
            mask={MASKS.date}
            label="Birthdate"
            placeholder="MM/DD/YYYY"
            sx={half}
          />
          <FormTextField
            name="diagnosis"
            control={control}
            label="Diagnosis"
            sx={{ gridColumn: 'span 2' }}
          />
          <FormMaskedField
            name="sentdate"
            control={control}
            mask={MASKS.date}
            label="Sent Date"
            placeholder="MM/DD/YYYY"
            required
            sx={half}
          />
          <Box sx={half} />
          <Box sx={half}>
            <Controller
              name="clinic"
              control={control}
              render={({ field, fieldState }) => (
                <ClinicPicker
                  label={REFERRAL_LABEL.receivingClinic}
                  side="receiving"
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(next) => {
                    field.onChange(next);
                    // A provider of another clinic no longer fits.
                    const provider = form.getValues('provider');
                    if (provider && provider.clinic.id !== next?.id) setValue('provider', null);
                  }}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Box>
          <Box sx={half}>
            <Controller
              name="provider"
              control={control}
              render={({ field, fieldState }) => (
                <ProviderPicker
                  name={field.name}
                  clinicId={clinic?.id ?? null}
                  value={field.value ?? null}
                  onChange={(next) => {
                    field.onChange(next);
                    // Picking a provider first fills in their clinic.
                    if (next && !form.getValues('clinic')) setValue('clinic', next.clinic);
                  }}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogFooter onCancel={onClose} loading={form.formState.isSubmitting} />
    </form>
  );
}

export default QuickReferralDialog;
