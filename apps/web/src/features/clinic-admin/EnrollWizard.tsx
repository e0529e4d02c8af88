import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  CLINIC_ADMIN_MSG,
  DEFAULT_PROVIDER_NAME,
  newProviderValues,
  providerDisplayName,
  roleById,
  withReceivingDefault,
} from '@app/shared';
import { http, ApiError } from '../../app/http';
import { PageHeader } from '../../ui/PageHeader';
import { serverMessage, validationErrors } from '../../ui/pickers/serverErrors';
import { useClinicAccess } from './access';
import { ClinicFields, referralTypeLabel } from './ClinicFields';
import { fullAddress } from './clinicValues';
import {
  ENROLL_STEPS,
  NON_AFFILIATE_STEPS,
  errorSummary,
  errorsOfStep,
  formPath,
  newWizardValues,
  stepOfPath,
  toWizardPayload,
  validateWizard,
  type PathErrors,
  type WizardValues,
} from './enrollLogic';
import { ErrorDialog, type ErrorDialogContent } from './ErrorDialog';
import { SAVE_NON_AFFILIATED_CLINIC, type ClinicUserInputDto } from './graphql';
import { DefaultProviderFields, ProviderFields } from './ProviderFields';
import { ProviderUserButton } from './ProviderUserButton';
import { NewUserFields, newUserValues } from './UserDialog';

