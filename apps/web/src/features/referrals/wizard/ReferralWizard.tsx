import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import {
  PATIENT_FIELDS,
  WIZARD_STEPS,
  canGoNext,
  customRows,
  defaultValuesFor,
  type FormValues,
} from '@app/shared';
import { PageHeader } from '../../../ui/PageHeader';
import { DocumentsStep } from './DocumentsStep';
import { FindProviderStep } from './FindProviderStep';
import {
  RECEIVING_FORM,
  SAVE_REFERRAL_ANSWERS,
  type PatientDto,
  toReceivingForm,
  type ReceivingFormDto,
  type ReferralDocumentDto,
  type WizardProviderDto,
} from './graphql';
import { PatientStep } from './PatientStep';
import { SendStep } from './SendStep';
import { useStepTop } from './useStepTop';
import { useDraftAutoSave } from './useDraftAutoSave';
import {
  STEP,
  answersInput,
  emptyWizardValues,
  extraInfoRows,
  isStepReachable,
  missingRequiredDocuments,
  patientValues,
  wizardSchema,
  type Answer,
  type DocumentSection,
  type WizardFormValues,
  type WizardParsedValues,
} from './wizardLogic';

/** Where a reopened draft starts (see DraftLoader). */
export interface WizardStart {
  uuid: string;
  provider: WizardProviderDto | null;
  receivingForm: ReceivingFormDto | null;
  values: WizardFormValues;
  /** The payload the server holds, so later saves send only what changed. */
  saved: Record<string, unknown> | null;
  documents: ReferralDocumentDto[];
  answers: Record<string, Answer>;
  patientUuid: string | null;
  step: number;
}

export interface ReferralWizardProps {
  start?: WizardStart;
  /** Told the new draft's uuid right before the address becomes /referrals/{uuid}. */
  onCreated?: (uuid: string) => void;
}

function patientSummary(v: WizardFormValues) {
  return {
    name: [v.firstname, v.lastname].filter(Boolean).join(' '),
    birthdate: v.birthdate,
    diagnosis: v.diagnosis,
    phone: v.phone,
  };
}

/** The custom_ values the form holds, completed with the empty values of the form's rows. */
function completeExtraInfo(rows: ReturnType<typeof customRows>, current: FormValues): FormValues {
  const next: FormValues = { ...defaultValuesFor(rows) };
  for (const key of Object.keys(next)) if (current[key] !== undefined) next[key] = current[key];
  return next;
}

/**
 * The four-step referral wizard of spec 2 (Find Provider, Patient Demographics, Referral
 * Documents, Send Referral): clickable, non-linear steps (later ones once a provider is chosen
 * and, for documents and sending, once the draft exists), Exit on the first step and Back on the
 * others, Next per the shared canGoNext rule. The patient form auto-saves as a draft.
 */
