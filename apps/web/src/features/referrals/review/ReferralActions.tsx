import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import {
  ACTION_HINTS,
  REFERRAL_BUTTON_LABELS,
  REFERRAL_FAX_MSG,
  REFERRAL_LIFECYCLE_MSG,
  REFERRAL_MSG,
  availableActions,
  faxStatusChoices,
  hasPermission,
  isReferralStatus,
  type FaxStatusChoice,
  type ReferralButton,
  type ReferralViewer,
} from '@app/shared';
import { ApiError, errorMessage } from '../../../app/http';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { useCurrentUser } from '../../auth/SessionProvider';
import { serverMessage, validationErrors } from '../../../ui/pickers/serverErrors';
import { lifecycleApi, type CompletionPayload } from './api';
import { AppointmentDialog } from './AppointmentDialog';
import {
  AppointmentOrDeclineDialog,
  type AppointmentOrDecline,
} from './AppointmentOrDeclineDialog';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { CompletionWizard } from './CompletionWizard';
import { DeclineDialog } from './DeclineDialog';
import { faxFailureTitle } from './faxFailure';
import {
  DECLINE_REFERRAL,
  ENDORSE_REFERRAL,
  PROMOTE_REFERRAL,
  SET_REFERRAL_APPOINTMENT,
  type ReviewReferralDto,
} from './graphql';
import { UploadDocumentsDialog } from './UploadDocumentsDialog';

export interface Failure {
  title: string;
  lines: string[];
}

type DialogName =
  | 'decline'
  | 'appointment'
  | 'change_status'
  | 'upload'
  | 'resend'
  | 'appointment_or_decline'
  | 'completion'
  | 'confirm_completion';

/** The server's reason: the first field error (e.g. errors.status) before the generic message. */
function serverReason(error: unknown): string {
  if (error instanceof ApiError) return error.firstFieldError || errorMessage(error);
  return Object.values(validationErrors(error))[0]?.[0] ?? serverMessage(error);
}

/** The referrer's completion as the promote call takes it (docs/referrals-api.md). */
function completionInput(payload: CompletionPayload | Record<string, never>) {
  if (!('notApplicable' in payload) && !('appointmentMaintained' in payload)) return null;
  if ('notApplicable' in payload) return { not_applicable: true };
  if (!payload.appointmentMaintained) {
    return { appointment_maintained: false, reason: payload.reason };
  }
  return {
    appointment_maintained: true,
    confirm_appointment_date: payload.confirmAppointmentDate,
    confirm_results: payload.confirmResults,
    appointment_date: payload.appointmentDate,
  };
}

/** A stored-format appointment ('YYYY-MM-DD HH:mm:ss') as the ISO the pickers start from. */
const isoOf = (value: string) => `${value.replace(' ', 'T')}Z`;

/** A success: the message, with its second line when the server gives one. */
function successText({ message, detail }: { message: string; detail?: string }): ReactNode {
  if (!detail) return message;
  return (
    <Box>
      <div>{message}</div>
      <div>{detail}</div>
    </Box>
  );
}

/**
 * The buttons the viewer may use now (shared machine) with their dialogs and outcomes. The
 * referrer's completion (Complete, a fax referral's 'Close', or `?complete=1` from a list row):
 * a declined referral completes once confirmed; one with an appointment goes to the completion
 * wizard; otherwise the appointment / decline dialog comes first (whatever of the two the machine
 * allows, a toggle when both) and then the wizard, or, after a decline, the completion at once.
 * The receiver's completion also asks first: completing cannot be undone (issue 20).
 */
