import { useCallback, useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import {
  INBOUND_FAX_MSG,
  SSN_MASK,
  todayInCentral,
  type FaxReferral,
  type FaxReferralSuggestion,
  REFERRAL_LABEL,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { DialogFooter } from '../../../ui/DialogFooter';
import { FormTextField } from '../../../ui/FormTextField';
import { FormMaskedField } from '../../../ui/MaskedTextField';
import { ClinicPicker, type ClinicOption } from '../../../ui/pickers';
import {
  applyFieldErrors,
  serverMessage,
  validationErrors,
} from '../../../ui/pickers/serverErrors';
import { LazyPdfViewer } from '../pdf';
import { SAVE_FAX_REFERRAL, SUGGESTED_CLINIC } from './graphql';
import { useReceivingProviders } from './useReceivingProviders';
import {
  FAX_REFERRAL_FIELDS,
  faxReferralResolver,
  initialFaxReferralValues,
  initialPageRange,
  toSaveVariables,
  type FaxReferralFormValues,
} from './faxReferralForm';
import { PageRangeSlider } from './PageRangeSlider';
import type { CreateFaxReferralDialogProps } from './types';

export type { CreateFaxReferralDialogProps, FaxForReferral } from './types';

const asOption = (
  c: { id: number | string; name: string } | null | undefined,
): ClinicOption | null => (c ? { id: String(c.id), name: c.name } : null);

/** The referring clinic a suggestion names with its id and name, if it does. */
const suggestedClinicOf = (s: FaxReferralSuggestion | null | undefined) =>
  s?.referring_clinic && s.referring_clinic_name
    ? { id: s.referring_clinic, name: s.referring_clinic_name }
    : null;

/**
 * Create Referral from a received fax (spec 3 sections 2.2, 4, 5, 8): full screen, the PDF on the
 * left cut to the chosen page range, the 'Referral Information' form on the right, prefilled from
 * a detected referral. Saved with save_fax_referral (the server creates the patient and the
 * referral and attaches the cut pages); success closes with 'Referral created successfully!'.
 */
export function CreateFaxReferralDialog(props: CreateFaxReferralDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullScreen aria-labelledby={titleId}>
      {/* The dialog drops its content when closed: each opening starts from the suggestion. */}
      <CreateFaxReferralForm titleId={titleId} {...props} />
    </Dialog>
  );
}

function CreateFaxReferralForm({
  titleId,
  fax,
  suggestion,
  referringClinic,
  receivingProvider,
  onClose,
  onCreated,
}: CreateFaxReferralDialogProps & { titleId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const pages = fax.metadata.pages_count;
  const canSelectProvider = fax.actions.can_select_receiving_provider;
  const [range, setRange] = useState(() => initialPageRange(pages, suggestion));
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [noIdError, setNoIdError] = useState(false);
  const [save] = useMutation(SAVE_FAX_REFERRAL);
  const form = useForm<FaxReferralFormValues, unknown, FaxReferral>({
    resolver: faxReferralResolver(canSelectProvider),
    mode: 'onTouched',
    defaultValues: initialFaxReferralValues(
      suggestion,
      asOption(referringClinic ?? suggestedClinicOf(suggestion)),
      canSelectProvider ? receivingProvider : null,
    ),
  });
  const { control, setValue, getValues } = form;

  // An older suggestion knows the referring clinic by id only: its name comes from the server.
  const suggestedId =
    referringClinic || suggestedClinicOf(suggestion)
      ? null
      : (suggestion?.referring_clinic ?? null);
  const suggested = useQuery(SUGGESTED_CLINIC, {
    variables: { id: String(suggestedId) },
    skip: suggestedId === null,
  });
  const suggestedClinic = suggested.data?.clinic;
  useEffect(() => {
    if (suggestedClinic && !getValues('referring_clinic')) {
      setValue('referring_clinic', asOption(suggestedClinic));
    }
  }, [suggestedClinic, getValues, setValue]);

  const { providers: receiving } = useReceivingProviders(fax);

  const onRangeError = useCallback((error: string | null) => setRangeError(error), []);

  const submit = form.handleSubmit(async (values) => {
    if (rangeError) return;
    setFailure(null);
    try {
      const result = await save({ variables: toSaveVariables(fax.id, values, range) });
      const saved = result.data?.save_fax_referral;
      if (!saved?.referral?.id) {
        setNoIdError(true);
        return;
      }
      enqueueSnackbar(saved.message || INBOUND_FAX_MSG.referralCreated, { variant: 'success' });
      onCreated(saved.referral);
      onClose();
    } catch (e) {
      const rest = applyFieldErrors(
        validationErrors(e),
        form.setError as never,
        FAX_REFERRAL_FIELDS,
      );
      const pageError = rest['page_start']?.[0] ?? rest['page_end']?.[0];
      setFailure(pageError ?? serverMessage(e));
    }
  });

  return (
    <>
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
      >
        <Box component="span" sx={{ flex: 1 }}>
          {INBOUND_FAX_MSG.createReferral}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(320px, 2fr)' },
          gap: 3,
          pt: '16px !important',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: { md: 0 } }}>
          <Box sx={{ flex: 1, minHeight: 480 }}>
            <LazyPdfViewer url={fax.pdf_url} fileName={`fax-${fax.id}.pdf`} range={range} />
          </Box>
          <PageRangeSlider
            pages={pages}
            value={range}
            onChange={setRange}
            onErrorChange={onRangeError}
          />
        </Box>
        <Box
          component="form"
          noValidate
          aria-labelledby={`${titleId}-form`}
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Box>
            <Typography id={`${titleId}-form`} variant="h6" component="h2">
              {INBOUND_FAX_MSG.formTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {INBOUND_FAX_MSG.formHint}
            </Typography>
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField name="firstname" control={control} label="First Name" required />
          <FormTextField name="lastname" control={control} label="Last Name" required />
          <Controller
            name="birthdate"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="date"
                label="Birth Date"
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{
                  inputLabel: { shrink: true },
                  // No birth date in the future (US/Central, like the server's rule).
                  htmlInput: { max: todayInCentral() },
                }}
              />
            )}
          />
          <FormMaskedField
            name="ssn"
            control={control}
            mask={SSN_MASK}
            label="SSN"
            placeholder={SSN_MASK}
            required
          />
          <FormTextField
            name="diagnosis"
            control={control}
            label="Diagnosis"
            required
            multiline
            minRows={3}
          />
          <Controller
            name="referring_clinic"
            control={control}
            render={({ field, fieldState }) => (
              <ClinicPicker
                label={REFERRAL_LABEL.referringClinic}
                side="referring"
                name={field.name}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
          {canSelectProvider && (
            <Controller
              name="receiving_provider"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label={REFERRAL_LABEL.receivingProvider}
                  required
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  {receiving.map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.display_name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <DialogFooter
            onCancel={onClose}
            cancelDisabled={form.formState.isSubmitting}
            confirmLabel={INBOUND_FAX_MSG.createReferral}
            disabled={rangeError !== null}
            loading={form.formState.isSubmitting}
            sx={{ px: 0, mt: 'auto' }}
          />
        </Box>
      </DialogContent>
      <Dialog
        open={noIdError}
        onClose={() => setNoIdError(false)}
        aria-labelledby={`${titleId}-error`}
      >
        <DialogTitle id={`${titleId}-error`}>Error</DialogTitle>
        <DialogContent>
          <DialogContentText>{INBOUND_FAX_MSG.saveNoId}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNoIdError(false)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