export function ReferralWizard({ start, onCreated }: ReferralWizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(start?.step ?? STEP.provider);
  const [provider, setProvider] = useState<WizardProviderDto | null>(start?.provider ?? null);
  const [patientUuid, setPatientUuid] = useState<string | null>(start?.patientUuid ?? null);
  const [documents, setDocuments] = useState<ReferralDocumentDto[]>(start?.documents ?? []);
  const [answers, setAnswers] = useState<Record<string, Answer>>(start?.answers ?? {});

  const [saveAnswers] = useMutation(SAVE_REFERRAL_ANSWERS);
  const formQuery = useQuery(RECEIVING_FORM, {
    variables: { provider_id: provider?.id ?? '' },
    skip: !provider,
  });
  const loadedForm = formQuery.data?.receiving_form;
  const readForm = useMemo(() => (loadedForm ? toReceivingForm(loadedForm) : null), [loadedForm]);
  const receivingForm =
    readForm ?? (provider && provider.id === start?.provider?.id ? start.receivingForm : null);
  const attributes = receivingForm?.attributes ?? null;
  const sameOrganization = receivingForm?.same_organization ?? false;

  const schema = useMemo(() => wizardSchema(attributes ?? []), [attributes]);
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<WizardFormValues, unknown, WizardParsedValues>({
    resolver,
    defaultValues: start?.values ?? emptyWizardValues([]),
    mode: 'onChange',
  });
  // Whether the form passes its rules, re-checked on every change without re-rendering the
  // wizard for each keystroke (only when the answer flips).
  const isValidNow = useCallback(
    () => attributes !== null && schema.safeParse(form.getValues()).success,
    [attributes, schema, form],
  );
  const [patientValid, setPatientValid] = useState(isValidNow);

  const fieldPaths = useMemo(
    () => [
      'referrer_provider_id',
      ...PATIENT_FIELDS.map((f) => f.field),
      ...extraInfoRows(attributes ?? []).map((r) => r.field),
    ],
    [attributes],
  );
  const created = useCallback(
    (uuid: string) => {
      onCreated?.(uuid);
      void navigate(`/referrals/${uuid}`, { replace: true });
    },
    [navigate, onCreated],
  );
  const saver = useDraftAutoSave({
    form,
    schema,
    context: provider && attributes ? { providerId: provider.id, patientUuid } : null,
    initialUuid: start?.uuid ?? null,
    initialSaved: start?.saved ?? null,
    fieldPaths,
    onCreated: created,
  });
  const { schedule } = saver;

  // Every change of the form is a change of the draft.
  useEffect(() => {
    setPatientValid(isValidNow());
    const subscription = form.watch(() => {
      setPatientValid(isValidNow());
      schedule();
    });
    return () => subscription.unsubscribe();
  }, [form, schedule, isValidNow]);

  // A (new) receiving form: complete the custom_ values with its rows, and save the draft for it
  // (a changed provider is a change of the draft even when the form looks the same).
  const formFor = attributes ? provider?.id : undefined;
  const seenFormFor = useRef(formFor);
  useEffect(() => {
    if (formFor === seenFormFor.current) return;
    seenFormFor.current = formFor;
    if (!attributes) return;
    const current = form.getValues('extra_info') ?? {};
    const complete = completeExtraInfo(customRows(attributes), current);
    if (JSON.stringify(complete) !== JSON.stringify(current)) form.setValue('extra_info', complete);
    schedule();
  }, [formFor, attributes, form, schedule]);

  const missing = provider
    ? missingRequiredDocuments(provider.documents, documents, sameOrganization)
    : [];
  const reach = { hasProvider: provider !== null, hasReferral: saver.uuid !== null };
  const patientReady = patientValid && saver.error == null;
  // A failed save blocks Next on every step until a save goes through.
  const nextEnabled =
    saver.error == null &&
    canGoNext({
      step,
      hasReferral: reach.hasReferral,
      patientValid: patientReady,
      requiredDocumentsMissing: missing.length > 0,
    });

  const chooseProvider = (p: WizardProviderDto) => {
    setProvider(p);
    setStep(STEP.patient);
  };
  const applyPatient = (patient: PatientDto) => {
    setPatientUuid(patient.uuid);
    for (const [name, value] of Object.entries(patientValues(patient)))
      form.setValue(name as keyof WizardFormValues, value as never, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  const answer = (section: DocumentSection, value: Answer) => {
    const next = { ...answers, [section.name]: value };
    setAnswers(next);
    // Kept with the draft at once so a reload shows it; sending saves them again and reports
    // a failure then.
    if (provider && saver.uuid)
      saveAnswers({
        variables: { referral_uuid: saver.uuid, answers: answersInput(provider.documents, next) },
      }).catch(() => undefined);
  };

  const next = async () => {
    if (!nextEnabled) return;
    // Leave the patient step only with everything typed saved.
    if (step === STEP.patient && !(await saver.flush())) return;
    setStep((s) => s + 1);
  };
  const exit = () => {
    void saver.flush().finally(() => void navigate('/referrals/active'));
  };

  const stepTop = useStepTop<HTMLDivElement>(step);

  const completed = [
    provider !== null,
    reach.hasReferral && patientReady,
    reach.hasReferral && missing.length === 0,
    false,
  ];

  return (
    <>
      <PageHeader
        title="Send Referral"
        crumbs={[{ label: 'Referrals', to: '/referrals/active' }]}
      />
      <Stepper
        ref={stepTop}
        tabIndex={-1}
        role="group"
        aria-label="Referral steps"
        nonLinear
        activeStep={step}
        alternativeLabel
        // Clear of the fixed top bar when scrolled to.
        sx={{ mb: 3, scrollMarginTop: { xs: 72, sm: 80 }, outline: 'none' }}
      >
        {WIZARD_STEPS.map((label, i) => (
          <Step key={label} completed={completed[i] && i !== step}>
            <StepButton
              onClick={() => setStep(i)}
              disabled={!isStepReachable(i, reach)}
              aria-current={i === step ? 'step' : undefined}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {step === STEP.provider && (
            <FindProviderStep selected={provider} onSelect={chooseProvider} />
          )}
          {step === STEP.patient && (
            <PatientStep
              control={form.control as unknown as Control<WizardFormValues>}
              attributes={attributes}
              formError={formQuery.error ?? null}
              onRetryForm={() => void formQuery.refetch()}
              draftState={saver.state}
              saveError={saver.error}
              isNew={saver.uuid === null}
              onUsePatient={applyPatient}
            />
          )}
          {step === STEP.documents && provider && saver.uuid && (
            <DocumentsStep
              referralUuid={saver.uuid}
              providerDocuments={provider.documents}
              sameOrganization={sameOrganization}
              documents={documents}
              onDocumentsChange={setDocuments}
              answers={answers}
              onAnswer={answer}
            />
          )}
          {step === STEP.send && provider && saver.uuid && (
            <SendStep
              referralUuid={saver.uuid}
              provider={provider}
              patient={patientSummary(form.getValues())}
              documents={documents}
              missingDocuments={missing}
              patientReady={patientReady}
              answers={answersInput(provider.documents, answers)}
              prepare={saver.flush}
              onGoToStep={setStep}
            />
          )}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              mt: 3,
              pt: 2,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {step === STEP.provider ? (
              <Button onClick={exit}>Exit</Button>
            ) : (
              <Button onClick={() => setStep(step - 1)}>Back</Button>
            )}
            <Button variant="contained" disabled={!nextEnabled} onClick={() => void next()}>
              Next
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
