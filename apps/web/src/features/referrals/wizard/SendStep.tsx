import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FAX_VALIDATION_DELAY_MS, REFERRAL_MSG, submitLabel } from '@app/shared';
import { ApiError } from '../../../app/http';
import { SummaryItem } from '../../../ui/SummaryItem';
import { ErrorDialog, type ErrorDialogContent } from '../../clinic-admin/ErrorDialog';
import { PostSendDialog } from '../send-dialog/PostSendDialog';
import { draftApi } from './api';
import {
  SAVE_REFERRAL_ANSWERS,
  type ProviderDocumentDto,
  type ReferralDocumentDto,
  type WizardProviderDto,
} from './graphql';
import { STEP, sentTitle, type Answer } from './wizardLogic';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The send call's failure: the server's message and reasons, else the spec's fallback. */
function sendFailure(error: unknown): string[] {
  if (error instanceof ApiError && error.status !== 0 && error.body.message)
    return [error.body.message, ...Object.values(error.body.errors ?? {}).flat()];
  return [REFERRAL_MSG.errorSending];
}

export interface SendStepProps {
  referralUuid: string;
  provider: WizardProviderDto;
  patient: { name: string; birthdate: string; diagnosis: string; phone: string };
  documents: readonly ReferralDocumentDto[];
  missingDocuments: readonly ProviderDocumentDto[];
  /** The patient form is valid and its last save went through. */
  patientReady: boolean;
  answers: { name: string; question: string; answer: Answer }[];
  /** Saves pending draft changes; false when they could not be saved. */
  prepare: () => Promise<boolean>;
  onGoToStep: (step: number) => void;
}

/**
 * Step 4: a summary, the 'Provider Required' warning for an order clinic nobody can approve for,
 * and the submit button ('Submit for Approval', 'Send Referral Fax' or 'Send Referral'). Sending
 * saves the qualifying answers first, waits FAX_VALIDATION_DELAY_MS for a fax clinic, then sends;
 * the post-send dialog follows, and closing it returns to the active list.
 */
export function SendStep(props: SendStepProps) {
  const { provider, patient, documents, missingDocuments } = props;
  const receiver = provider.receiver;
  const navigate = useNavigate();
  const [saveAnswers] = useMutation(SAVE_REFERRAL_ANSWERS);
  const [busy, setBusy] = useState(false);
  const [validatingFax, setValidatingFax] = useState(false);
  const [failure, setFailure] = useState<ErrorDialogContent | null>(null);
  const [sent, setSent] = useState<{ title: string; smsText: string } | null>(null);

  const providerRequired = receiver.is_order && !receiver.has_provider_user;
  const blocked =
    providerRequired || !props.patientReady || missingDocuments.length > 0 || sent !== null;

  const submit = async () => {
    setBusy(true);
    try {
      if (!(await props.prepare())) {
        setFailure({ title: 'Error Message', lines: [REFERRAL_MSG.errorSending] });
        return;
      }
      if (props.answers.length > 0) {
        try {
          await saveAnswers({
            variables: { referral_uuid: props.referralUuid, answers: props.answers },
          });
        } catch {
          setFailure({ title: 'Error Message', lines: [REFERRAL_MSG.failedSubmit] });
          return;
        }
      }
      if (receiver.is_fax) {
        setValidatingFax(true);
        await wait(FAX_VALIDATION_DELAY_MS);
      }
      try {
        const answer = await draftApi.send(props.referralUuid);
        setSent({
          title: sentTitle(answer.message, answer.referral?.is_order ?? receiver.is_order),
          smsText: answer.sms_text ?? '',
        });
      } catch (error) {
        setFailure({ title: 'Error Message', lines: sendFailure(error) });
      }
    } finally {
      setValidatingFax(false);
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h6" component="h2">
        {REFERRAL_MSG.stepSend}
      </Typography>
      {providerRequired && (
        <Alert severity="warning">
          <AlertTitle>{REFERRAL_MSG.providerRequiredTitle}</AlertTitle>
          {REFERRAL_MSG.providerRequired}
        </Alert>
      )}
      {!props.patientReady && (
        <Alert severity="info">
          {'Complete '}
          <Link component="button" type="button" onClick={() => props.onGoToStep(STEP.patient)}>
            {REFERRAL_MSG.stepPatient}
          </Link>
          {' before sending.'}
        </Alert>
      )}
      {missingDocuments.length > 0 && (
        <Alert severity="info">
          {`Upload the required documents before sending: ${missingDocuments
            .map((d) => d.document.name)
            .join(', ')}. `}
          <Link component="button" type="button" onClick={() => props.onGoToStep(STEP.documents)}>
            {REFERRAL_MSG.stepDocuments}
          </Link>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <SummaryItem label="Provider">
          <Typography sx={{ fontWeight: 600 }}>{provider.display_name}</Typography>
          {provider.specializations.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {provider.specializations.join(', ')}
            </Typography>
          )}
        </SummaryItem>
        <SummaryItem label="Clinic">
          <Typography sx={{ fontWeight: 600 }}>{receiver.name}</Typography>
          {receiver.full_address && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {receiver.full_address}
            </Typography>
          )}
        </SummaryItem>
        <SummaryItem label="Patient">
          <Typography sx={{ fontWeight: 600 }}>{patient.name || '—'}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[patient.birthdate && `Birthdate ${patient.birthdate}`, patient.diagnosis]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </SummaryItem>
        <SummaryItem label="Documents">
          {documents.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>No documents uploaded.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {documents.map((d) => (
                <li key={d.uuid}>
                  <Typography variant="body2">{d.name}</Typography>
                </li>
              ))}
            </Box>
          )}
        </SummaryItem>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          disabled={blocked}
          loading={busy}
          onClick={() => void submit()}
        >
          {submitLabel({ isOrder: receiver.is_order, isFax: receiver.is_fax })}
        </Button>
      </Box>
      <Dialog open={validatingFax} aria-labelledby="fax-validating-title">
        <DialogTitle id="fax-validating-title">{REFERRAL_MSG.validatingFax}</DialogTitle>
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', pb: 3 }}>
          <CircularProgress aria-label={REFERRAL_MSG.validatingFax} />
        </DialogContent>
      </Dialog>
      <ErrorDialog content={failure} onClose={() => setFailure(null)} />
      <PostSendDialog
        open={sent !== null}
        title={sent?.title ?? REFERRAL_MSG.sentTitle}
        referralUuid={props.referralUuid}
        smsText={sent?.smsText ?? ''}
        patientPhone={patient.phone || null}
        onClose={() => void navigate('/referrals/active')}
      />
    </Box>
  );
}
