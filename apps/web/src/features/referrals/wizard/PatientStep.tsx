import { useEffect, useMemo, useState } from 'react';
import { useController, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import {
  DRAFT_STATE_LABEL,
  REFERRAL_MSG,
  formatUsDate,
  isFullSsn,
  requiredPatientFields,
  type CustomFormAttribute,
  type DraftState,
} from '@app/shared';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { CustomFormFields } from '../../forms/CustomFormFields';
import { useCurrentUser } from '../../auth/SessionProvider';
import { PATIENT_BY_SSN, REFERRER_PROVIDERS, type PatientDto } from './graphql';
import { PatientFields } from './PatientFields';
import { extraInfoRows, visiblePatientFields, type WizardFormValues } from './wizardLogic';

/** The draft status line: 'Unsaved', 'Submitting...' or 'Saved as Draft', read out when it changes. */
export function DraftStatus({ state }: { state: DraftState }) {
  const busy = state === 'submitting';
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="draft-status"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: state === 'saved' ? 'success.main' : 'text.secondary',
        fontSize: '0.875rem',
      }}
    >
      {busy && <CircularProgress size={14} color="inherit" />}
      {state === 'saved' && <CheckCircleOutline fontSize="small" />}
      {state === 'unsaved' && <EditNoteOutlined fontSize="small" />}
      {DRAFT_STATE_LABEL[state]}
    </Box>
  );
}

/** 'Referrer Provider *': the providers of the user's current clinic (the only one is picked). */
function ReferrerProviderSelect({ control }: { control: Control<WizardFormValues> }) {
  const user = useCurrentUser();
  const clinicId = user.clinic?.id ?? '';
  const { data, loading, error } = useQuery(REFERRER_PROVIDERS, {
    variables: { clinic_id: clinicId },
    skip: !clinicId,
  });
  const { field, fieldState } = useController({ name: 'referrer_provider_id', control });
  // 'Any/First Available' receives referrals; it does not write them.
  const providers = useMemo(
    () => (data?.providers_by_clinic_id ?? []).filter((p) => !p.is_default),
    [data],
  );
  const only = providers.length === 1 ? providers[0] : undefined;
  const { onChange } = field;
  const empty = !field.value;

  useEffect(() => {
    if (only && empty) onChange(only.id);
  }, [only, empty, onChange]);

  const labelId = 'referrer-provider-label';
  const value = providers.some((p) => p.id === field.value) ? field.value : '';
  return (
    <FormControl fullWidth error={!!fieldState.error || error != null}>
      <InputLabel id={labelId}>{REFERRAL_MSG.referrerProviderLabel}</InputLabel>
      <Select
        labelId={labelId}
        label={REFERRAL_MSG.referrerProviderLabel}
        name={field.name}
        value={value}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value)}
        inputProps={{ 'aria-required': true }}
        endAdornment={loading ? <CircularProgress size={18} sx={{ mr: 3 }} /> : undefined}
      >
        {providers.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.display_name}
          </MenuItem>
        ))}
      </Select>
      {(fieldState.error || error) && (
        <FormHelperText>{fieldState.error?.message ?? REFERRAL_MSG.loadFailed}</FormHelperText>
      )}
    </FormControl>
  );
}

/**
 * Entering a full SSN on a new referral looks the patient up (network-only: never a cached
 * answer) and offers to fill in the known demographics.
 */
function useSsnLookup(control: Control<WizardFormValues>, enabled: boolean) {
  const client = useApolloClient();
  const ssn = useWatch({ control, name: 'ssn' });
  const [found, setFound] = useState<{ ssn: string; patient: PatientDto } | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || !isFullSsn(ssn) || found?.ssn === ssn) return;
    let live = true;
    client
      .query({ query: PATIENT_BY_SSN, variables: { ssn }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const patient = data?.patient_by_ssn;
        if (live && patient) setFound({ ssn, patient });
      })
      // The look-up is a convenience: typing the demographics still works without it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, enabled, ssn, found?.ssn]);

  const offer = enabled && found && found.ssn === ssn && dismissed !== ssn ? found.patient : null;
  return { offer, dismiss: () => setDismissed(ssn) };
}

export interface PatientStepProps {
  control: Control<WizardFormValues>;
  /** The receiving clinic's form rows; null while loading. */
  attributes: readonly CustomFormAttribute[] | null;
  formError: unknown;
  onRetryForm: () => void;
  draftState: DraftState;
  saveError: unknown;
  /** A new referral (no draft yet): the SSN look-up is offered. */
  isNew: boolean;
  onUsePatient: (patient: PatientDto) => void;
}

/** Step 2: the referring provider, the patient fields, then the receiving clinic's custom rows. */
export function PatientStep(props: PatientStepProps) {
  const { control, attributes, draftState, saveError } = props;
  const lookup = useSsnLookup(control, props.isNew);
  const rows = useMemo(() => (attributes ? extraInfoRows(attributes) : []), [attributes]);
  const fields = useMemo(() => visiblePatientFields(attributes ?? []), [attributes]);
  const required = useMemo(() => requiredPatientFields(attributes ?? []), [attributes]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography variant="h6" component="h2">
          {REFERRAL_MSG.stepPatient}
        </Typography>
        <DraftStatus state={draftState} />
      </Box>
      <ErrorBanner error={saveError} />
      {props.formError != null && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={props.onRetryForm}>
              Retry
            </Button>
          }
        >
          {REFERRAL_MSG.loadFailed}
        </Alert>
      )}
      <ReferrerProviderSelect control={control} />
      {lookup.offer && (
        <Alert
          severity="info"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  if (lookup.offer) props.onUsePatient(lookup.offer);
                  lookup.dismiss();
                }}
              >
                Use Patient
              </Button>
              <Button color="inherit" size="small" onClick={lookup.dismiss}>
                Dismiss
              </Button>
            </Box>
          }
        >
          {`A patient with this SSN already exists: ${lookup.offer.full_name}${
            lookup.offer.details.birthdate
              ? `, born ${formatUsDate(lookup.offer.details.birthdate)}`
              : ''
          }.`}
        </Alert>
      )}
      {attributes === null && props.formError == null ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the referral form" />
        </Box>
      ) : (
        <>
          <PatientFields fields={fields} required={required} control={control} />
          {rows.length > 0 && (
            <CustomFormFields
              attributes={rows}
              control={control as unknown as Control<FieldValues>}
            />
          )}
        </>
      )}
    </Box>
  );
}
