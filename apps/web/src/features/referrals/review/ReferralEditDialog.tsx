import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  PATIENT_FIELDS,
  REFERRAL_MSG,
  type PatientFieldName,
  type ReferralSavedAnswer,
  type ReferralSourceInput,
} from '@app/shared';
import { http } from '../../../app/http';
import { DialogFooter } from '../../../ui/DialogFooter';
import {
  applyFieldErrors,
  serverMessage,
  validationErrors,
} from '../../../ui/pickers/serverErrors';
import { PatientFields } from '../wizard/PatientFields';
import { emptyWizardValues, type WizardFormValues } from '../wizard/wizardLogic';
import { REVIEW_REFERRAL } from './graphql';

/** Every detail view edit answers `{ message: 'Referral saved!', referral }` (docs/referrals-api.md). */
type EditAnswer = ReferralSavedAnswer;

const referralPath = (uuid: string) => `/api/referrals/${encodeURIComponent(uuid)}`;

/** The detail view's edit calls. */
export const referralEditsApi = {
  patient: (uuid: string, body: Record<string, string>) =>
    http.post<EditAnswer>(`${referralPath(uuid)}/patient`, body),
  information: (uuid: string, body: Record<string, string>) =>
    http.put<EditAnswer>(`${referralPath(uuid)}/information`, body),
  source: (uuid: string, clinicId: number) =>
    http.put<EditAnswer>(`${referralPath(uuid)}/source`, {
      clinic_id: clinicId,
    } satisfies ReferralSourceInput),
};

type SetFieldError = (name: never, error: { type: string; message: string }) => void;

/**
 * Runs one edit call: on success the server's message in a snackbar, the dialog closed and the
 * summary reloaded; on failure the field errors under their fields and anything else in the
 * dialog's banner (the server's message, else 'Error saving referral!'). Nothing typed is lost.
 */
export function useReferralEdit(opts: {
  setError: SetFieldError;
  fields: readonly string[];
  onDone: () => void;
}) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (call: () => Promise<EditAnswer>) => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await call();
      enqueueSnackbar(answer.message || REFERRAL_MSG.referralSaved, { variant: 'success' });
      opts.onDone();
      await client.refetchQueries({ include: [REVIEW_REFERRAL] });
    } catch (error) {
      const fieldErrors = validationErrors(error);
      const rest = applyFieldErrors(fieldErrors, opts.setError, opts.fields);
      const placedAll = Object.keys(fieldErrors).length > 0 && Object.keys(rest).length === 0;
      if (!placedAll) setFailure(serverMessage(error) || REFERRAL_MSG.errorSavingReferral);
    } finally {
      setBusy(false);
    }
  };
  return { save, failure, busy };
}

/** The frame of an edit dialog: its title, the failure banner, the fields and Cancel / Save. */
export function ReferralEditDialog({
  title,
  onClose,
  onSubmit,
  busy,
  failure,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  failure: string | null;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {children}
        </DialogContent>
        <DialogFooter onCancel={onClose} cancelDisabled={busy} loading={busy} />
      </form>
    </Dialog>
  );
}

/**
 * An edit dialog over some of the wizard's patient form fields (PatientFields, the shared rules):
 * `schema` parses what is typed, `payload` turns the parsed values into the call's body.
 */
export function PatientFieldsDialog<Parsed>({
  title,
  fields,
  required,
  schema,
  defaults,
  save,
  onClose,
  note,
}: {
  title: string;
  fields: readonly PatientFieldName[];
  required: ReadonlySet<PatientFieldName>;
  schema: z.ZodType<Parsed, unknown>;
  defaults: Partial<WizardFormValues>;
  save: (values: Parsed) => Promise<EditAnswer>;
  onClose: () => void;
  /** A line above the fields. */
  note?: ReactNode;
}) {
  const resolver = useMemo(
    () => zodResolver(schema as unknown as z.ZodType<Parsed, WizardFormValues>),
    [schema],
  );
  const form = useForm<WizardFormValues, unknown, Parsed>({
    resolver,
    defaultValues: { ...emptyWizardValues([]), ...defaults },
  });
  const edit = useReferralEdit({ setError: form.setError, fields, onDone: onClose });
  const specs = PATIENT_FIELDS.filter((f) => fields.includes(f.field));
  return (
    <ReferralEditDialog
      title={title}
      onClose={onClose}
      busy={edit.busy}
      failure={edit.failure}
      onSubmit={form.handleSubmit((values) => edit.save(() => save(values)))}
    >
      {note}
      <PatientFields
        fields={specs}
        required={required}
        // PatientFields reads the typed values only; the wizard passes its form the same way.
        control={form.control as unknown as Control<WizardFormValues>}
      />
    </ReferralEditDialog>
  );
}
