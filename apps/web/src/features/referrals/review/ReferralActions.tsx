import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  REFERRAL_BUTTON_LABELS,
  REFERRAL_LIFECYCLE_MSG,
  availableActions,
  isReferralStatus,
  type ReferralButton,
  type ReferralViewer,
} from '@app/shared';
import { ApiError, errorMessage } from '../../../app/http';
import { useCurrentUser } from '../../auth/SessionProvider';
import { lifecycleApi } from './api';
import { AppointmentDialog } from './AppointmentDialog';
import { DeclineDialog } from './DeclineDialog';
import { ENDORSE_REFERRAL, type ReviewReferralDto } from './graphql';

interface Failure {
  title: string;
  lines: string[];
}

/** The server's reason: the first field error (e.g. errors.status) before the generic message. */
function serverReason(error: unknown): string {
  return (error instanceof ApiError && error.firstFieldError) || errorMessage(error);
}

/** The buttons the viewer may use now (shared machine) with their dialogs and outcomes. */
export function ReferralActions({
  referral,
  onChanged,
}: {
  referral: ReviewReferralDto;
  onChanged: () => Promise<unknown>;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'decline' | 'appointment' | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [endorse] = useMutation(ENDORSE_REFERRAL);

  if (!isReferralStatus(referral.status)) return null;
  const buttons = availableActions(
    { status: referral.status, isFax: referral.is_fax, reason: referral.decline_reason },
    referral.viewer as ReferralViewer,
    user.actions,
  );
  const reschedule = referral.status === 'scheduled';

  /** Runs one call: success snackbar (or `after`), failure banner, and a fresh referral either way. */
  const run = async (
    call: () => Promise<string>,
    fail: (error: unknown) => Failure,
    after?: () => void,
  ) => {
    setBusy(true);
    setFailure(null);
    try {
      enqueueSnackbar(await call(), { variant: 'success' });
      setDialog(null);
      if (after) after();
      else await onChanged();
    } catch (error) {
      setFailure(fail(error));
      await onChanged().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const cannotPromote = (error: unknown): Failure => ({
    title: REFERRAL_LIFECYCLE_MSG.cannotPromote,
    lines: [serverReason(error)],
  });

  const promote = (status: 'accepted' | 'under_review') =>
    run(async () => (await lifecycleApi.promote(referral.uuid, status)).message, cannotPromote);

  const decline = (reason: string) =>
    run(
      async () =>
        (await lifecycleApi.decline(referral.uuid, reason)).message ||
        REFERRAL_LIFECYCLE_MSG.declined,
      (error) => ({
        title: REFERRAL_LIFECYCLE_MSG.failedDecline,
        lines: [serverReason(error), REFERRAL_LIFECYCLE_MSG.reloadReferral],
      }),
      () => void navigate('/referrals/active'),
    );

  const setAppointment = (value: string) =>
    run(
      async () =>
        (await lifecycleApi.setAppointment(referral.uuid, value, reschedule)).message ||
        REFERRAL_LIFECYCLE_MSG.appointmentSet,
      cannotPromote,
    );

  const endorseReferral = () =>
    run(
      async () => {
        const { data } = await endorse({ variables: { referral_uuid: referral.uuid } });
        return data?.endorse_referral ?? REFERRAL_LIFECYCLE_MSG.endorsed;
      },
      (error) => ({ title: `Error Message: ${errorMessage(error)}`, lines: [] }),
    );

  const onClick: Partial<Record<ReferralButton, () => void>> = {
    endorse: () => void endorseReferral(),
    accept: () => void promote('accepted'),
    update_status: () => void promote('under_review'),
    decline: () => setDialog('decline'),
    add_appointment: () => setDialog('appointment'),
    reschedule: () => setDialog('appointment'),
  };
  // Re-send fax and document uploads belong to later screens: only wired buttons are shown.
  const shown = buttons.filter((b) => onClick[b]);

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
      {shown.length > 0 && (
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
          role="group"
          aria-label="Referral actions"
        >
          {shown.map((b) => (
            <Button
              key={b}
              variant={b === 'decline' ? 'outlined' : 'contained'}
              color={b === 'decline' ? 'error' : 'primary'}
              disabled={busy}
              onClick={onClick[b]}
            >
              {REFERRAL_BUTTON_LABELS[b]}
            </Button>
          ))}
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
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={(value) => void setAppointment(value)}
      />
    </>
  );
}