export function ReferralActions({
  referral,
  onChanged,
}: {
  referral: ReviewReferralDto;
  onChanged: () => Promise<unknown>;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [faxing, setFaxing] = useState(false);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The appointment the completion wizard starts from, when just set in this flow. */
  const [wizardDate, setWizardDate] = useState<string | null>(null);
  const [endorse] = useMutation(ENDORSE_REFERRAL);
  // Each answers the referral as it now is: the page updates from the answer (cache, same id).
  const [promoteCall] = useMutation(PROMOTE_REFERRAL);
  const [declineCall] = useMutation(DECLINE_REFERRAL);
  const [appointmentCall] = useMutation(SET_REFERRAL_APPOINTMENT);
  const autoStarted = useRef(false);

  const status = isReferralStatus(referral.status) ? referral.status : null;
  const facts = status && {
    status,
    isFax: referral.is_fax,
    reason: referral.decline_reason,
  };
  const grants = {
    ...user.actions,
    can_send: hasPermission(user.referral_permissions, 'SEND_REFERRAL'),
  };
  const viewer = referral.viewer as ReferralViewer;
  const buttons = facts ? availableActions(facts, viewer, grants) : [];
  const choices = facts ? faxStatusChoices(facts, grants) : [];
  const reschedule = referral.status === 'scheduled';
  const referrer = viewer === 'referrer';
  const declined = referral.status === 'declined' || !!referral.decline_reason?.trim();

  /**
   * Runs one call: success snackbar, then `after`; a failure shows its banner and reads the
   * referral again (someone may have changed it meanwhile). A success needs no read: the call's
   * answer carries the referral.
   */
  const run = async (
    call: () => Promise<ReactNode>,
    fail: (error: unknown) => Failure,
    after?: () => unknown,
  ) => {
    setBusy(true);
    setFailure(null);
    try {
      enqueueSnackbar(await call(), { variant: 'success' });
      setDialog(null);
      if (after) await after();
    } catch (error) {
      setFailure(fail(error));
      await onChanged().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const toActiveList = () => void navigate('/referrals/active');

  const cannotPromote = (error: unknown): Failure => ({
    title: REFERRAL_LIFECYCLE_MSG.cannotPromote,
    lines: [serverReason(error)],
  });
  const failedComplete = (error: unknown): Failure => ({
    title: REFERRAL_LIFECYCLE_MSG.failedComplete,
    lines: [serverReason(error)],
  });

  /** PUT .../promote/:status as the detail view makes it; answers the call's message. */
  const promoteTo = async (
    status: 'accepted' | 'under_review' | 'rec_completed' | 'ref_completed',
    payload: CompletionPayload | Record<string, never> = {},
  ) => {
    const variables = { uuid: referral.uuid, status, completion: completionInput(payload) };
    const { data } = await promoteCall({ variables });
    return { message: data?.promote_referral.message ?? '', detail: data?.promote_referral.detail };
  };

  const promote = (to: 'accepted' | 'under_review') =>
    run(async () => (await promoteTo(to)).message, cannotPromote);

  const completeWith = (call: () => Promise<{ message: string; detail?: string | null }>) =>
    run(
      async () => {
        const answer = await call();
        return successText({
          message: answer.message || REFERRAL_LIFECYCLE_MSG.completed,
          detail: answer.detail ?? undefined,
        });
      },
      failedComplete,
      toActiveList,
    );

  const completeSent = (payload: CompletionPayload | Record<string, never>) =>
    completeWith(() => promoteTo('ref_completed', payload));

  const decline = (reason: string, then?: () => void) =>
    run(
      async () => {
        const { data } = await declineCall({ variables: { uuid: referral.uuid, reason } });
        return data?.decline_referral.message || REFERRAL_LIFECYCLE_MSG.declined;
      },
      (error) => ({
        title: REFERRAL_LIFECYCLE_MSG.failedDecline,
        lines: [serverReason(error), REFERRAL_LIFECYCLE_MSG.reloadReferral],
      }),
      then ?? toActiveList,
    );

  const setAppointment = (value: string, then?: () => void) =>
    run(
      async () => {
        const { data } = await appointmentCall({
          variables: { uuid: referral.uuid, appointment_date: value, is_reschedule: reschedule },
        });
        return data?.set_referral_appointment.message || REFERRAL_LIFECYCLE_MSG.appointmentSet;
      },
      cannotPromote,
      then,
    );

  /** What the referrer may record before the wizard: the appointment and decline it may set. */
  const completionOffers: AppointmentOrDecline[] = [
    ...(buttons.includes('add_appointment') ? (['appointment'] as const) : []),
    ...(buttons.includes('decline') ? (['decline'] as const) : []),
  ];

  /** The completions with no dialog of their own, run once confirmed. */
  const completeAtOnce = () =>
    referrer ? completeSent({}) : completeWith(() => promoteTo('rec_completed'));

  const startCompletion = () => {
    setFailure(null);
    if (!referrer || declined) {
      setDialog('confirm_completion');
    } else if (referral.appointment_date || completionOffers.length === 0) {
      setWizardDate(referral.appointment_date);
      setDialog('completion');
    } else {
      setDialog('appointment_or_decline');
    }
  };

  const chooseStatus = (choice: FaxStatusChoice) => {
    if (choice === 'accepted') void promote('accepted');
    else if (choice === 'declined') setDialog('decline');
    else if (choice === 'scheduled') setDialog('appointment');
    else startCompletion();
  };

  const endorseReferral = () =>
    run(
      async () => {
        const { data } = await endorse({ variables: { referral_uuid: referral.uuid } });
        return data?.endorse_referral ?? REFERRAL_LIFECYCLE_MSG.endorsed;
      },
      (error) => ({ title: `Error Message: ${errorMessage(error)}`, lines: [] }),
    );

  const resendFax = async () => {
    setFaxing(true);
    try {
      const { message } = await lifecycleApi.resendFax(referral.uuid);
      enqueueSnackbar(message, { variant: 'success' });
    } catch (error) {
      throw new Error(faxFailureTitle(error), { cause: error });
    } finally {
      setFaxing(false);
      await onChanged().catch(() => undefined);
    }
  };

  // A list row's Complete links here with ?complete=1: start once, then drop the flag.
  const wantsCompletion = search.get('complete') === '1';
  const canComplete = buttons.includes('complete');
  useEffect(() => {
    if (!wantsCompletion || autoStarted.current) return;
    autoStarted.current = true;
    setSearch(
      (params) => {
        params.delete('complete');
        return params;
      },
      { replace: true },
    );
    if (canComplete) startCompletion();
    // startCompletion reads the referral of this render; it runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsCompletion, canComplete]);

  if (!status) return null;

  const onClick: Record<ReferralButton, () => void> = {
    endorse: () => void endorseReferral(),
    accept: () => void promote('accepted'),
    update_status: () => void promote('under_review'),
    decline: () => setDialog('decline'),
    add_appointment: () => setDialog('appointment'),
    reschedule: () => setDialog('appointment'),
    change_status: () => setDialog('change_status'),
    resend_fax: () => setDialog('resend'),
    upload_documents: () => setDialog('upload'),
    complete: startCompletion,
  };

  return (
    <>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      {buttons.length > 0 && (
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
          role="group"
          aria-label="Referral actions"
        >
          {buttons.map((b) => {
            const button = (
              <Button
                key={b}
                variant={b === 'decline' ? 'outlined' : 'contained'}
                color={b === 'decline' ? 'error' : 'primary'}
                disabled={busy}
                onClick={onClick[b]}
              >
                {REFERRAL_BUTTON_LABELS[b]}
              </Button>
            );
            // Endorse is the one a newcomer cannot guess from its name.
            return b === 'endorse' ? (
              <Tooltip key={b} title={ACTION_HINTS.endorse} describeChild>
                {button}
              </Tooltip>
            ) : (
              button
            );
          })}
        </Box>
      )}
      <DeclineDialog
        open={dialog === 'decline'}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => void decline(reason)}
      />
      <AppointmentDialog
        open={dialog === 'appointment'}
        reschedule={reschedule}
        current={referral.appointment_date}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={(value) => void setAppointment(value)}
      />
      <ChangeStatusDialog
        open={dialog === 'change_status'}
        busy={busy}
        choices={choices}
        onClose={() => setDialog(null)}
        onChoose={chooseStatus}
      />
      <AppointmentOrDeclineDialog
        open={dialog === 'appointment_or_decline'}
        busy={busy}
        offers={completionOffers}
        // The first step of completing: titled for it, the choice inside.
        title={REFERRAL_LIFECYCLE_MSG.completeReferral}
        onClose={() => setDialog(null)}
        onAppointment={(value) =>
          void setAppointment(value, () => {
            setWizardDate(isoOf(value));
            setDialog('completion');
          })
        }
        onDecline={(reason) => void decline(reason, () => completeSent({}))}
      />
      <CompletionWizard
        open={dialog === 'completion'}
        busy={busy}
        appointmentDate={wizardDate}
        failure={dialog === 'completion' ? failure : null}
        onClose={() => setDialog(null)}
        onComplete={(payload) => void completeSent(payload)}
      />
      <UploadDocumentsDialog
        open={dialog === 'upload'}
        referralUuid={referral.uuid}
        isFax={referral.is_fax}
        onClose={(changed) => {
          setDialog(null);
          if (changed) void onChanged();
        }}
        onFaxSent={(message) => {
          enqueueSnackbar(message, { variant: 'success' });
          setDialog(null);
          void onChanged();
        }}
      />
      <ConfirmDialog
        open={dialog === 'resend'}
        title={REFERRAL_BUTTON_LABELS.resend_fax}
        message={REFERRAL_FAX_MSG.resendConfirm}
        detail={faxing ? REFERRAL_MSG.validatingFax : undefined}
        choices={[{ label: REFERRAL_FAX_MSG.sendFax, color: 'primary', run: resendFax }]}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'confirm_completion'}
        title={REFERRAL_LIFECYCLE_MSG.confirmTitle}
        message={REFERRAL_LIFECYCLE_MSG.completeConfirm}
        choices={[
          { label: REFERRAL_BUTTON_LABELS.complete, color: 'primary', run: completeAtOnce },
        ]}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
