import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  PUBLIC_REFERRAL_MSG,
  publicReferrerSchema,
  REFERRAL_MSG,
  requiredPatientFields,
  type CustomFormAttribute,
} from '@app/shared';
import { CustomFormFields } from '../forms/CustomFormFields';
import { PatientFields } from '../referrals/wizard/PatientFields';
import {
  answersInput,
  documentSections,
  extraInfoRows,
  visiblePatientFields,
  type Answer,
  type WizardFormValues,
} from '../referrals/wizard/wizardLogic';
import { applyFieldErrors, serverMessage, validationErrors } from '../../ui/pickers/serverErrors';
import { PUBLIC_REFERRER, type PublicClinicDetailDto } from './graphql';
import { PublicDocumentSections } from './PublicDocumentSections';
import {
  PUBLIC_FORM_MSG,
  PUBLIC_SUCCESS_TOAST_MS,
  REFERRER_FIELDS,
  asProviderDocuments,
  emptyPublicValues,
  formPathOf,
  publicFormSchema,
  referrerValues,
  requiredFilesPresent,
  saveVariables,
  type HeldFile,
  type PublicFormValues,
  type PublicParsedValues,
} from './publicFormLogic';
import { ProviderSelect, ReferrerContactFields } from './ReferrerContactFields';
import { PublicSubmitError, submitPublicReferral } from './submitPublicReferral';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `public-form-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The honeypot: an input people never see or reach (off-screen, out of the tab order, hidden from
 * assistive technology, no autofill). A bot filling every input fills it; the server then answers
 * as if it worked and stores nothing.
 */
function Honeypot({ register }: { register: UseFormRegister<PublicFormValues> }) {
  return (
    <Box
      aria-hidden="true"
      data-testid="honeypot"
      sx={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: 1,
        height: 1,
        overflow: 'hidden',
      }}
    >
      <label htmlFor="public-website">Website</label>
      <input
        id="public-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register('website')}
      />
    </Box>
  );
}

/**
 * Submit, enabled once every value passes the form's schema and the required files are in. It
 * watches every value, so a keystroke re-renders this button rather than the whole form.
 */
function SubmitButton({
  control,
  schema,
  filesPresent,
  submitting,
}: {
  control: Control<PublicFormValues, unknown, PublicParsedValues>;
  schema: ReturnType<typeof publicFormSchema>;
  filesPresent: boolean;
  submitting: boolean;
}) {
  const values = useWatch({ control });
  const formValid = useMemo(() => schema.safeParse(values).success, [schema, values]);
  const canSubmit = formValid && filesPresent;
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={!canSubmit || submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ justifySelf: { xs: 'stretch', sm: 'end' }, minHeight: 48 }}
    >
      {canSubmit ? PUBLIC_REFERRAL_MSG.submit : PUBLIC_REFERRAL_MSG.submitDisabled}
    </Button>
  );
}

type Failure = { title: string; detail: string } | null;

export interface PublicReferralFormProps {
  clinic: PublicClinicDetailDto;
  attributes: readonly CustomFormAttribute[];
  onSubmitted: () => void;
}

/**
 * The public referral form of one clinic: referrer contact, provider, the clinic's external
 * patient form, the provider's document sections (files held until submit), and submit.
 */
export function PublicReferralForm({ clinic, attributes, onSubmitted }: PublicReferralFormProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => publicFormSchema(attributes), [attributes]);
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const only = clinic.providers.length === 1 ? clinic.providers[0] : undefined;
  const form = useForm<PublicFormValues, unknown, PublicParsedValues>({
    resolver,
    defaultValues: { ...emptyPublicValues(attributes), provider_uuid: only?.uuid ?? '' },
    mode: 'onTouched',
  });
  const providerUuid = useWatch({ control: form.control, name: 'provider_uuid' });
  const provider = clinic.providers.find((p) => p.uuid === providerUuid);
  const providerDocuments = useMemo(
    () => asProviderDocuments(provider?.documents ?? []),
    [provider],
  );
  const sections = useMemo(() => documentSections(providerDocuments, false), [providerDocuments]);
  const [held, setHeld] = useState<Record<string, HeldFile[]>>({});
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [nextFileId, setNextFileId] = useState(1);

  const patientFields = useMemo(() => visiblePatientFields(attributes), [attributes]);
  const requiredFields = useMemo(() => requiredPatientFields(attributes), [attributes]);
  const customRowsOfForm = useMemo(() => extraInfoRows(attributes), [attributes]);
  const fieldPaths = useMemo(
    () => [
      ...REFERRER_FIELDS,
      'provider_uuid',
      ...patientFields.map((f) => f.field),
      ...customRowsOfForm.map((r) => r.field),
    ],
    [patientFields, customRowsOfForm],
  );

  // A known referrer (this browser submitted as that e-mail before): fill what is still empty.
  const prefill = useCallback(() => {
    const email = form.getValues('contact_email').trim();
    // The shared rule, not the field's state: the blur's own validation may not have run yet.
    if (!publicReferrerSchema.shape.contact_email.safeParse(email).success) return;
    client
      .query({
        query: PUBLIC_REFERRER,
        variables: { referrer_email: email },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        const known = data?.public_referrer;
        if (!known) return;
        for (const [name, value] of Object.entries(referrerValues(known))) {
          const key = name as keyof PublicFormValues;
          if (value && !form.getValues(key))
            form.setValue(key, value as never, { shouldValidate: true });
        }
      })
      // A convenience only: typing the contact still works without it.
      .catch(() => undefined);
  }, [client, form]);

  const addFiles = (key: string, files: { file: File; useFilename?: string }[]) => {
    setHeld((h) => ({
      ...h,
      [key]: [...(h[key] ?? []), ...files.map((f, i) => ({ ...f, id: nextFileId + i }))],
    }));
    setNextFileId((n) => n + files.length);
  };

  const onSubmit = form.handleSubmit(async (parsed) => {
    setFailure(null);
    setSubmitting(true);
    setProgress({});
    try {
      await submitPublicReferral({
        client,
        variables: saveVariables(parsed, clinic.code, answersInput(providerDocuments, answers)),
        sections,
        held,
        onProgress: (key, percent) => setProgress((p) => ({ ...p, [key]: percent })),
      });
      enqueueSnackbar(PUBLIC_REFERRAL_MSG.submitted, {
        variant: 'success',
        autoHideDuration: PUBLIC_SUCCESS_TOAST_MS,
      });
      onSubmitted();
    } catch (error) {
      const stage = error instanceof PublicSubmitError ? error.stage : 'save';
      const cause = error instanceof PublicSubmitError ? error.cause : error;
      const serverErrors = Object.fromEntries(
        Object.entries(validationErrors(cause)).map(([k, v]) => [formPathOf(k), v]),
      );
      applyFieldErrors(serverErrors, form.setError as never, fieldPaths);
      setFailure({
        title:
          stage === 'documents'
            ? PUBLIC_FORM_MSG.documentsFailed
            : PUBLIC_REFERRAL_MSG.submitFailed,
        detail: serverMessage(cause),
      });
    } finally {
      setSubmitting(false);
      setProgress({});
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        // React bubbles submit events through portals: the 'Rename File' dialog's own form
        // must not submit the referral.
        if (e.target !== e.currentTarget) return;
        void onSubmit(e);
      }}
      sx={{ display: 'grid', gap: 2, position: 'relative' }}
    >
      <FormSection title="Referrer Contact">
        <ReferrerContactFields control={form.control} onEmailBlur={prefill} />
      </FormSection>
      <FormSection title="Provider">
        <ProviderSelect control={form.control} providers={clinic.providers} />
      </FormSection>
      <FormSection title={REFERRAL_MSG.stepPatient}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <PatientFields
            fields={patientFields}
            required={requiredFields}
            control={form.control as unknown as Control<WizardFormValues>}
          />
          {customRowsOfForm.length > 0 && (
            <CustomFormFields
              attributes={customRowsOfForm}
              control={form.control as unknown as Control<FieldValues>}
            />
          )}
        </Box>
      </FormSection>
      <FormSection title={REFERRAL_MSG.stepDocuments}>
        {provider ? (
          <PublicDocumentSections
            sections={sections}
            held={held}
            answers={answers}
            onAnswer={(s, a) => setAnswers((all) => ({ ...all, [s.name]: a }))}
            onAdd={(s, files) => addFiles(s.key, files)}
            onRemove={(s, id) =>
              setHeld((h) => ({ ...h, [s.key]: (h[s.key] ?? []).filter((f) => f.id !== id) }))
            }
            progress={progress}
            disabled={submitting}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            Choose a provider to see the documents they need.
          </Typography>
        )}
      </FormSection>
      <Honeypot register={form.register} />
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.detail}
        </Alert>
      )}
      <SubmitButton
        control={form.control}
        schema={schema}
        filesPresent={requiredFilesPresent(sections, held)}
        submitting={submitting}
      />
    </Box>
  );
}