/** Puts 'a.b.0.c' errors into react-hook-form's nested error object. */
function nest(errors: PathErrors): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    let at = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        at[part] = { type: 'validation', message };
      } else {
        at[part] ??= {};
        at = at[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function ProviderBox({
  control,
  index,
  nonAffiliate,
  onRemove,
}: {
  control: Control<FieldValues>;
  index: number;
  nonAffiliate: boolean;
  onRemove: () => void;
}) {
  const prefix = `providers.${String(index)}.`;
  const [firstname, lastname, isDefault] = useWatch({
    control,
    name: [`${prefix}firstname`, `${prefix}lastname`, `${prefix}is_default`],
  }) as [string | undefined, string | undefined, boolean | undefined];
  const isDefaultBox = isDefault === true || (firstname ?? '').trim() === DEFAULT_PROVIDER_NAME;

  if (isDefaultBox) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2 }}
        data-testid="default-provider"
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {DEFAULT_PROVIDER_NAME}
        </Typography>
        <DefaultProviderFields control={control} prefix={prefix} />
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
      data-testid={`provider-${String(index)}`}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {`Provider ${String(index + 1)}`}
        </Typography>
        <Button color="error" onClick={onRemove}>
          Remove
        </Button>
      </Box>
      <ProviderFields control={control} prefix={prefix} />
      {!nonAffiliate && (
        <Controller
          control={control}
          name={`${prefix}user`}
          render={({ field }) => (
            <ProviderUserButton
              firstname={firstname ?? ''}
              lastname={lastname ?? ''}
              user={field.value as ClinicUserInputDto | null | undefined}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </Paper>
  );
}

function Review({ values, nonAffiliate }: { values: WizardValues; nonAffiliate: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section">
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
          Clinic
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{values.name}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{fullAddress(values)}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {`Referral Type: ${referralTypeLabel(values.is_order === true)} · ${
            values.can_receive === false ? 'Does not receive referrals' : 'Receives referrals'
          }`}
        </Typography>
        {(values.office_phone || values.fax) && (
          <Typography sx={{ color: 'text.secondary' }}>
            {[
              values.office_phone && `Phone ${values.office_phone}`,
              values.fax && `Fax ${values.fax}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
      </Box>
      <Divider />
      <Box component="section">
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
          Providers
        </Typography>
        {withReceivingDefault(values.providers).map((p, i) => (
          <Box key={i} sx={{ mb: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{providerDisplayName(p)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[
                p.can_receive === false ? 'Does not receive referrals' : 'Receives referrals',
                (p.specializations ?? []).join(', '),
                p.user ? `User: ${p.user.email}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
      {!nonAffiliate && (
        <>
          <Divider />
          <Box component="section">
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
              Users
            </Typography>
            {values.users.map((u, i) => (
              <Typography key={i}>
                {`${u.firstname ?? ''} ${u.lastname ?? ''} · ${u.email ?? ''} · ${
                  roleById(Number(u.role_id))?.label ?? ''
                }`}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * /clinics/enroll ('Register Clinic and Main User') and /clinics/non-affiliate ('Register
 * Clinic'): the clinic, its providers (starting with the default provider), its users, a review.
 */
export function EnrollWizard({ nonAffiliate = false }: { nonAffiliate?: boolean }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { isAdmin } = useClinicAccess();
  const [saveNonAffiliated] = useMutation(SAVE_NON_AFFILIATED_CLINIC);
  const steps: readonly string[] = nonAffiliate ? NON_AFFILIATE_STEPS : ENROLL_STEPS;
  const reviewStep = steps.length - 1;
  const [step, setStep] = useState(0);
  const [dialog, setDialog] = useState<ErrorDialogContent | null>(null);
  const options = useMemo(() => ({ nonAffiliate }), [nonAffiliate]);

  const resolver = useMemo<Resolver<WizardValues>>(
    () => (values) => {
      const errors = validateWizard(values, options);
      return Object.keys(errors).length === 0
        ? { values, errors: {} }
        : { values: {}, errors: nest(errors) as never };
    },
    [options],
  );
  const form = useForm<WizardValues>({
    resolver,
    defaultValues: newWizardValues(options),
    mode: 'onTouched',
    // The wizard never goes through handleSubmit, so this only stops react-hook-form from
    // validating a whole provider box the moment it is added (messages come as fields are left).
    reValidateMode: 'onSubmit',
  });
  const { control, setError, getValues, formState } = form;
  const providers = useFieldArray({ control, name: 'providers' });
  const users = useFieldArray({ control, name: 'users' });
  const values = useWatch({ control }) as WizardValues;
  const allErrors = validateWizard(values, options);
  // The step of a field path; the non-affiliate wizard has no users step.
  const stepIndex = (path: string) => Math.min(stepOfPath(path), reviewStep);
  const stepErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([p]) => stepIndex(p) === step),
  );
  const stepValid = step === reviewStep || Object.keys(stepErrors).length === 0;
  const anyControl = control as unknown as Control<FieldValues>;

  const showErrors = (errors: PathErrors) => {
    for (const [path, message] of Object.entries(errors))
      setError(formPath(path) as never, { type: 'server', message });
  };

  const submit = async () => {
    const current = getValues();
    const errors = validateWizard(current, options);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      setDialog({ title: 'Validation Error', lines: errorSummary(errors) });
      return;
    }
    const clinic = toWizardPayload(current, { ...options, isAdmin });
    try {
      let created = '';
      if (nonAffiliate) {
        const res = await saveNonAffiliated({ variables: { clinic } });
        created = res.data?.save_non_affiliated_clinic.id ?? '';
      } else {
        await http.post('/api/clinics/enroll', { clinic });
      }
      enqueueSnackbar(CLINIC_ADMIN_MSG.created, { variant: 'success' });
      // The registering manager goes on to the clinic they registered (its users and providers).
      void navigate(nonAffiliate ? `/clinic/${created}` : '/manage/clinics');
    } catch (e) {
      const fieldErrors = validationErrors(e);
      const flat: PathErrors = Object.fromEntries(
        Object.entries(fieldErrors).map(([k, m]) => [formPath(k), m[0] ?? '']),
      );
      const paths = Object.keys(flat);
      if (paths.length > 0) {
        showErrors(flat);
        setStep(Math.min(...paths.map(stepIndex)));
        setDialog({ title: serverMessage(e), lines: errorSummary(flat) });
      } else {
        setDialog({
          title: 'Error Message',
          lines: [e instanceof ApiError ? (e.body.message ?? serverMessage(e)) : serverMessage(e)],
        });
      }
    }
  };

  const next = () => {
    if (!stepValid) return;
    if (step < reviewStep) setStep(step + 1);
  };

  const addUser = () => users.append(newUserValues());
  const stepName = steps[step];
  // Touch the current step's fields so their messages show after a blocked attempt.
  const revealStep = () => void form.trigger();

  return (
    <>
      <PageHeader
        title={nonAffiliate ? 'Register Clinic' : 'Register Clinic and Main User'}
        subtitle={nonAffiliate ? undefined : 'Enroll PSR user first, then add clinic details'}
        crumbs={isAdmin ? [{ label: 'Clinics', to: '/manage/clinics' }] : []}
      />
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((label, i) => (
          <Step key={label} completed={i < step}>
            <StepLabel
              error={
                i < reviewStep &&
                i !== step &&
                Object.keys(errorsOfStep(allErrors, i)).length > 0 &&
                formState.submitCount > 0
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === reviewStep) void submit();
            else next();
          }}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {stepName}
          </Typography>
          {step === 0 && <ClinicFields control={anyControl} isAdmin={isAdmin} showCanReceive />}
          {step === 1 && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {providers.fields.map((f, i) => (
                <ProviderBox
                  key={f.id}
                  control={anyControl}
                  index={i}
                  nonAffiliate={nonAffiliate}
                  onRemove={() => providers.remove(i)}
                />
              ))}
              <Box>
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() => providers.append(newProviderValues())}
                >
                  Add Provider
                </Button>
              </Box>
            </Box>
          )}
          {step === 2 && !nonAffiliate && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {users.fields.map((f, i) => (
                <Paper
                  key={f.id}
                  variant="outlined"
                  sx={{ p: 2 }}
                  data-testid={`user-${String(i)}`}
                >
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'center',
                      mb: 2,
                    }}
                  >
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {`User ${String(i + 1)}`}
                    </Typography>
                    {i > 0 && (
                      <Button color="error" onClick={() => users.remove(i)}>
                        Remove
                      </Button>
                    )}
                  </Box>
                  <NewUserFields control={anyControl} prefix={`users.${String(i)}.`} />
                </Paper>
              ))}
              <Box>
                <Button startIcon={<AddOutlined />} onClick={addUser}>
                  Add User
                </Button>
              </Box>
            </Box>
          )}
          {step === reviewStep && <Review values={values} nonAffiliate={nonAffiliate} />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
            <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
              Back
            </Button>
            {step === reviewStep ? (
              <Button type="submit" variant="contained">
                Submit
              </Button>
            ) : (
              <Box onClick={stepValid ? undefined : revealStep}>
                <Button type="submit" variant="contained" disabled={!stepValid}>
                  Next
                </Button>
              </Box>
            )}
          </Box>
        </CardContent>
      </Card>
      <ErrorDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
