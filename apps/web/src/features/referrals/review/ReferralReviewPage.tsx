import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  DATETIME_DISPLAY_FORMAT,
  isReferralStatus,
  isRole,
  PAGE_TITLES,
  waitingOn,
  waitingOnLabel,
} from '@app/shared';
import { PageHeader } from '../../../ui/PageHeader';
import { useCurrentUser } from '../../auth/SessionProvider';
import { OrderDecisionActions } from '../../provider/OrderDecisionActions';
import { ReferralLog, ReferralTimeline, logFactsOf } from '../notes';
import { ReferralPrintActions } from '../print/ReferralPrintActions';
import { ReferralLoadError, ReferralLoading } from '../ReferralLoadState';
import {
  OPEN_REFERRAL,
  REFERRAL_CHANGED,
  REVIEW_REFERRAL,
  type ReviewReferralDto,
} from './graphql';
import { PatientBanner } from './PatientBanner';
import { ReferralActions } from './ReferralActions';
import { ReferralSummary } from './ReferralSummary';

const REFERRALS_CRUMBS = [{ label: 'Referrals', to: '/referrals/active' }];
/** A provider comes here from their pending orders (issue 20) and has no referral lists. */
const PROVIDER_CRUMBS = [{ label: PAGE_TITLES.providerPortal, to: '/provider' }];

/** A receiver opening a sent referral moves it to under review: once per referral page. */
function useOpenAsReceiver(referral: ReviewReferralDto | undefined) {
  const [openReferral] = useMutation(OPEN_REFERRAL);
  const opened = useRef<string | null>(null);
  const uuid = referral?.uuid;
  const due = referral?.viewer === 'receiver' && referral.status === 'sent';
  useEffect(() => {
    if (!uuid || !due || opened.current === uuid) return;
    opened.current = uuid;
    // The answer updates the cached referral (same id), so the new status shows by itself.
    openReferral({ variables: { uuid } }).catch(() => undefined);
  }, [uuid, due, openReferral]);
}

export function ReferralReviewPage() {
  const { uuid = '' } = useParams();
  const user = useCurrentUser();
  const crumbs = isRole(user.role?.name, 'provider') ? PROVIDER_CRUMBS : REFERRALS_CRUMBS;
  const { data, error, loading, refetch } = useQuery(REVIEW_REFERRAL, { variables: { uuid } });
  const referral = data?.referral;
  useOpenAsReceiver(referral);
  // The other clinic acts while this page is open: read the referral again.
  useSubscription(REFERRAL_CHANGED, {
    variables: { uuid },
    skip: !referral,
    onData: () => void refetch().catch(() => undefined),
  });

  if (loading && !referral) return <ReferralLoading />;
  if (!referral) {
    return (
      <>
        <PageHeader title="Referral" crumbs={crumbs} />
        <ReferralLoadError error={error} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={referral.patient ? `Referral: ${referral.patient.full_name}` : 'Referral'}
        crumbs={crumbs}
      />
      <PatientBanner referral={referral} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body1">
              Status: <strong data-testid="referral-status">{referral.status_label}</strong>
            </Typography>
            {referral.decline_reason ? (
              <Typography variant="body2">Decline Reason: {referral.decline_reason}</Typography>
            ) : referral.appointment_date ? (
              <Typography variant="body2">
                Appointment Date: {formatAppointment(referral.appointment_date)}
              </Typography>
            ) : null}
            {referral.is_order && (
              <OrderDecisionActions
                order={{
                  uuid: referral.uuid,
                  status: referral.status,
                  patientName: referral.patient?.full_name ?? '',
                  referrerName: referral.referrer?.name ?? '',
                }}
                onDecided={() => refetch()}
              />
            )}
            <ReferralActions referral={referral} onChanged={() => refetch()} />
            <ReferralPrintActions referralUuid={referral.uuid} />
          </CardContent>
        </Card>
        <ReferralSummary referral={referral} />
        <ReferralTimeline
          referralUuid={referral.uuid}
          waiting={waitingOnLabel(whoseMove(referral), {
            referrer: referral.referrer?.name ?? null,
            receiver: referral.receiver?.name ?? null,
          })}
        />
        <ReferralLog referralUuid={referral.uuid} {...logFactsOf(referral)} />
      </Box>
    </>
  );
}

/** Whose move the referral waits for (a status this build does not know waits on no one). */
function whoseMove(referral: ReviewReferralDto) {
  return isReferralStatus(referral.status) ? waitingOn(referral.status, referral.is_fax) : null;
}

/** The spec's display format for dates with a time ('DD MMM YYYY - HH:mm:ss'), in local time. */
function formatAppointment(isoDate: string): string {
  return dayjs(isoDate).format(DATETIME_DISPLAY_FORMAT);
}
